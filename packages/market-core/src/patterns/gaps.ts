import type { Bar } from '../bar';
import { beijingDate, tradingDayAt } from '../calendar';
import type { PatternHit } from './pattern-kinds';

/** How far an open must lie from the close before it: a number of ticks, or a fraction of that close. */
export type GapThreshold = { ticks: number } | { fraction: number };

export interface GapOptions {
  /** The product's tick size: gaps are counted in whole ticks. */
  tick: number;
  /** defaultMinGap when left out. */
  minGap?: GapThreshold;
}

/**
 * Half a percent: a night session ordinarily opens within a few ticks of the afternoon close, so a jump
 * of this size means news overnight, a sizeable part of a day's range.
 */
export const defaultMinGap: GapThreshold = { fraction: 0.005 };

const dayMs = 86_400_000;
const beijingOffsetMs = 8 * 3_600_000;

/**
 * Daily and weekly bars are dated at their trading day's Beijing midnight (day-bars.ts, the CSV import);
 * a series of intraday bars has bars at other times.
 */
const isDailySeries = (bars: readonly Bar[]) => bars.every((bar) => (bar.time + beijingOffsetMs) % dayMs === 0);

/** A night bar belongs to a later trading day than its calendar date (calendar.ts). */
const isNightBar = (time: number) => tradingDayAt(time) !== beijingDate(time);

function minGapTicks(minGap: GapThreshold, previousClose: number, tick: number) {
  // The hair of tolerance keeps a threshold that falls on the grid, such as 0.5 % of 3600 = 18 ticks, at 18.
  const ticks = 'ticks' in minGap ? minGap.ticks : Math.ceil((minGap.fraction * previousClose) / tick - 1e-9);
  return Math.max(1, ticks);
}

/**
 * 夜盘跳空高开 / 低开. On intraday bars: the first bar of a night session opening away from the last close
 * of the day session before it (a day session's own open is not looked at). On daily bars, whose open is
 * the night's open where there is one: every open against the close the day before.
 */
export function detectOpeningGaps(bars: readonly Bar[], { tick, minGap = defaultMinGap }: GapOptions): PatternHit[] {
  const isIntraday = !isDailySeries(bars);
  return bars.flatMap((bar, index): PatternHit[] => {
    const previous = bars[index - 1];
    if (!previous) return [];
    if (isIntraday && !(isNightBar(bar.time) && !isNightBar(previous.time))) return [];
    const gapTicks = Math.round((bar.open - previous.close) / tick);
    if (Math.abs(gapTicks) < minGapTicks(minGap, previous.close, tick)) return [];
    const percent = (Math.abs(bar.open / previous.close - 1) * 100).toFixed(2);
    const note = `${isIntraday ? '夜盘' : ''}开盘${gapTicks > 0 ? '高于' : '低于'}前收盘 ${Math.abs(gapTicks)} 跳（${percent}%）`;
    return [{ kind: gapTicks > 0 ? 'nightGapUp' : 'nightGapDown', index, time: bar.time, note }];
  });
}
