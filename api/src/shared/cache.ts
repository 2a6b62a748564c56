import { setBounded } from './bounded-map';

/**
 * A small in-process cache for read-mostly catalogue answers. Writes clear it at once on this instance and,
 * through the event bus (Redis when configured), on every other instance, so a write is visible on the next read.
 */
export class ReadCache {
  private readonly entries = new Map<string, { value: unknown; expiresAt: number }>();

  constructor(
    private readonly maxEntries = 5000,
    private readonly ttlMs = 60_000,
  ) {}

  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > now) return hit.value as T;
    const generation = this.generation;
    const value = await load();
    // A write that happened while loading makes this value stale: do not keep it.
    if (generation === this.generation) {
      setBounded(this.entries, key, { value, expiresAt: now + this.ttlMs }, this.maxEntries);
    }
    return value;
  }

  private generation = 0;

  private readonly listeners: (() => void)[] = [];

  /** Also clear another cache (e.g. whole GraphQL results) whenever this one is cleared. */
  onClear(listener: () => void): void {
    this.listeners.push(listener);
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
    for (const listener of this.listeners) listener();
  }
}
