import { describe, expect, it } from 'vitest';
import { boll, ema, kdj, macd, rsi, sma } from './indicators';

describe('indicator maths', () => {
  it('averages the last n closes', () => {
    expect(sma([1, 2, 3, 4, 5], 3)).toEqual([Number.NaN, Number.NaN, 2, 3, 4]);
  });

  it('smooths exponentially with alpha 2/(n+1) from the first close', () => {
    // alpha = 0.5: 10, 0.5·20 + 0.5·10 = 15, 0.5·30 + 0.5·15 = 22.5
    expect(ema([10, 20, 30], 3)).toEqual([10, 15, 22.5]);
  });

  it('computes MACD lines from the two averages', () => {
    const { dif, dea, histogram } = macd([10, 20, 30], 1, 3, 1);
    // EMA1 is the close itself; EMA3 is 10, 15, 22.5 → DIF 0, 5, 7.5; DEA with period 1 equals DIF.
    expect(dif).toEqual([0, 5, 7.5]);
    expect(dea).toEqual(dif);
    expect(histogram).toEqual([0, 0, 0]);
  });
});

describe('the TDX definitions', () => {
  it('draws BOLL with the sample standard deviation (n − 1)', () => {
    const closes = Array.from({ length: 20 }, (_, index) => index + 1);
    const { middle, upper, lower } = boll(closes);
    expect(Number.isNaN(upper[18] ?? 0)).toBe(true);
    // Mean 10.5; Σ(x − 10.5)² = 665; 665 / 19 = 35.
    expect(middle[19]).toBe(10.5);
    expect(upper[19]).toBeCloseTo(10.5 + 2 * Math.sqrt(35), 10);
    expect(lower[19]).toBeCloseTo(10.5 - 2 * Math.sqrt(35), 10);
  });

  it('smooths RSI Wilder’s way from the second bar', () => {
    const values = rsi([10, 11, 10, 12], 2);
    expect(Number.isNaN(values[0] ?? 0)).toBe(true);
    // gains 1, 0.5, 1.25 over moves 1, 1, 1.5
    expect(values.slice(1)).toEqual([100, 50, (1.25 / 1.5) * 100]);
  });

  it('starts K and D of KDJ from 50', () => {
    const { k, d, j } = kdj([
      { high: 10, low: 8, close: 9 },
      { high: 12, low: 9, close: 12 },
    ]);
    expect([k[0], d[0], j[0]]).toEqual([50, 50, 50]);
    expect(k[1]).toBeCloseTo(200 / 3, 10);
    expect(d[1]).toBeCloseTo((200 / 3 + 100) / 3, 10);
    expect(j[1]).toBeCloseTo(3 * (200 / 3) - 2 * ((200 / 3 + 100) / 3), 10);
  });
});
