import { isTradingDay, nextTradingDay, onCalendarChange, previousTradingDay } from './calendar';
import type { ProductSpec } from './product-spec';
import type { LastTradeRule } from './rule-kinds';

/** A listed delivery month of a product. */
export interface ListedContract {
  /** Contract id in the exchange's own convention: rb2605, SR605, IF2606. */
  id: string;
  year: number;
  month: number;
  /** Last trading day (YYYY-MM-DD). */
  expiry: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** CZCE writes one digit of the year (SR605); the other exchanges two (rb2605). */
export function contractIdOf(spec: ProductSpec, year: number, month: number) {
  const yearDigits = spec.exchange === 'CZCE' ? String(year % 10) : pad(year % 100);
  return `${spec.code}${yearDigits}${pad(month)}`;
}

const lastDayOfMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const dateOf = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;
const onOrAfter = (day: string) => (isTradingDay(day) ? day : nextTradingDay(day));
const onOrBefore = (day: string) => (isTradingDay(day) ? day : previousTradingDay(day));

/** The nth trading day of a month (1-based). */
function nthTradingDay(year: number, month: number, n: number) {
  let day = onOrAfter(dateOf(year, month, 1));
  for (let count = 1; count < n; count++) day = nextTradingDay(day);
  return day;
}

/** The nth trading day counted back from a month's end (1 = its last trading day). */
function nthTradingDayFromEnd(year: number, month: number, n: number) {
  let day = onOrBefore(dateOf(year, month, lastDayOfMonth(year, month)));
  for (let count = 1; count < n; count++) day = previousTradingDay(day);
  return day;
}

/** Day of the month of the nth (or, with n = -1, the last) given weekday (0 Sunday … 6 Saturday). */
function weekdayOfMonth(year: number, month: number, weekday: number, n: number) {
  if (n > 0) {
    const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
    return 1 + ((weekday - first + 7) % 7) + (n - 1) * 7;
  }
  const lastDay = lastDayOfMonth(year, month);
  const last = new Date(Date.UTC(year, month - 1, lastDay)).getUTCDay();
  return lastDay - ((last - weekday + 7) % 7);
}

/** A contract's last trading day by its product's rule (product-rules.ts). */
function lastTradeDateOf(rule: LastTradeRule, year: number, month: number): string {
  switch (rule.kind) {
    case 'nth-trading-day':
      return nthTradingDay(year, month, rule.n);
    case 'day-or-next-trading-day':
      return onOrAfter(dateOf(year, month, rule.day));
    case 'last-trading-day-before-month':
      return previousTradingDay(dateOf(year, month, 1));
    case 'nth-trading-day-from-end':
      return nthTradingDayFromEnd(year, month, rule.n);
    case 'last-weekday': {
      // The last such weekday the exchange trades on: a closed one gives way to the week before.
      let day = weekdayOfMonth(year, month, rule.weekday, -1);
      while (day > 7 && !isTradingDay(dateOf(year, month, day))) day -= 7;
      return dateOf(year, month, day);
    }
    case 'nth-friday':
      return onOrAfter(dateOf(year, month, weekdayOfMonth(year, month, 5, rule.n)));
  }
}

const listingCache = new Map<string, readonly ListedContract[]>();
/**
 * Last trading days by product and month: a replay lists every product on every past day, asking
 * for the same 37 months day after day. Bounded by products × years × 12.
 */
const expiryCache = new Map<string, string>();
onCalendarChange(() => {
  listingCache.clear();
  expiryCache.clear();
});

function expiryOf(spec: ProductSpec, year: number, month: number) {
  const key = `${spec.exchange}:${spec.code}:${year}-${month}`;
  let expiry = expiryCache.get(key);
  if (expiry === undefined) {
    expiry = lastTradeDateOf(spec.rules.lastTrade.value, year, month);
    expiryCache.set(key, expiry);
  }
  return expiry;
}

/** The contracts a product lists on a trading day, nearest first. */
export function listedContracts(spec: ProductSpec, tradingDay: string): readonly ListedContract[] {
  const key = `${spec.exchange}:${spec.code}:${tradingDay}`;
  let listed = listingCache.get(key);
  if (!listed) {
    // Live trading asks once per product and day; a replay never asks for a key twice. Kept small so
    // a replay does not leave half a million contract objects in the heap.
    if (listingCache.size > 2_000) listingCache.clear();
    listed = computeListedContracts(spec, tradingDay);
    listingCache.set(key, listed);
  }
  return listed;
}

/** How far ahead a listing looks, in months: past the longest listing rule (sc, 36 months). */
const horizonMonths = 37;

function computeListedContracts(spec: ProductSpec, tradingDay: string): ListedContract[] {
  const { listing, deliveryMonths } = spec.rules;
  const [year, month] = tradingDay.split('-').map(Number) as [number, number];
  // Months whose contract still trades today, nearest first; `ahead` counts from the current month.
  const open: (ListedContract & { ahead: number })[] = [];
  for (let ahead = 0; ahead < horizonMonths; ahead++) {
    const m = ((month - 1 + ahead) % 12) + 1;
    const y = year + Math.floor((month - 1 + ahead) / 12);
    const expiry = expiryOf(spec, y, m);
    if (expiry >= tradingDay) open.push({ id: contractIdOf(spec, y, m), year: y, month: m, expiry, ahead });
  }
  const strip = (contracts: typeof open): ListedContract[] =>
    contracts.map(({ id, year: y, month: m, expiry }) => ({ id, year: y, month: m, expiry }));
  const rule = listing.value;
  switch (rule.kind) {
    case 'delivery-months-within-year': {
      // A year of delivery months; a contract in its delivery month still counts until it expires.
      const first = open[0]?.ahead ?? 0;
      return strip(open.filter((c) => deliveryMonths.value.includes(c.month) && c.ahead < first + 12));
    }
    case 'consecutive-then': {
      const first = open[0]?.ahead ?? 0;
      const isNearby = (c: (typeof open)[number]) => c.ahead < first + rule.consecutive;
      const nearby = open.filter((c) => isNearby(c) && !rule.except?.includes(c.month));
      const later = open.filter(
        (c) =>
          (rule.then === 'even' ? c.month % 2 === 0 : c.month % 3 === 0) &&
          (rule.count ? !isNearby(c) : c.ahead < first + (rule.withinMonths ?? 12) && !nearby.includes(c)),
      );
      return strip([...nearby, ...later.slice(0, rule.count ?? later.length)]);
    }
    case 'treasury-futures':
      return strip(open.filter((c) => c.month % 3 === 0).slice(0, 3));
    case 'index-futures': {
      const [current, next] = open;
      const quarters = open.filter((c) => c.month % 3 === 0 && c !== current && c !== next);
      return strip([...open.slice(0, 2), ...quarters.slice(0, 2)]);
    }
  }
}

const dateMs = new Map<string, number>();
const msOfDate = (date: string) => {
  let ms = dateMs.get(date);
  if (ms === undefined) {
    ms = Date.parse(date);
    dateMs.set(date, ms);
  }
  return ms;
};

/** Years (fractional) from a trading day to a contract's last trading day. */
export function yearsToExpiry(contract: { expiry: string }, tradingDay: string) {
  return Math.max(0, (msOfDate(contract.expiry) - msOfDate(tradingDay)) / (365 * 86_400_000));
}
