import type { ProductBook } from '../../providers/market/market-feed';
import type { Bar } from './bar';
import { beijingInstant } from './calendar';

/**
 * A trading day as daily bars: the main contract's day so far, and the spot price (a flat bar).
 * Both are dated at the trading day's Beijing midnight. Null before the main contract has traded.
 */
export function dayBarsOf(
  book: Pick<ProductBook, 'main' | 'spot'>,
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
    spot: flatBar(time, spot),
  };
}

/**
 * A finished trading day's settlement of the main contract as a flat bar. It is stored because a
 * restart replays past days coarsely and would settle them elsewhere, moving today's limits.
 */
export function settleBarOf(settle: number | null | undefined, tradingDay: string): Bar | null {
  return settle == null ? null : flatBar(beijingInstant(tradingDay, '00:00'), settle);
}

const flatBar = (time: number, price: number): Bar => ({
  time,
  open: price,
  high: price,
  low: price,
  close: price,
  volume: 0,
  openInterest: 0,
});
