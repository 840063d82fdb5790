import type { ProductBook } from '../../providers/market/market-feed';
import type { Bar } from '@vce/market-core/bar';
import { beijingDate } from '@vce/market-core/calendar';
import type { MarketSeries } from './market-replica';
import { memberRankings } from './member-rankings';
import { marginRateOf } from '@vce/market-core/product-spec';

const dayIndexOf = (date: string) => Math.floor(Date.parse(date) / 86_400_000);

/**
 * Member rankings of a finished trading day (the latest when none is asked), as the exchanges publish
 * them after the close; null for a day without a bar or still trading.
 */
export function rankingsOf(state: MarketSeries, date?: string) {
  const finished = state.daily.filter((bar) => beijingDate(bar.time) !== state.tradingDay);
  const index = date ? finished.findIndex((bar) => beijingDate(bar.time) === date) : finished.length - 1;
  const today = finished[index];
  if (!today) return null;
  const previous = finished[index - 1] ?? today;
  const tradingDay = beijingDate(today.time);
  return {
    trading_day: tradingDay,
    ...memberRankings(
      state.book.spec.code,
      { ...today, dayIndex: dayIndexOf(tradingDay) },
      { ...previous, dayIndex: dayIndexOf(beijingDate(previous.time)) },
    ),
  };
}

/**
 * Capital settled in each product (沉淀资金): open interest × price × quote units per lot × margin
 * rate over every listed month, now and at the previous settlement.
 */
export function capitalFlow(books: readonly ProductBook[]) {
  return books
    .map((book) => {
      const unitsPerLot = book.spec.price_units_per_lot;
      const margin = marginRateOf(book.spec);
      let capital = 0;
      let previous = 0;
      for (const contract of book.contracts) {
        capital += contract.openInterest * contract.last * unitsPerLot * margin;
        previous += contract.preOpenInterest * contract.preSettle * unitsPerLot * margin;
      }
      return {
        symbol: book.spec.code,
        name: book.spec.name_cn,
        sector: book.spec.sector,
        capital: Math.round(capital),
        change: Math.round(capital - previous),
      };
    })
    .sort((a, b) => b.capital - a.capital);
}

/** Daily spot price, main contract close and basis (spot − futures) with the basis rate in %. */
export function spotBasisOf(state: MarketSeries, limit: number) {
  const spotByTime = new Map(state.spot.map((bar) => [bar.time, bar.close]));
  return state.daily.slice(-limit).flatMap((bar) => {
    const spot = spotByTime.get(bar.time);
    if (spot === undefined) return [];
    const basis = Number((spot - bar.close).toFixed(6));
    return [
      { time: bar.time, spot, futures: bar.close, basis, basis_rate: Math.round((basis / bar.close) * 10_000) / 100 },
    ];
  });
}

/** Inter-commodity spreads traders watch, as weighted sums of main continuous closes. */
export const spreadDefinitions = [
  {
    id: 'rb-hc',
    name: '螺纹-热卷',
    legs: [
      { symbol: 'rb', weight: 1 },
      { symbol: 'hc', weight: -1 },
    ],
    unit: '元/吨',
  },
  {
    id: 'y-p',
    name: '豆油-棕榈油',
    legs: [
      { symbol: 'y', weight: 1 },
      { symbol: 'p', weight: -1 },
    ],
    unit: '元/吨',
  },
  {
    id: 'soy-crush',
    name: '大豆压榨价差（豆粕×0.785+豆油×0.185−豆二）',
    legs: [
      { symbol: 'm', weight: 0.785 },
      { symbol: 'y', weight: 0.185 },
      { symbol: 'b', weight: -1 },
    ],
    unit: '元/吨',
  },
  {
    id: 'pp-ma',
    name: 'PP-3×甲醇（MTO价差）',
    legs: [
      { symbol: 'pp', weight: 1 },
      { symbol: 'MA', weight: -3 },
    ],
    unit: '元/吨',
  },
  {
    id: 'i-j',
    name: '焦炭-1.6×铁矿',
    legs: [
      { symbol: 'j', weight: 1 },
      { symbol: 'i', weight: -1.6 },
    ],
    unit: '元/吨',
  },
] as const;

/** A spread's daily values over the days all its legs have bars. */
export function spreadSeries(legs: readonly { bars: readonly Bar[]; weight: number }[], limit: number) {
  const closes = legs.map((leg) => new Map(leg.bars.map((bar) => [bar.time, bar.close])));
  const [first] = legs;
  if (!first) return [];
  const points = first.bars.flatMap((bar) => {
    const legCloses = closes.map((map) => map.get(bar.time));
    if (legCloses.some((close) => close === undefined)) return [];
    const value = legs.reduce((sum, leg, index) => sum + leg.weight * (legCloses[index] ?? 0), 0);
    return [{ time: bar.time, value: Math.round(value * 100) / 100, legs: legCloses as number[] }];
  });
  return points.slice(-limit);
}
