import type { Bar } from '../../modules/market/bar';
import type { ProductSpec } from '../../modules/market/product-spec';
import type { ContractState } from './contract-state';

/** One product's order book as the engine reads it: every listed month and the main one. */
export interface ProductBook {
  readonly spec: ProductSpec;
  readonly tradingDay: string;
  /** Spot price of the physical commodity (index level for stock-index futures). */
  readonly spot: number;
  readonly contracts: readonly ContractState[];
  readonly main: ContractState | undefined;
}

/** History a feed hands over on opening: the main contract's continuous series. */
export interface ProductHistory {
  product: string;
  /** Daily bars of past trading days, oldest first, and today's so far last. */
  daily: Bar[];
  /** Spot closes per trading day (bar with open = high = low = close). */
  spot: Bar[];
  /** Minute bars per trading day, oldest first; the last entry is today's so far. */
  minutes: { tradingDay: string; bars: Bar[] }[];
}

export interface HistoryRange {
  dailyDays: number;
  minuteDays: number;
}

/**
 * A source of quotes (DESIGN.md §5): the builtin simulator, or an adapter for a vendor's live feed
 * that keeps the books from its ticks and hands over whatever history it has.
 */
export interface MarketFeed {
  readonly name: string;
  /** Figures from a simulation are labelled 模拟行情 in the UI. */
  readonly simulated: boolean;
  readonly books: readonly ProductBook[];
  /** Brings the books up to `now`, handing over the history of `range` product by product. */
  open(now: number, range: HistoryRange): Iterable<ProductHistory>;
  /** Brings the books up to `now` (the engine calls it every second). */
  advance(now: number): void;
}
