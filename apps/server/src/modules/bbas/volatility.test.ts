import { describe, expect, it } from 'vitest';
import { realisedVolatility } from './volatility';

describe('realised volatility', () => {
  it('annualises the sample deviation of daily log returns', () => {
    // Returns ±ln 1.1: sample deviation 0.13479, × √252 = 213.97 %.
    expect(realisedVolatility([100, 110, 100], 2)).toBe(213.97);
  });

  it('looks only at the last `days` returns', () => {
    const closes = [100, 102, 101, 105, 104, 108];
    expect(realisedVolatility(closes, 5)).toBe(38.31);
    expect(realisedVolatility(closes, 3)).toBe(43.87);
  });

  it('is zero for a steady trend and null for a short history', () => {
    expect(realisedVolatility([100, 101, 102.01, 103.0301], 3)).toBe(0);
    expect(realisedVolatility([100, 101], 20)).toBeNull();
  });
});
