import type { ShortLivedStore } from '../../platform/short-lived-store';

/** The store's answer, or `fallback` while it cannot answer (Redis lost). */
const orElse = <T>(work: Promise<T>, fallback: T) => work.catch(() => fallback);

/**
 * Counts failures per key in a sliding window of the short-lived store (shared by every process on
 * the scale path). At `limit` failures the key is blocked until the oldest one ages out. While the
 * store is unreachable it lets attempts through, as the rate limits do (docs/operations.md): the
 * password check still stands, and an outage loses only counts, not the logins of every user.
 */
export function createFailureLimiter(options: {
  store: ShortLivedStore;
  name: string;
  limit: number;
  windowMs: number;
}) {
  const { store, limit, windowMs } = options;
  const keyOf = (key: string) => `${options.name}:${key}`;
  return {
    isBlocked: async (key: string) => (await orElse(store.countEvents(keyOf(key), windowMs), 0)) >= limit,
    recordFailure: (key: string) => orElse(store.addEvent(keyOf(key), windowMs), undefined),
    clear: (key: string) => orElse(store.clearEvents(keyOf(key)), undefined),
  };
}

export type FailureLimiter = ReturnType<typeof createFailureLimiter>;

const FIFTEEN_MINUTES = 15 * 60_000;

/** Password-login throttles: 5 failures per account and 20 per IP in 15 minutes. */
export const createLoginThrottle = (store: ShortLivedStore) => ({
  perAccount: createFailureLimiter({ store, name: 'login-failures:account', limit: 5, windowMs: FIFTEEN_MINUTES }),
  perIp: createFailureLimiter({ store, name: 'login-failures:ip', limit: 20, windowMs: FIFTEEN_MINUTES }),
});

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
