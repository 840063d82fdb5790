import { describe, expect, it } from 'vitest';
import { detectBreakouts } from './breakouts';
import { barsFromCloses } from './test-bars';

/** 20 bars closing 104, 100, 104 …: highs of 105 and lows of 99 throughout. */
const range = Array.from({ length: 20 }, (_, index) => (index % 2 === 0 ? 104 : 100));

describe('breakouts', () => {
  it('finds a breakout up at the first close above the highest high of the 20 bars before', () => {
    const bars = barsFromCloses([...range, 106]);
    expect(detectBreakouts(bars)).toEqual([
      { kind: 'breakoutUp', index: 20, time: bars[20]?.time, note: '收盘 106 高于前20根最高价 105' },
    ]);
  });

  it('finds none for a close equal to that high', () => {
    expect(detectBreakouts(barsFromCloses([...range, 105]))).toEqual([]);
  });

  it('counts a run of new highs once, at its start', () => {
    expect(detectBreakouts(barsFromCloses([...range, 106, 108, 110])).map((hit) => hit.index)).toEqual([20]);
  });

  it('finds a breakout down at the first close below the lowest low of the 20 bars before', () => {
    const hits = detectBreakouts(barsFromCloses([...range, 98]));
    expect(hits.map(({ kind, index }) => ({ kind, index }))).toEqual([{ kind: 'breakoutDown', index: 20 }]);
  });

  it('finds none for a close equal to that low', () => {
    expect(detectBreakouts(barsFromCloses([...range, 99]))).toEqual([]);
  });

  it('needs 20 bars before a breakout', () => {
    expect(detectBreakouts(barsFromCloses([...range.slice(0, 10), 110]))).toEqual([]);
  });
});
