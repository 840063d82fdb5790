import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors';
import { createLocalShortLivedStore, type ShortLivedStore } from '../../platform/short-lived-store';
import { createFailureLimiter } from './login-throttle';

describe('the failure limiter', () => {
  it('blocks a key at the limit until its failures age out', async () => {
    let now = 0;
    const store = createLocalShortLivedStore(() => now);
    const limiter = createFailureLimiter({ store, name: 'test', limit: 3, windowMs: 1000 });
    for (let i = 0; i < 3; i++) {
      expect(await limiter.isBlocked('a')).toBe(false);
      await limiter.recordFailure('a');
      now += 100;
    }
    expect(await limiter.isBlocked('a')).toBe(true);
    expect(await limiter.isBlocked('b')).toBe(false);
    now = 1001;
    expect(await limiter.isBlocked('a')).toBe(false);
  });

  it('forgets a key that is cleared', async () => {
    const limiter = createFailureLimiter({
      store: createLocalShortLivedStore(),
      name: 'test',
      limit: 1,
      windowMs: 1000,
    });
    await limiter.recordFailure('a');
    expect(await limiter.isBlocked('a')).toBe(true);
    await limiter.clear('a');
    expect(await limiter.isBlocked('a')).toBe(false);
  });

  it('lets attempts through while its store cannot answer (Redis lost), rather than refusing every login', async () => {
    const unreachable = () => Promise.reject(AppError.reject('serviceUnavailable'));
    const lost: ShortLivedStore = {
      put: unreachable,
      take: unreachable,
      peek: unreachable,
      addEvent: unreachable,
      countEvents: unreachable,
      clearEvents: unreachable,
    };
    const limiter = createFailureLimiter({ store: lost, name: 'test', limit: 1, windowMs: 1000 });
    await expect(limiter.recordFailure('a')).resolves.toBeUndefined();
    expect(await limiter.isBlocked('a')).toBe(false);
    await expect(limiter.clear('a')).resolves.toBeUndefined();
  });
});
