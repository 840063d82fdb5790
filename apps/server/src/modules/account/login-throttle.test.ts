import { describe, expect, it } from 'vitest';
import { createFailureLimiter } from './login-throttle';

describe('the failure limiter', () => {
  it('blocks a key at the limit until its failures age out', () => {
    let now = 0;
    const limiter = createFailureLimiter({ limit: 3, windowMs: 1000, now: () => now });
    for (let i = 0; i < 3; i++) {
      expect(limiter.isBlocked('a')).toBe(false);
      limiter.recordFailure('a');
      now += 100;
    }
    expect(limiter.isBlocked('a')).toBe(true);
    expect(limiter.isBlocked('b')).toBe(false);
    now = 1001;
    expect(limiter.isBlocked('a')).toBe(false);
  });

  it('forgets a key that is cleared', () => {
    const limiter = createFailureLimiter({ limit: 1, windowMs: 1000 });
    limiter.recordFailure('a');
    expect(limiter.isBlocked('a')).toBe(true);
    limiter.clear('a');
    expect(limiter.isBlocked('a')).toBe(false);
  });
});
