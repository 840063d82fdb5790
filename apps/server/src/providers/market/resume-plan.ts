import type { Bar } from '@vce/market-core/bar';
import { beijingDate } from '@vce/market-core/calendar';
import type { StoredSeries } from './market-feed';

/** The end of a stored trading day: what the next day opens from. */
export interface DayEnd {
  tradingDay: string;
  close: number;
  openInterest: number;
  spot: number | undefined;
  /** The day's stored settlement: the next day's previous settlement, so its limits stay as they were. */
  settle: number | undefined;
}

/** A past trading day's stored minute bars and spot price, and the stored day it opened from. */
export interface StoredMinutes {
  tradingDay: string;
  bars: readonly Bar[];
  spot: number | undefined;
  openFrom: DayEnd | undefined;
}

/** How a replay joins a stored series, so that prices go on from it instead of jumping. */
export interface ResumePlan {
  /** The newest stored trading day: history is new after it. */
  lastDay: string;
  /** The newest stored day before today: the first replayed day after it opens from its close. */
  openFrom: DayEnd | undefined;
  /** Today's stored minute bars, which today goes on from, and today's stored spot price. */
  today: { bars: readonly Bar[]; spot: number | undefined } | undefined;
  /**
   * A past day cut short by a crash: its minutes are stored, its daily bar is not. Its daily bar is
   * made of those minutes, never of the replay's own day, which the store would keep for good.
   */
  cutShort: StoredMinutes | undefined;
}

/** Where a stored series ends, seen from `today`; undefined when nothing is stored. */
export function planResume(stored: StoredSeries | undefined, today: string): ResumePlan | undefined {
  if (!stored) return undefined;
  const ends = new Map(stored.daily.map((bar) => [beijingDate(bar.time), bar]));
  const hasDailyBar = (day: string) => ends.has(day);
  // The newest minute day's last bar beats its daily bar: minute bars are written every minute, daily
  // ones only at a day's end and at shutdown, so after a crash the daily bar is behind.
  const lastMinute = stored.minutes?.bars.at(-1);
  const minuteDay = stored.minutes?.tradingDay;
  const isCutShort = minuteDay !== undefined && minuteDay < today && !hasDailyBar(minuteDay);
  if (stored.minutes && lastMinute) ends.set(stored.minutes.tradingDay, lastMinute);
  const days = [...ends.keys()].sort();
  const lastDay = days.at(-1);
  if (!lastDay) return undefined;
  const closeOn = (series: readonly Bar[], day: string) => series.find((bar) => beijingDate(bar.time) === day)?.close;
  /** The end of the newest stored day before `day`. */
  const endBefore = (day: string): DayEnd | undefined => {
    const before = days.filter((stored) => stored < day).at(-1);
    const end = before === undefined ? undefined : ends.get(before);
    if (!before || !end) return undefined;
    const [spot, settle] = [closeOn(stored.spot, before), closeOn(stored.settle, before)];
    return { tradingDay: before, close: end.close, openInterest: end.openInterest, spot, settle };
  };
  return {
    lastDay,
    openFrom: endBefore(today),
    today:
      stored.minutes?.tradingDay === today && lastMinute
        ? { bars: stored.minutes.bars, spot: closeOn(stored.spot, today) }
        : undefined,
    cutShort:
      stored.minutes && lastMinute && isCutShort
        ? {
            tradingDay: stored.minutes.tradingDay,
            bars: stored.minutes.bars,
            spot: closeOn(stored.spot, minuteDay),
            openFrom: endBefore(minuteDay),
          }
        : undefined,
  };
}
