import type { KlineBar, KlinePeriod } from '@vce/contract/market';
import type { Bar } from '@vce/market-core/bar';
import type { FastifyInstance } from 'fastify';
import { type BarStore, createBarStore } from './bar-store';
import { queryKlines } from './kline-query';

// One store per server: its cache of decoded minute days is shared by every caller.
const stores = new WeakMap<FastifyInstance, BarStore>();

/** The server's one store of bars. */
export const barStoreOf = (app: FastifyInstance) => {
  let store = stores.get(app);
  if (!store) {
    store = createBarStore(app.db);
    stores.set(app, store);
  }
  return store;
};

/**
 * The market's door to its bars: the last `limit` bars of a product's main continuous series that
 * start before `before`. An unknown product is refused (没有这个品种).
 */
export async function readKlines(
  app: FastifyInstance,
  request: { symbol: string; period: KlinePeriod; limit: number; before?: number },
): Promise<{ series: ReturnType<FastifyInstance['market']['askedSeries']>; bars: Bar[] }> {
  const series = app.market.askedSeries(request.symbol);
  const bars = await queryKlines({
    state: series,
    store: barStoreOf(app),
    period: request.period,
    limit: request.limit,
    before: request.before,
  });
  return { series, bars };
}

/** A bar as the wire carries it: [start time, open, high, low, close, volume, open interest]. */
export const klineBarOf = (bar: Bar): KlineBar => [
  bar.time,
  bar.open,
  bar.high,
  bar.low,
  bar.close,
  bar.volume,
  bar.openInterest,
];

/** The wire's bar back as the market core's. */
export const barOfKline = ([time, open, high, low, close, volume, openInterest]: KlineBar): Bar => ({
  time,
  open,
  high,
  low,
  close,
  volume,
  openInterest,
});
