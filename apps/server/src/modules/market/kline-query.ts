import type { KlinePeriod } from '@vce/contract/market';
import type { Bar } from '@vce/market-core/bar';
import { groupMinutes, groupWeeks } from '@vce/market-core/bar-periods';
import type { BarStore } from './bar-store';
import type { MarketSeries } from './market-replica';

/** Minutes per bar of the intraday periods. */
const intradayMinutes: Partial<Record<KlinePeriod, number>> = {
  '1m': 1,
  '5m': 5,
  '15m': 15,
  '30m': 30,
  '60m': 60,
};

/** Fewest trading minutes a day has (CFFEX's 240 and the commodity day session's 225). */
const fewestMinutesPerDay = 225;

/**
 * The last `limit` bars of a main continuous series that start before `before`: daily and weekly
 * from memory, intraday from today's minutes in memory plus as many stored days as needed.
 */
export async function queryKlines(options: {
  state: MarketSeries;
  store: BarStore;
  period: KlinePeriod;
  limit: number;
  before?: number;
}): Promise<Bar[]> {
  const { state, store, period, limit } = options;
  const end = options.before ?? Number.POSITIVE_INFINITY;
  const size = intradayMinutes[period];
  if (!size) {
    const bars = period === '1w' ? groupWeeks(state.daily) : state.daily;
    return bars.filter((bar) => bar.time < end).slice(-limit);
  }
  const wanted = limit * size;
  let minutes = state.minutes.filter((bar) => bar.time < end);
  let beforeDay = state.tradingDay;
  while (minutes.length < wanted) {
    const days = await store.readMinuteDays(
      state.book.spec.code,
      beforeDay,
      Math.ceil((wanted - minutes.length) / fewestMinutesPerDay) + 1,
      state.book.spec.tick_size,
    );
    if (days.length === 0) break;
    // Newest day first: each earlier day goes in front.
    const earlier = days.reverse().flatMap((day) => day.bars.filter((bar) => bar.time < end));
    minutes = [...earlier, ...minutes];
    beforeDay = days[0]?.tradingDay ?? beforeDay;
  }
  return groupMinutes(minutes, size).slice(-limit);
}
