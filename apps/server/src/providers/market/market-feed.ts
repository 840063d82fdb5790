import type { Bar } from '@vce/market-core/bar';
import type { ProductSpec } from '@vce/market-core/product-spec';
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
  /**
   * Each finished trading day's settlement (flat bars, as spot): that of the next day's main
   * contract, its previous settlement, which a restart takes the limits from.
   */
  settle: Bar[];
  /** Minute bars per trading day, oldest first; the last entry is today's so far, stored ones included. */
  minutes: { tradingDay: string; bars: Bar[] }[];
}

/** What the store holds of a product's main continuous series when a feed opens. */
export interface StoredSeries {
  /** Daily bars, oldest first. */
  daily: readonly Bar[];
  /** Spot closes per trading day, oldest first. */
  spot: readonly Bar[];
  /** Settlements per finished trading day (see ProductHistory), oldest first. */
  settle: readonly Bar[];
  /** The newest trading day with stored minute bars, and those bars. */
  minutes: { tradingDay: string; bars: readonly Bar[] } | undefined;
}

export interface OpenOptions {
  /**
   * Stored series by product. A feed that makes its own market (the simulator) carries them on from
   * where they end; one with a vendor's history may ignore them.
   */
  stored: ReadonlyMap<string, StoredSeries>;
  /**
   * Called after each minute of the history handed over, with the book as it stood then and `now`
   * in that minute's last second, so that history can be watched like live trading.
   */
  onMinute?: (book: ProductBook, now: number) => void;
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
  open(now: number, range: HistoryRange, options: OpenOptions): Iterable<ProductHistory>;
  /** Brings the books up to `now` (the engine calls it every second). */
  advance(now: number): void;
  /** A simulated feed only: the product's spot jumps by `percent` at once (the dev market page). */
  jumpSpot?(symbol: string, percent: number): void;
}
