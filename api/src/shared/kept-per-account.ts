import { LRUCache } from 'lru-cache';

/**
 * Values read from the database about one account (its viewer per login, its unread count), kept for a short time
 * and forgotten at once when the account changes. A value read while a change happened is not kept: it may be from
 * before the change.
 */
export function keptPerAccount<Value>(options: { keptMs: number; max: number }) {
  const kept = new LRUCache<string, { userId: number; value: Value }>({
    max: options.max,
    ttl: options.keptMs,
    dispose: (entry, key) => {
      const keys = keysOf.get(entry.userId);
      keys?.delete(key);
      // An account with nothing kept is not remembered: the map stays as small as the cache.
      if (keys?.size === 0) keysOf.delete(entry.userId);
    },
  });
  const keysOf = new Map<number, Set<string>>();
  let forgets = 0;

  return {
    /** A stamp to take before reading a value from the database, for `keep`. */
    stamp: () => forgets,

    /** The kept value, if any. */
    peek: (userId: number, key = ''): Value | undefined => kept.get(`${userId}:${key}`)?.value,

    /** Keeps a value read since `stamp`, unless something was forgotten meanwhile. */
    keep(userId: number, key: string, value: Value, stamp: number): void {
      if (stamp !== forgets) return;
      const fullKey = `${userId}:${key}`;
      kept.set(fullKey, { userId, value });
      let keys = keysOf.get(userId);
      if (!keys) keysOf.set(userId, (keys = new Set()));
      keys.add(fullKey);
    },

    /** The kept value, or one loaded now (and kept). */
    async read(userId: number, key: string, load: () => Promise<Value>): Promise<Value> {
      const hit = kept.get(`${userId}:${key}`);
      if (hit) return hit.value;
      const stamp = forgets;
      const value = await load();
      this.keep(userId, key, value, stamp);
      return value;
    },

    /** Forgets every value of an account. */
    forget(userId: number): void {
      forgets += 1;
      for (const key of [...(keysOf.get(userId) ?? [])]) kept.delete(key);
      keysOf.delete(userId);
    },
  };
}
