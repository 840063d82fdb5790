import type { ListedContract } from '@vce/market-core/contracts';

/** A contract's state through a trading day: the figures a quote board shows. */
export interface ContractState extends ListedContract {
  last: number;
  open: number;
  high: number;
  low: number;
  preSettle: number;
  preClose: number;
  /** Today's settlement once the day is over; null while it trades. */
  settle: number | null;
  limitUp: number;
  limitDown: number;
  volume: number;
  /** Sum of price × lots, for the volume-weighted settlement. */
  priceVolume: number;
  openInterest: number;
  preOpenInterest: number;
  /** Share of the product's trading this month draws (0–1). */
  share: number;
  /** Years from today to expiry: the τ of the carry curve. */
  yearsLeft: number;
  /** The contract's own deviation from the curve (log units), mean-reverting. */
  deviation: number;
  /** The simulator's clock (trading days) when the deviation last moved: it moves when the month trades. */
  movedAt: number;
}
