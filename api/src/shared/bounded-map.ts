/**
 * Sets `key` in a map used as a bounded cache: when it already holds `limit` entries, the oldest (first inserted)
 * goes first. A Map keeps insertion order, so this is first-in first-out eviction with no bookkeeping of its own.
 */
export function setBounded<Key, Value>(map: Map<Key, Value>, key: Key, value: Value, limit: number): void {
  if (map.size >= limit) map.delete(map.keys().next().value as Key);
  map.set(key, value);
}
