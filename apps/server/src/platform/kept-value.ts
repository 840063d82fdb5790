/**
 * A value loaded once and kept, handed out synchronously while kept (the hot reads answer without a
 * promise hop): callers asking while it loads share the load, a failed load is tried again on the
 * next ask, `reset()` forgets it (a load begun before is then not kept), `ttlMs` bounds how long
 * it is kept, and `keeps` may refuse to keep a value (it is still handed to those who asked).
 */
export function keptValue<T>(load: () => Promise<T>, options: { ttlMs?: number; keeps?: (value: T) => boolean } = {}) {
  const ttlMs = options.ttlMs ?? Number.POSITIVE_INFINITY;
  let kept: { value: T; until: number } | null = null;
  let pending: Promise<T> | null = null;
  return {
    get(): T | Promise<T> {
      if (kept && Date.now() < kept.until) return kept.value;
      if (pending) return pending;
      const loading: Promise<T> = load().then(
        (value) => {
          if (pending === loading) {
            pending = null;
            if (options.keeps?.(value) ?? true) kept = { value, until: Date.now() + ttlMs };
          }
          return value;
        },
        (error: unknown) => {
          if (pending === loading) pending = null;
          throw error;
        },
      );
      pending = loading;
      return loading;
    },
    reset() {
      kept = null;
      pending = null;
    },
  };
}

/** `use(value)`, at once for a kept value, after it loads otherwise. */
export const whenReady = <T, R>(value: T | Promise<T>, use: (value: T) => R): R | Promise<R> =>
  value instanceof Promise ? value.then(use) : use(value);
