import { setBounded } from './bounded-map';
import type { SectionName } from './sections';

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

  /** Loads under way, by generation and key: requests that miss together wait for one load, not one each. */
  private readonly loading = new Map<string, Promise<unknown>>();

  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > now) return hit.value as T;
    const generation = this.generation;
    const loadKey = `${generation}\n${key}`;
    const pending = this.loading.get(loadKey);
    if (pending) return pending as Promise<T>;
    const loaded = load().then((value) => {
      // A write that happened while loading makes this value stale: do not keep it.
      if (generation === this.generation) {
        setBounded(this.entries, key, { value, expiresAt: now + this.ttlMs }, this.maxEntries);
      }
      return value;
    });
    this.loading.set(loadKey, loaded);
    try {
      return await loaded;
    } finally {
      this.loading.delete(loadKey);
    }
  }

  private generation = 0;

  private readonly listeners: { listener: () => void; section: SectionName | undefined }[] = [];

  /**
   * Also clear another cache (e.g. whole GraphQL results) whenever this one is cleared; with `section`, only when that
   * section changed (or an unknown one): a finder index of 100,000 models takes seconds to read again.
   */
  onClear(listener: () => void, section?: SectionName): void {
    this.listeners.push({ listener, section });
  }

  private readonly reorderListeners: (() => void)[] = [];

  /**
   * Told when answers may come in another order with the catalogue as it was (a model's rating changed: best rated
   * first): the whole answers of the finders go, their indexes stay.
   */
  onReorder(listener: () => void): void {
    this.reorderListeners.push(listener);
  }

  /** After values kept beside the finders' indexes changed (ratings), once the indexes hold the new ones. */
  reordered(): void {
    for (const listener of this.reorderListeners) listener();
  }

  /**
   * After a write to `section` (or, without one, to anything): every kept answer goes (they are small and cheap to read
   * again), and so does whatever was built from that section.
   */
  clear(section?: SectionName): void {
    this.generation += 1;
    this.entries.clear();
    for (const kept of this.listeners) if (!section || !kept.section || kept.section === section) kept.listener();
  }
}
