import { ExpiringMap } from '../../platform/expiring-map';

/**
 * Keeps each key's answer for `ttlMs`: a busy product page costs one query per key and period
 * however many ask. A failed load is forgotten at once, so the next caller tries again.
 */
export function shortCache<V>(ttlMs: number, maxKeys = 1000) {
  const entries = new ExpiringMap<Promise<V>>(maxKeys);
  return (key: string, load: () => Promise<V>): Promise<V> => {
    const cached = entries.peek(key);
    if (cached) return cached;
    const loading = load();
    entries.set(key, loading, ttlMs);
    loading.catch(() => entries.take(key));
    return loading;
  };
}
