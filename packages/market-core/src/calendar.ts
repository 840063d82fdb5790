import { beijingDate, beijingInstant, beijingOffsetMs } from './beijing-time';
import { isExchangeHoliday, setOfficialClosures } from './exchange-holidays';

// The calendar's callers read Beijing time here too.
export { beijingDate, beijingDateTime, beijingInstant } from './beijing-time';

/**
 * The exchanges' clock: trading days (YYYY-MM-DD, Beijing) and the minutes each product trades on
 * them. A night session belongs to the next trading day, as the exchanges count it.
 */
const dayMs = 86_400_000;
const beijingHour = (ms: number) => new Date(ms + beijingOffsetMs).getUTCHours();
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);

const tradingDayCache = new Map<string, boolean>();

export function isTradingDay(date: string) {
  let trading = tradingDayCache.get(date);
  if (trading === undefined) {
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    trading = weekday !== 0 && weekday !== 6 && !isExchangeHoliday(date);
    tradingDayCache.set(date, trading);
  }
  return trading;
}

const nextCache = new Map<string, string>();
const previousCache = new Map<string, string>();
const changeListeners = new Set<() => void>();

/** Hears when a year's closed days are replaced, to drop what was computed from the old ones. */
export function onCalendarChange(listener: () => void) {
  changeListeners.add(listener);
}

/**
 * A year's official closed days (the exchanges' notice), replacing the ones derived by rule or an
 * earlier list: the server loads an operator's file with them at start.
 */
export function useOfficialClosures(year: number, days: readonly string[]) {
  setOfficialClosures(year, days);
  for (const cache of [tradingDayCache, nextCache, previousCache, minuteCache]) cache.clear();
  for (const listener of changeListeners) listener();
}

export function nextTradingDay(date: string) {
  let next = nextCache.get(date);
  if (!next) {
    next = addDays(date, 1);
    while (!isTradingDay(next)) next = addDays(next, 1);
    nextCache.set(date, next);
  }
  return next;
}

export function previousTradingDay(date: string) {
  let previous = previousCache.get(date);
  if (!previous) {
    previous = addDays(date, -1);
    while (!isTradingDay(previous)) previous = addDays(previous, -1);
    previousCache.set(date, previous);
  }
  return previous;
}

/** Trading days from `from` up to and including `to`. */
export function tradingDaysBetween(from: string, to: string) {
  const days: string[] = [];
  for (let day = isTradingDay(from) ? from : nextTradingDay(from); day <= to; day = nextTradingDay(day)) days.push(day);
  return days;
}

/** The trading day an instant belongs to: evenings and the small hours count for the next one. */
export function tradingDayAt(ms: number) {
  const date = beijingDate(ms);
  const hour = beijingHour(ms);
  if (hour >= 17) return nextTradingDay(date);
  if (hour < 3) return nextTradingDay(addDays(date, -1));
  return isTradingDay(date) ? date : nextTradingDay(date);
}

/**
 * A night session runs on the evening of the previous trading day, except before a holiday: the
 * exchanges hold none when a closed weekday lies between the two trading days.
 */
export function hasNightBefore(tradingDay: string) {
  const previous = previousTradingDay(tradingDay);
  for (let day = addDays(previous, 1); day < tradingDay; day = addDays(day, 1)) {
    if (isExchangeHoliday(day)) return false;
  }
  return true;
}

/**
 * Whether the exchanges hold a night session on the evening of a Beijing date: the date trades, and
 * the next trading day follows without a closed weekday in between.
 */
export const hasNightSessionOn = (date: string) => isTradingDay(date) && hasNightBefore(nextTradingDay(date));

export interface Sessions {
  day: string;
  night: string | null;
}

const minuteCache = new Map<string, readonly number[]>();

/** Start instants (UTC ms) of every trading minute of a trading day, night session first. */
export function sessionMinutes(sessions: Sessions, tradingDay: string): readonly number[] {
  const key = `${sessions.day}|${sessions.night}|${tradingDay}`;
  const cached = minuteCache.get(key);
  if (cached) return cached;
  const minutes: number[] = [];
  if (sessions.night && hasNightBefore(tradingDay)) {
    pushSpans(minutes, sessions.night, previousTradingDay(tradingDay));
  }
  pushSpans(minutes, sessions.day, tradingDay);
  // Small on purpose: a replay's thousands of days would otherwise stay in the heap (tens of MB the
  // garbage collector walks under load).
  if (minuteCache.size > 2_000) minuteCache.clear();
  minuteCache.set(key, minutes);
  return minutes;
}

function pushSpans(minutes: number[], spans: string, date: string) {
  for (const span of spans.split(',')) {
    const [from, to] = span.replace('(+1)', '').split('-') as [string, string];
    const start = beijingInstant(date, from);
    let end = beijingInstant(date, to);
    if (end <= start) end += dayMs;
    for (let minute = start; minute < end; minute += 60_000) minutes.push(minute);
  }
}
