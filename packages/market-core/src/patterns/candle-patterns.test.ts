import { describe, expect, it } from 'vitest';
import { detectDojis, detectEngulfing, detectHammers } from './candle-patterns';
import { type Candle, barsFromCandles, barsFromCloses, createBar, datedBars } from './test-bars';

/** Six bars whose closes fall (110 → 100) or rise (90 → 100), then the candles under test from bar 6. */
const afterDecline = (...candles: Candle[]) =>
  datedBars([...barsFromCloses([110, 108, 106, 104, 102, 100]), ...candles.map((candle) => createBar(candle))]);
const afterRise = (...candles: Candle[]) =>
  datedBars([...barsFromCloses([90, 92, 94, 96, 98, 100]), ...candles.map((candle) => createBar(candle))]);

const indicesOf = (hits: readonly { index: number }[]) => hits.map((hit) => hit.index);

describe('engulfing', () => {
  it('finds a bullish engulfing at the rising candle whose body covers the falling one after a decline', () => {
    const bars = afterDecline([100, 101, 97, 98], [97, 102, 96, 101]);
    expect(detectEngulfing(bars)).toEqual([{ kind: 'bullishEngulfing', index: 7, time: bars[7]?.time }]);
  });

  it('finds none when the rising body stops short of the falling one’s open', () => {
    expect(detectEngulfing(afterDecline([100, 101, 97, 98], [97, 100, 96, 99]))).toEqual([]);
  });

  it('finds no bullish engulfing after a rise', () => {
    expect(detectEngulfing(afterRise([100, 101, 97, 98], [97, 102, 96, 101]))).toEqual([]);
  });

  it('finds a bearish engulfing at the falling candle whose body covers the rising one after a rise', () => {
    const bars = afterRise([100, 103, 99, 102], [103, 104, 98, 99]);
    expect(detectEngulfing(bars)).toEqual([{ kind: 'bearishEngulfing', index: 7, time: bars[7]?.time }]);
  });

  it('finds none when the falling body only matches the rising one', () => {
    expect(detectEngulfing(afterRise([100, 103, 99, 102], [102, 104, 99, 100]))).toEqual([]);
  });
});

describe('hammer', () => {
  it('finds a hammer at a small body over a lower shadow three times its length after a decline', () => {
    const bars = afterDecline([100, 101, 97, 101]);
    expect(detectHammers(bars)).toEqual([{ kind: 'hammer', index: 6, time: bars[6]?.time }]);
  });

  it('finds none when the lower shadow is only 1.5 bodies long', () => {
    expect(detectHammers(afterDecline([100, 102, 97, 102]))).toEqual([]);
  });

  it('finds none when the upper shadow is a fifth of the range', () => {
    expect(detectHammers(afterDecline([100, 102, 97, 101]))).toEqual([]);
  });

  it('finds none after a rise', () => {
    expect(detectHammers(afterRise([100, 101, 97, 101]))).toEqual([]);
  });
});

describe('doji', () => {
  it('finds a doji whose body is a tenth of its range', () => {
    expect(
      indicesOf(
        detectDojis(
          barsFromCandles([
            [100, 102, 98, 101],
            [100, 105, 95, 101],
          ]),
        ),
      ),
    ).toEqual([1]);
  });

  it('finds none when the body is a fifth of the range', () => {
    expect(
      detectDojis(
        barsFromCandles([
          [100, 102, 98, 101],
          [100, 105, 95, 102],
        ]),
      ),
    ).toEqual([]);
  });

  it('takes a bar that never moved for no doji', () => {
    expect(
      detectDojis(
        barsFromCandles([
          [100, 102, 98, 101],
          [100, 100, 100, 100],
        ]),
      ),
    ).toEqual([]);
  });
});
