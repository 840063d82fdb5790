/**
 * Counts failures per key in a sliding window, in this process's memory (Redis is the
 * multi-process path). At `limit` failures the key is blocked until the oldest one ages out.
 */
export function createFailureLimiter(options: { limit: number; windowMs: number; now?: () => number }) {
  const now = options.now ?? Date.now;
  const failures = new Map<string, number[]>();

  const recent = (key: string) => {
    const since = now() - options.windowMs;
    const list = (failures.get(key) ?? []).filter((at) => at > since);
    if (list.length) failures.set(key, list);
    else failures.delete(key);
    return list;
  };

  return {
    isBlocked: (key: string) => recent(key).length >= options.limit,
    recordFailure(key: string) {
      if (failures.size >= 100_000) failures.clear();
      failures.set(key, [...recent(key), now()]);
    },
    clear: (key: string) => void failures.delete(key),
  };
}

export type FailureLimiter = ReturnType<typeof createFailureLimiter>;

const FIFTEEN_MINUTES = 15 * 60_000;

/** Password-login throttles: 5 failures per account and 20 per IP in 15 minutes. */
export const createLoginThrottle = (now?: () => number) => ({
  perAccount: createFailureLimiter({ limit: 5, windowMs: FIFTEEN_MINUTES, now }),
  perIp: createFailureLimiter({ limit: 20, windowMs: FIFTEEN_MINUTES, now }),
});

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
