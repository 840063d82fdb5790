/**
 * Keeps each key's answer for `ttlMs`: a busy page costs one load per key a moment however many ask,
 * and once loaded it is handed out synchronously (the hot lane answers only what is at hand). Past
 * `ttlMs` the kept answer is still handed out while one fresh load runs (readers of a busy page never
 * wait on it, nor fall off the hot lane), for another `ttlMs` at most. A failed load is forgotten, so the next caller tries again;
 * `clear` forgets every answer (a write this process made changed them: its writer reads afresh).
 * At most `maxKeys` are kept, the oldest going first.
 */
export function shortCache<V>(ttlMs: number, maxKeys = 1000) {
  interface Entry {
    loaded?: { value: V; freshUntil: number };
    loading?: Promise<V>;
  }
  let entries = new Map<string, Entry>();

  const startLoad = (key: string, entry: Entry, load: () => Promise<V>, kept: Map<string, Entry>) => {
    const loading = load();
    entry.loading = loading;
    loading.then(
      (value) => {
        entry.loading = undefined;
        entry.loaded = { value, freshUntil: Date.now() + ttlMs };
      },
      () => {
        entry.loading = undefined;
        if (!entry.loaded && kept.get(key) === entry) kept.delete(key);
      },
    );
    return loading;
  };

  const cached = (key: string, load: () => Promise<V>): V | Promise<V> => {
    const entry = entries.get(key);
    if (!entry) {
      if (entries.size >= maxKeys) entries.delete(entries.keys().next().value!);
      const fresh: Entry = {};
      entries.set(key, fresh);
      return startLoad(key, fresh, load, entries);
    }
    const { loaded } = entry;
    const now = Date.now();
    if (!loaded) return entry.loading!;
    if (loaded.freshUntil > now) return loaded.value;
    const refreshing = entry.loading ?? startLoad(key, entry, load, entries);
    // Stale by more than its time again (a page nobody asked for a while): the reader waits for the fresh one.
    if (loaded.freshUntil + ttlMs <= now) return refreshing;
    refreshing.catch(() => {});
    return loaded.value;
  };
  return Object.assign(cached, {
    /**
     * The key's answer while it is fresh, else undefined: a hot path asks this first and builds its
     * load only when it must (a closure per request is measurable at tens of thousands a second).
     */
    fresh: (key: string): V | undefined => {
      const loaded = entries.get(key)?.loaded;
      return loaded && loaded.freshUntil > Date.now() ? loaded.value : undefined;
    },
    clear: () => {
      entries = new Map();
    },
  });
}
