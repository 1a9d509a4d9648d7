/**
 * A map of at most `maxKept` entries: reading or writing an entry makes it the most recent, and
 * beyond the bound the least recently used one goes. For memories of this process whose keys come
 * from requests (paths, queries), which must not grow without end.
 */
export type RecentMap<V> = {
  /** The value, made the most recent; undefined when there is none. */
  get(key: string): V | undefined;
  set(key: string, value: V): void;
  readonly size: number;
};

export function createRecentMap<V>(maxKept: number): RecentMap<V> {
  const kept = new Map<string, V>();
  return {
    get(key) {
      const value = kept.get(key);
      if (value !== undefined) {
        kept.delete(key);
        kept.set(key, value);
      }
      return value;
    },
    set(key, value) {
      kept.delete(key);
      kept.set(key, value);
      if (kept.size > maxKept) kept.delete(kept.keys().next().value!);
    },
    get size() {
      return kept.size;
    },
  };
}
