import { type Bar, openBar } from './bar';
import { beijingInstant } from './calendar';

/** A contract's figures of the trading day so far, as a quote board shows them. */
export interface DayFigures {
  open: number;
  high: number;
  low: number;
  last: number;
  volume: number;
  openInterest: number;
}

/**
 * A trading day as daily bars: the main contract's day so far, and the spot price (a flat bar).
 * Both are dated at the trading day's Beijing midnight. Null before the main contract has traded.
 */
export function dayBarsOf(
  book: { main: DayFigures | undefined; spot: number },
  tradingDay: string,
): { daily: Bar; spot: Bar } | null {
  const main = book.main;
  if (!main?.open) return null;
  const time = beijingInstant(tradingDay, '00:00');
  const spot = book.spot;
  return {
    daily: {
      time,
      open: main.open,
      high: main.high,
      low: main.low,
      close: main.last,
      volume: main.volume,
      openInterest: main.openInterest,
    },
    spot: openBar(time, spot, 0),
  };
}

/**
 * A finished trading day's settlement as a flat bar: that of the next day's main contract, the
 * previous settlement it trades from (the same month unless the main contract rolled). It is stored
 * because a restart replays past days coarsely and would settle them elsewhere, moving the limits.
 */
export function settleBarOf(settle: number, tradingDay: string): Bar {
  return openBar(beijingInstant(tradingDay, '00:00'), settle, 0);
}
