import { isTradingDay, nextTradingDay } from './calendar';
import type { ProductSpec } from './product-spec';

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

/** The nth trading day of a month (1-based). */
function nthTradingDay(year: number, month: number, n: number) {
  let day = `${year}-${pad(month)}-01`;
  if (!isTradingDay(day)) day = nextTradingDay(day);
  for (let count = 1; count < n; count++) day = nextTradingDay(day);
  return day;
}

/** The nth Friday of a month, moved to the next trading day when the exchange is closed. */
function nthFriday(year: number, month: number, n: number) {
  const firstWeekday = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  const date = 1 + ((5 - firstWeekday + 7) % 7) + (n - 1) * 7;
  const day = `${year}-${pad(month)}-${pad(date)}`;
  return isTradingDay(day) ? day : nextTradingDay(day);
}

type ContractRule = 'commodity' | 'equity-index' | 'treasury';

function ruleOf(spec: ProductSpec): ContractRule {
  if (spec.exchange !== 'CFFEX') return 'commodity';
  return spec.code.startsWith('T') ? 'treasury' : 'equity-index';
}

/**
 * Commodity contracts stop on the 10th trading day of the delivery month (SHFE, DCE and CZCE
 * round figures); stock-index futures on the third Friday, treasury futures on the second.
 */
function expiryOf(rule: ContractRule, year: number, month: number) {
  if (rule === 'equity-index') return nthFriday(year, month, 3);
  if (rule === 'treasury') return nthFriday(year, month, 2);
  return nthTradingDay(year, month, 10);
}

function deliveryMonthsOf(spec: ProductSpec): number[] {
  const text = spec.delivery_months;
  if (!text || !/^[\d,-]+$/.test(text)) return [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
  if (text === '1-12') return [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
  return text.split(',').map(Number);
}

const listingCache = new Map<string, readonly ListedContract[]>();

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

function computeListedContracts(spec: ProductSpec, tradingDay: string): ListedContract[] {
  const rule = ruleOf(spec);
  const [year, month] = tradingDay.split('-').map(Number) as [number, number];
  const candidates: ListedContract[] = [];
  const months = rule === 'commodity' ? deliveryMonthsOf(spec) : [];
  for (let offset = 0; offset < 13; offset++) {
    const m = ((month - 1 + offset) % 12) + 1;
    const y = year + Math.floor((month - 1 + offset) / 12);
    const expiry = expiryOf(rule, y, m);
    if (expiry < tradingDay) continue;
    candidates.push({ id: contractIdOf(spec, y, m), year: y, month: m, expiry });
  }
  if (rule === 'commodity') {
    // About a year of delivery months is open at any time.
    return candidates.filter((contract) => months.includes(contract.month)).slice(0, 12);
  }
  const quarterly = candidates.filter((contract) => contract.month % 3 === 0);
  if (rule === 'treasury') return quarterly.slice(0, 3);
  const [current, next] = candidates as [ListedContract, ListedContract];
  const quarters = quarterly.filter((contract) => contract.id !== current.id && contract.id !== next.id);
  return [current, next, ...quarters.slice(0, 2)];
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
