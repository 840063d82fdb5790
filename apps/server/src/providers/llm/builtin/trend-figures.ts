import type { KlineBar } from '@vce/contract/market';
import { sma } from '@vce/market-core/indicators';

/** The moving averages an answer reports, in days. */
const averagePeriods = [5, 10, 20, 60] as const;

export interface TrendFigures {
  lastClose: number;
  /** Simple moving averages of the daily closes; null where the history is shorter than the period. */
  averages: { days: number; value: number | null }[];
  /** Percent changes of the close over 5 and 20 trading days; null when the history is shorter. */
  change5: number | null;
  change20: number | null;
  /** Highest high and lowest low of the last 20 bars (fewer when the history is shorter). */
  high20: number;
  low20: number;
  /** How the available averages line up: short above long, the reverse, or mixed. */
  alignment: 'bullish' | 'bearish' | 'mixed';
}

const changeOver = (closes: readonly number[], days: number) => {
  const before = closes[closes.length - 1 - days];
  const last = closes.at(-1);
  return before === undefined || last === undefined || before === 0 ? null : (last / before - 1) * 100;
};

/** Trend figures of daily bars (oldest first, the last one today's); null without any bar. */
export function trendFiguresOf(bars: readonly KlineBar[]): TrendFigures | null {
  const lastClose = bars.at(-1)?.[4];
  if (lastClose === undefined) return null;
  const closes = bars.map((bar) => bar[4]);
  const averages = averagePeriods.map((days) => {
    const value = sma(closes, days).at(-1);
    return { days, value: value === undefined || Number.isNaN(value) ? null : value };
  });
  const recent = bars.slice(-20);
  const known = averages.flatMap((average) => (average.value === null ? [] : [average.value]));
  const ordered = (above: (a: number, b: number) => boolean) =>
    known.length >= 2 && known.every((value, index) => index === 0 || above(known[index - 1] ?? value, value));
  return {
    lastClose,
    averages,
    change5: changeOver(closes, 5),
    change20: changeOver(closes, 20),
    high20: Math.max(...recent.map((bar) => bar[2])),
    low20: Math.min(...recent.map((bar) => bar[3])),
    alignment: ordered((a, b) => a > b) ? 'bullish' : ordered((a, b) => a < b) ? 'bearish' : 'mixed',
  };
}
