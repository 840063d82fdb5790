import type { Bar } from '../../modules/market/bar';
import { beijingDate } from '../../modules/market/calendar';
import type { StoredSeries } from './market-feed';

/** The end of a stored trading day: what the next day opens from. */
export interface DayEnd {
  tradingDay: string;
  close: number;
  openInterest: number;
  spot: number | undefined;
}

/** How a replay joins a stored series, so that prices go on from it instead of jumping. */
export interface ResumePlan {
  /** The newest stored trading day: history is new after it. */
  lastDay: string;
  /** The newest stored day before today: the first replayed day after it opens from its close. */
  openFrom: DayEnd | undefined;
  /** Today's stored minute bars, which today goes on from, and today's stored spot price. */
  today: { bars: readonly Bar[]; spot: number | undefined } | undefined;
}

/** Where a stored series ends, seen from `today`; undefined when nothing is stored. */
export function planResume(stored: StoredSeries | undefined, today: string): ResumePlan | undefined {
  if (!stored) return undefined;
  const ends = new Map(stored.daily.map((bar) => [beijingDate(bar.time), bar]));
  // The newest minute day's last bar beats its daily bar: minute bars are written every minute, daily
  // ones only at a day's end and at shutdown, so after a crash the daily bar is behind.
  const lastMinute = stored.minutes?.bars.at(-1);
  if (stored.minutes && lastMinute) ends.set(stored.minutes.tradingDay, lastMinute);
  const days = [...ends.keys()].sort();
  const lastDay = days.at(-1);
  if (!lastDay) return undefined;
  const spotOf = (day: string) => stored.spot.find((bar) => beijingDate(bar.time) === day)?.close;
  const before = days.filter((day) => day < today).at(-1);
  const end = before === undefined ? undefined : ends.get(before);
  return {
    lastDay,
    openFrom:
      before && end
        ? { tradingDay: before, close: end.close, openInterest: end.openInterest, spot: spotOf(before) }
        : undefined,
    today:
      stored.minutes?.tradingDay === today && lastMinute
        ? { bars: stored.minutes.bars, spot: spotOf(today) }
        : undefined,
  };
}
