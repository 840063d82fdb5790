import type { KlineBar } from '@vce/contract/market';
import type { Bar } from '@vce/market-core/bar';
import { barOfKline } from '../modules/market/kline-service';
import type { ContractState } from '../providers/market/contract-state';

/**
 * Invariants of market figures, returned as text rather than asserted one by one: tests check them
 * after every step of months of trading, and one `expect(flaws).toEqual([])` then names the first few.
 */
export const isOnGrid = (price: number, tick: number) => Math.abs(price / tick - Math.round(price / tick)) < 1e-6;
const isCount = (value: number) => Number.isInteger(value) && value >= 0;

/** A contract's quote: prices on the grid inside the limits, whole lots, a consistent range. */
export function contractFlaws(contract: ContractState, tick: number): string[] {
  const flaws: string[] = [];
  const { last, open, high, low, limitUp, limitDown } = contract;
  const prices = { last, preSettle: contract.preSettle, limitUp, limitDown };
  for (const [name, price] of Object.entries(prices))
    if (!isOnGrid(price, tick)) flaws.push(`${name} ${price} off grid`);
  if (last < limitDown || last > limitUp) flaws.push(`last ${last} outside [${limitDown}, ${limitUp}]`);
  if (!isCount(contract.volume)) flaws.push(`volume ${contract.volume}`);
  if (!isCount(contract.openInterest)) flaws.push(`open interest ${contract.openInterest}`);
  if (contract.volume > 0) {
    if (![open, high, low].every((price) => isOnGrid(price, tick))) flaws.push(`o/h/l ${open}/${high}/${low} off grid`);
    if (low > Math.min(open, last) || high < Math.max(open, last)) flaws.push(`o ${open} h ${high} l ${low} c ${last}`);
    if (low < limitDown || high > limitUp) flaws.push(`range ${low}–${high} past the limits`);
  } else if (open !== 0 || high !== 0 || low !== 0) {
    // A month that has not traded today shows no open, high or low yet.
    flaws.push(`untraded with o ${open} h ${high} l ${low}`);
  }
  return flaws.map((flaw) => `${contract.id}: ${flaw}`);
}

/** Candles: low ≤ open, close ≤ high on the tick grid, whole lots traded, strictly later each. */
export function candleFlaws(bars: readonly Bar[], tick: number, label: string): string[] {
  const flaws: string[] = [];
  bars.forEach((bar, index) => {
    const at = `${label} ${new Date(bar.time).toISOString()}`;
    const { open, high, low, close } = bar;
    if (low > Math.min(open, close) || high < Math.max(open, close))
      flaws.push(`${at}: o ${open} h ${high} l ${low} c ${close}`);
    if (![open, high, low, close].every((price) => isOnGrid(price, tick))) flaws.push(`${at}: off the ${tick} grid`);
    if (!isCount(bar.volume) || bar.volume === 0) flaws.push(`${at}: volume ${bar.volume}`);
    if (!isCount(bar.openInterest)) flaws.push(`${at}: open interest ${bar.openInterest}`);
    if (index > 0 && bar.time <= (bars[index - 1]?.time ?? 0)) flaws.push(`${at}: not after the bar before`);
  });
  return flaws;
}

/** Bars of a kline answer ([time, open, high, low, close, volume, open interest]) as Bar objects. */
export const barsOfWire = (bars: readonly KlineBar[]): Bar[] => bars.map(barOfKline);
