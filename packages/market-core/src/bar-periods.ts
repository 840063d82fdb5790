import { addToBar, type Bar } from './bar';
import { beijingDate } from './calendar';

/** Groups consecutive bars with the same key into one bar. */
function aggregateBars(bars: readonly Bar[], keyOf: (bar: Bar, index: number) => string): Bar[] {
  const result: Bar[] = [];
  let current: Bar | undefined;
  let currentKey = '';
  bars.forEach((bar, index) => {
    const key = keyOf(bar, index);
    if (!current || key !== currentKey) {
      current = { ...bar };
      currentKey = key;
      result.push(current);
      return;
    }
    addToBar(current, bar.high, bar.volume, bar.openInterest);
    addToBar(current, bar.low, 0, bar.openInterest);
    current.close = bar.close;
  });
  return result;
}

const beijingOffsetMs = 8 * 3_600_000;

/**
 * Minute bars into n-minute bars aligned on the Beijing clock (09:00, 09:05 …; 60m bars on the
 * hour), as Chinese charting software draws them; each is labelled with the start of its span.
 */
export function groupMinutes(minuteBars: readonly Bar[], size: number) {
  if (size === 1) return [...minuteBars];
  const span = size * 60_000;
  const bucketOf = (time: number) => Math.floor((time + beijingOffsetMs) / span);
  const bars = aggregateBars(minuteBars, (bar) => String(bucketOf(bar.time)));
  for (const bar of bars) bar.time = bucketOf(bar.time) * span - beijingOffsetMs;
  return bars;
}

/** Daily bars into weekly bars (weeks start on Monday, Beijing dates). */
export const groupWeeks = (dailyBars: readonly Bar[]) =>
  aggregateBars(dailyBars, (bar) => mondayOf(beijingDate(bar.time)));

function mondayOf(date: string) {
  const day = new Date(`${date}T00:00:00Z`);
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * 86_400_000).toISOString().slice(0, 10);
}
