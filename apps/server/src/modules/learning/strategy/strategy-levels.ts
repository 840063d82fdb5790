import type { Bar } from '@vce/market-core/bar';
import { sma } from '@vce/market-core/indicators';

export type StrategyBias = 'long' | 'short' | 'range';

/** What a rule-made note says of a product: its bias, levels and the figures behind them. */
export interface StrategyReading {
  bias: StrategyBias;
  close: number;
  averageShort: number;
  averageLong: number;
  support: number;
  resistance: number;
}

/**
 * Reads a product's daily bars the way the notes' rule does: the close against the 5- and 20-bar
 * averages (both rising and the close above: long; both falling and below: short; else range), with
 * the lowest low and highest high of the last `window` bars as support and resistance. Null with too
 * few bars.
 */
export function readStrategy(bars: readonly Bar[], window: number): StrategyReading | null {
  if (bars.length < Math.max(21, window)) return null;
  const closes = bars.map((bar) => bar.close);
  const short = sma(closes, 5);
  const long = sma(closes, 20);
  const last = bars.length - 1;
  const [averageShort, averageLong, longBefore] = [short[last]!, long[last]!, long[last - 1]!];
  const close = closes[last]!;
  const recent = bars.slice(-window);
  const rising = averageShort > averageLong && averageLong > longBefore;
  const falling = averageShort < averageLong && averageLong < longBefore;
  return {
    bias: rising && close > averageShort ? 'long' : falling && close < averageShort ? 'short' : 'range',
    close,
    averageShort,
    averageLong,
    support: Math.min(...recent.map((bar) => bar.low)),
    resistance: Math.max(...recent.map((bar) => bar.high)),
  };
}
