import type { Bar } from '../bar';
import { macd, rsi } from '../indicators';
import { at } from '../shop-indicators/tdx-functions';
import type { PatternHit, PatternKind } from './pattern-kinds';

export const divergenceDefaults = {
  /** The earlier peak lies within 20 bars, about a month of daily bars: the span divergences are drawn across. */
  lookback: 20,
  /**
   * The earlier peak is at least 5 bars back and the highest of the 5 bars before it: a swing of its own
   * with a pullback after it, not the previous bar of the same run.
   */
  separation: 5,
  /** RSI(14): Wilder's period and the terminals' default. */
  rsiPeriod: 14,
  /** No earlier peak before bar 26: until MACD's slow EMA has its 26 closes, the DIF is mostly its seed. */
  warmUp: 26,
};

export type DivergenceOptions = typeof divergenceDefaults;

interface Oscillator {
  name: string;
  values: readonly number[];
}

/**
 * The earlier swing high that bar `index` is the first to exceed, or −1. It is the highest bar of the
 * lookback window, so every bar between it and `index` stayed below it.
 */
function exceededPeakOf(highs: readonly number[], index: number, options: DivergenceOptions) {
  const { lookback, separation, warmUp } = options;
  let peak = -1;
  for (let candidate = Math.max(warmUp, index - lookback); candidate < index; candidate++) {
    // On equal highs the earlier one is the peak: a bar that only reaches the old high makes no new one.
    if (peak < 0 || at(highs, candidate) > at(highs, peak)) peak = candidate;
  }
  if (peak < separation || index - peak < separation || at(highs, index) <= at(highs, peak)) return -1;
  const isSwingHigh = highs.slice(peak - separation, peak).every((high) => high <= at(highs, peak));
  return isSwingHigh ? peak : -1;
}

/**
 * For each bar, the oscillators that stayed below their value at the swing high the bar exceeds (empty
 * where the bar exceeds none). Bottoms are found as tops of the negated lows and oscillators.
 */
function weakerOscillatorsAt(highs: readonly number[], oscillators: readonly Oscillator[], options: DivergenceOptions) {
  return highs.map((_, index) => {
    const peak = exceededPeakOf(highs, index, options);
    if (peak < 0) return [];
    return oscillators.filter(({ values }) => at(values, index) < at(values, peak)).map(({ name }) => name);
  });
}

const negated = (values: readonly number[]) => values.map((value) => -value);

/**
 * 顶背离: a bar's high exceeds the last swing high while MACD's DIF or RSI stays below its value there;
 * 底背离 the mirror on lows. The hit is the bar that makes the new extreme, so it is known when that bar
 * closes, without waiting for a swing to complete.
 */
export function detectDivergences(bars: readonly Bar[], options = divergenceDefaults): PatternHit[] {
  const closes = bars.map((bar) => bar.close);
  const oscillators = [
    { name: 'DIF', values: macd(closes).dif },
    { name: 'RSI', values: rsi(closes, options.rsiPeriod) },
  ];
  const atTops = weakerOscillatorsAt(
    bars.map((bar) => bar.high),
    oscillators,
    options,
  );
  const atBottoms = weakerOscillatorsAt(
    negated(bars.map((bar) => bar.low)),
    oscillators.map(({ name, values }) => ({ name, values: negated(values) })),
    options,
  );
  const hitsOf = (kind: PatternKind, weakerAt: readonly string[][], extreme: string) =>
    bars.flatMap((bar, index): PatternHit[] => {
      const weaker = weakerAt[index] ?? [];
      return weaker.length > 0 ? [{ kind, index, time: bar.time, note: `${weaker.join('、')}未创新${extreme}` }] : [];
    });
  // An outside bar can make both a new high and a new low.
  return [...hitsOf('bearishDivergence', atTops, '高'), ...hitsOf('bullishDivergence', atBottoms, '低')].sort(
    (a, b) => a.index - b.index,
  );
}
