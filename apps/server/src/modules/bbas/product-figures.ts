import type { Bar } from '@vce/market-core/bar';
import { beijingDate, beijingInstant } from '@vce/market-core/calendar';
import type { MarketSeries } from '../market/market-replica';
import { openInterestStatistics } from './open-interest';
import { placeAmongLevels, pivotLevelsOf } from './pivots';
import { seasonalityOf } from './seasonality';
import { realisedVolatility } from './volatility';

/** The daily bars of completed trading days: the last bar is today's while today trades. */
export function completedDays(state: MarketSeries): Bar[] {
  const today = beijingInstant(state.tradingDay, '00:00');
  return state.daily.at(-1)?.time === today ? state.daily.slice(0, -1) : state.daily;
}

/** The main contract's last price; the last close while no main contract is listed. */
export const lastPriceOf = (state: MarketSeries) => state.book.main?.last ?? state.daily.at(-1)?.close ?? 0;

/** Information type 2: pivots of the previous trading day and where the last price stands among them. */
export function pivotInfoOf(state: MarketSeries) {
  const previous = completedDays(state).at(-1);
  if (!previous) return null;
  const levels = pivotLevelsOf(previous, state.book.spec.tick_size);
  return {
    based_on: beijingDate(previous.time),
    high: previous.high,
    low: previous.low,
    close: previous.close,
    levels,
    ...placeAmongLevels(lastPriceOf(state), levels),
  };
}

/** Information type 4: seasonality, realised volatility and open-interest statistics of the main series. */
export function statisticsOf(state: MarketSeries) {
  const days = completedDays(state);
  const closes = days.map((bar) => bar.close);
  const openInterestNow = state.book.main?.openInterest ?? state.daily.at(-1)?.openInterest ?? 0;
  return {
    seasonality: seasonalityOf(
      days.map((bar) => ({ date: beijingDate(bar.time), close: bar.close })),
      state.tradingDay.slice(0, 7),
    ),
    volatility: { hv20: realisedVolatility(closes, 20), hv60: realisedVolatility(closes, 60) },
    positions: openInterestStatistics(
      openInterestNow,
      days.map((bar) => bar.openInterest),
    ),
  };
}
