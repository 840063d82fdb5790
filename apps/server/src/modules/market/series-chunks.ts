import type { ProductBook, StoredSeries } from '../../providers/market/market-feed';
import type { Bar } from '@vce/market-core/bar';
import type { BarChunk, BarStore } from './bar-store';
import { beijingDate } from '@vce/market-core/calendar';

/** The bars a product's main continuous series keeps in memory, as the store chunks them. */
export interface SeriesBars {
  daily: Bar[];
  spot: Bar[];
  /** Each finished day's settlement of the next day's main contract: a restart takes the limits from it. */
  settle: Bar[];
  tradingDay: string;
  /** Today's minute bars; the last one is still forming while its minute lasts. */
  minutes: Bar[];
}

/** Stored bars (an earlier run's, or imported history) first, then the generated ones after them. */
export function storedThenNewer(stored: readonly Bar[], generated: readonly Bar[]) {
  const lastStored = stored.at(-1)?.time ?? 0;
  return [...stored, ...generated.filter((bar) => bar.time > lastStored)];
}

export const minuteChunkOf = (product: string, state: SeriesBars): BarChunk => ({
  series: product,
  period: '1m',
  chunk: state.tradingDay,
  bars: state.minutes,
});

/** Today's minute chunk and the current year's daily chunks of a series. */
export function todayChunks(product: string, state: SeriesBars): BarChunk[] {
  const year = state.tradingDay.slice(0, 4);
  const thisYear = (bars: Bar[]) => bars.filter((bar) => beijingDate(bar.time).startsWith(year));
  return [
    minuteChunkOf(product, state),
    { series: product, period: '1d', chunk: year, bars: thisYear(state.daily) },
    { series: `${product}.spot`, period: '1d', chunk: year, bars: thisYear(state.spot) },
    { series: `${product}.settle`, period: '1d', chunk: year, bars: thisYear(state.settle) },
  ];
}

/** Daily bars split into one chunk per calendar year. */
export function yearChunks(series: string, period: '1d', bars: readonly Bar[]): BarChunk[] {
  const years = new Map<string, Bar[]>();
  for (const bar of bars) {
    const year = beijingDate(bar.time).slice(0, 4);
    const list = years.get(year) ?? [];
    list.push(bar);
    years.set(year, list);
  }
  return [...years].map(([chunk, yearBars]) => ({ series, period, chunk, bars: yearBars }));
}

/** Stored series by product, with the trading day they were held for when they come from memory. */
export type StoredSeriesMap = Map<string, StoredSeries & { tradingDay?: string }>;

/** Each product's stored series: daily, spot and settlement bars, and the newest day of minute bars. */
export async function readStoredSeries(
  store: Pick<BarStore, 'latestMinuteDays' | 'readDaily' | 'readChunk'>,
  books: readonly ProductBook[],
): Promise<StoredSeriesMap> {
  const latestMinuteDays = await store.latestMinuteDays();
  const stored: StoredSeriesMap = new Map();
  for (const { spec } of books) {
    const minuteDay = latestMinuteDays.get(spec.code);
    stored.set(spec.code, {
      daily: await store.readDaily(spec.code, spec.tick_size),
      spot: await store.readDaily(`${spec.code}.spot`, spec.tick_size),
      settle: await store.readDaily(`${spec.code}.settle`, spec.tick_size),
      minutes: minuteDay
        ? { tradingDay: minuteDay, bars: await store.readChunk(spec.code, '1m', minuteDay, spec.tick_size) }
        : undefined,
    });
  }
  return stored;
}
