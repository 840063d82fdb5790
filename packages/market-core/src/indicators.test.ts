import { describe, expect, it } from 'vitest';
import { ema, macd, sma } from './indicators';

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
