import { describe, expect, it } from 'vitest';
import { detectDivergences } from './divergence';
import { barsFromCloses, steps } from './test-bars';

/** 30 quiet bars, a rally of +2 a bar to 121 (bar 39, high 122), a pullback to 111, then a climb of +1 a bar. */
const quiet = Array.from({ length: 30 }, (_, index) => 100 + (index % 2));
const rallyAndPullback = [...quiet, ...steps(101, 2, 10), ...steps(121, -2, 5)];
/** The climb reaches 122 at bar 55, its high of 123 above the rally's peak, with less momentum. */
const slowerHigherHigh = [...rallyAndPullback, ...steps(111, 1, 12)];
/** Prices mirrored, so every top becomes a bottom and every rise a fall. */
const mirrored = (closes: readonly number[]) => closes.map((close) => 300 - close);

describe('top divergence', () => {
  it('finds it at the bar whose high first exceeds the earlier swing high while DIF and RSI stay lower', () => {
    const bars = barsFromCloses(slowerHigherHigh);
    expect(detectDivergences(bars)).toEqual([
      { kind: 'bearishDivergence', index: 55, time: bars[55]?.time, note: 'DIF、RSI未创新高' },
    ]);
  });

  it('finds none when the climb only reaches the earlier high', () => {
    const retest = [...rallyAndPullback, ...steps(111, 1, 10), ...steps(121, -1, 3)];
    const bars = barsFromCloses(retest);
    expect(Math.max(...bars.slice(40).map((bar) => bar.high))).toBe(bars[39]?.high);
    expect(detectDivergences(bars)).toEqual([]);
  });

  it('finds none when DIF and RSI rise with the new high', () => {
    // A long decline, a small bump (peak at bar 34), a dip, then a rally of +3 a bar through the bump's high.
    const confirmed = [...steps(130, -1, 30), ...steps(100, 0.5, 5), ...steps(102.5, -0.5, 5), ...steps(100, 3, 3)];
    const bars = barsFromCloses(confirmed);
    expect(bars[40]?.high).toBeGreaterThan(bars[34]?.high ?? Infinity);
    expect(detectDivergences(bars)).toEqual([]);
  });
});

describe('bottom divergence', () => {
  it('finds it at the bar whose low first breaks the earlier swing low while DIF and RSI stay higher', () => {
    const bars = barsFromCloses(mirrored(slowerHigherHigh));
    expect(detectDivergences(bars)).toEqual([
      { kind: 'bullishDivergence', index: 55, time: bars[55]?.time, note: 'DIF、RSI未创新低' },
    ]);
  });

  it('finds none when the fall stops at the earlier low', () => {
    const retest = [...rallyAndPullback, ...steps(111, 1, 10), ...steps(121, -1, 3)];
    expect(detectDivergences(barsFromCloses(mirrored(retest)))).toEqual([]);
  });
});
