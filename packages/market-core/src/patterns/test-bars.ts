import type { Bar } from '../bar';
import { beijingInstant } from '../calendar';

/** Bar factories for the pattern tests: daily bars dated at Beijing midnight, one a day from a Monday. */

const dayMs = 86_400_000;
const firstDay = beijingInstant('2025-03-03', '00:00');

export type Candle = readonly [open: number, high: number, low: number, close: number];

/** A bar from its open, high, low and close. */
export const createBar = ([open, high, low, close]: Candle, extra: Partial<Bar> = {}): Bar => ({
  time: firstDay,
  open,
  high,
  low,
  close,
  volume: 100,
  openInterest: 1000,
  ...extra,
});

/** Bars a day apart, in the order given. */
export const datedBars = (bars: readonly Bar[]): Bar[] =>
  bars.map((bar, index) => ({ ...bar, time: firstDay + index * dayMs }));

/** Daily bars from candles. */
export const barsFromCandles = (candles: readonly Candle[]) => datedBars(candles.map((candle) => createBar(candle)));

/**
 * Daily bars that close at the given prices, each opening at the close before it (the first one a point
 * below its close) with a point of shadow either side, so none of them is a doji.
 */
export const barsFromCloses = (closes: readonly number[]) =>
  barsFromCandles(
    closes.map((close, index) => {
      const open = closes[index - 1] ?? close - 1;
      return [open, Math.max(open, close) + 1, Math.min(open, close) - 1, close];
    }),
  );

/** Closes stepping from `from` by `step`, `count` of them, the first one a step away from `from`. */
export const steps = (from: number, step: number, count: number) =>
  Array.from({ length: count }, (_, index) => from + step * (index + 1));
