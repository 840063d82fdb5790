/** One candle. `time` is the start of its period (UTC ms); volume and open interest in lots. */
export interface Bar {
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
  openInterest: number;
}

/** Starts a bar at a price. */
export const openBar = (time: number, price: number, openInterest: number): Bar => ({
  time,
  open: price,
  high: price,
  low: price,
  close: price,
  volume: 0,
  openInterest,
});

/** Folds a trade (price, lots, open interest after it) into a bar. */
export function addToBar(bar: Bar, price: number, volume: number, openInterest: number) {
  if (price > bar.high) bar.high = price;
  if (price < bar.low) bar.low = price;
  bar.close = price;
  bar.volume += volume;
  bar.openInterest = openInterest;
}
