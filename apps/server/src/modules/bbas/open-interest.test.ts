import { describe, expect, it } from 'vitest';
import { openInterestStatistics } from './open-interest';

describe('open-interest statistics', () => {
  const history = [1000, 1100, 900, 1300, 1000, 1150];

  it('compares today with five trading days back and ranks it over the history', () => {
    expect(openInterestStatistics(1200, history)).toEqual({
      open_interest: 1200,
      change_5d: 100, // against 1100, the fifth-last completed day
      change_20d: null,
      percentile: 83.33, // 5 of 6 days at or below 1200
      days: 6,
    });
  });

  it('ranks a record high at 100 % and has no figures without history', () => {
    expect(openInterestStatistics(2000, history).percentile).toBe(100);
    expect(openInterestStatistics(2000, [])).toMatchObject({ change_5d: null, percentile: null, days: 0 });
  });
});
