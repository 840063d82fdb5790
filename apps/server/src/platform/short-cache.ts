import { ExpiringMap } from './expiring-map';

/**
 * Keeps each key's answer for `ttlMs`: a busy page costs one query per key however many ask. A
 * failed load is forgotten at once, so the next caller tries again; `clear` forgets every answer (a
 * write this process made changed them).
 */
export function shortCache<V>(ttlMs: number, maxKeys = 1000) {
  const entries = new ExpiringMap<Promise<V>>(maxKeys);
  const cached = (key: string, load: () => Promise<V>): Promise<V> => {
    const kept = entries.peek(key);
    if (kept) return kept;
    const loading = load();
    entries.set(key, loading, ttlMs);
    loading.catch(() => entries.take(key));
    return loading;
  };
  return Object.assign(cached, { clear: () => entries.clear() });
}
