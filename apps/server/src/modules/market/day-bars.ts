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
    spot: { time, open: spot, high: spot, low: spot, close: spot, volume: 0, openInterest: 0 },
  };
}
