import type { FastifyBaseLogger } from 'fastify';
import type {
  HistoryRange,
  MarketFeed,
  ProductBook,
  ProductHistory,
  StoredSeries,
} from '../../providers/market/market-feed';
import type { AlertStore } from './alert-store';
import { addToBar, openBar } from '@vce/market-core/bar';
import type { BarChunk, BarStore } from './bar-store';
import { dayBarsOf, settleBarOf } from '@vce/market-core/day-bars';
import { AlertDetector, type MarketAlert } from './market-alerts';
import { replaceOrPush, type TickListener } from './market-tick';
import {
  minuteChunkOf,
  readStoredSeries,
  type SeriesBars,
  type StoredSeriesMap,
  storedThenNewer,
  todayChunks,
  yearChunks,
} from './series-chunks';

/** One product's main continuous series: all daily bars in memory, today's minutes in memory. */
export interface SeriesState extends SeriesBars {
  readonly book: ProductBook;
  /** The main contract and its day volume at the last look, to see what traded since. */
  seenContract: string;
  seenVolume: number;
  /** Minute bars changed since the last write. */
  dirty: boolean;
}

export interface MarketEngineOptions {
  feed: MarketFeed;
  store: Pick<BarStore, 'writeChunks' | 'latestMinuteDays' | 'readDaily' | 'readChunk'>;
  alerts: Pick<AlertStore, 'save' | 'latestOfEachKind'>;
  log: FastifyBaseLogger;
  range: HistoryRange;
  now?: () => number;
  /** Told after each write of bars, so processes that missed ticks can read them back. */
  onFlushed?: () => void;
}

/** Minute chunks are written once a minute (and at shutdown); the rest lives in memory. */
const flushEveryMs = 60_000;

/**
 * Keeps the market: drives the feed every second, builds the main series' minute and daily bars,
 * writes them once a minute, watches for alerts and stores them, and tells listeners (the
 * trading-data socket, the dashboards) after each step.
 */
export class MarketEngine {
  readonly feed: MarketFeed;
  private readonly series = new Map<string, SeriesState>();
  private readonly listeners = new Set<TickListener>();
  /**
   * Watches the history a start writes and then live trading: its windows and quiet periods run on,
   * so the first live minutes neither repeat an alert of the history's last minutes nor start blind.
   * It starts from the stored alerts of the run before.
   */
  private readonly detector = new AlertDetector();
  private timer: NodeJS.Timeout | undefined;
  private lastFlush = 0;
  private flushing: Promise<void> = Promise.resolve();
  /** Alert saves under way: a tick does not wait for its save, but stop() does. */
  private readonly savingAlerts = new Set<Promise<void>>();
  private readonly now: () => number;

  constructor(private readonly options: MarketEngineOptions) {
    this.feed = options.feed;
    this.now = options.now ?? Date.now;
  }

  /**
   * Opens the feed on the stored series and brings them up to date, with the alerts the new history
   * raises; returns once quotes are live.
   */
  async start() {
    const started = performance.now();
    const stored = await readStoredSeries(this.options.store, this.feed.books);
    const books = new Map(this.feed.books.map((book) => [book.spec.code, book]));
    // A restart carries the last run's quiet periods and told limits on, so it repeats none of them.
    this.detector.prime(await this.options.alerts.latestOfEachKind());
    // History is watched with the live rules, so the alert feeds do not start empty.
    const alerts: MarketAlert[] = [];
    const histories = this.feed.open(this.now(), this.options.range, {
      stored,
      onMinute: (book, now) => alerts.push(...this.detector.inspect([book], now)),
    });
    let written = 0;
    let alertsWritten = 0;
    for (const history of histories) {
      const book = books.get(history.product);
      if (!book) continue;
      written += await this.adopt(book, history, stored.get(history.product));
      alertsWritten += alerts.length;
      await this.options.alerts.save(alerts.splice(0));
    }
    this.lastFlush = this.now();
    this.options.log.info(
      {
        feed: this.feed.name,
        products: this.series.size,
        chunksWritten: written,
        alertsWritten,
        ms: Math.round(performance.now() - started),
      },
      'market open',
    );
  }

  /** Steps once a second until stopped. */
  run(intervalMs = 1000) {
    this.timer = setInterval(() => this.tick(this.now()), intervalMs);
    this.timer.unref();
  }

  async stop() {
    clearInterval(this.timer);
    await Promise.all(this.savingAlerts);
    await this.flush([...this.series].flatMap(([product, state]) => todayChunks(product, state)));
  }

  /** One step: the feed moves, bars grow, alerts are stored, listeners hear of it all. */
  tick(now: number) {
    this.feed.advance(now);
    for (const state of this.series.values()) this.record(state, now);
    const alerts = this.detector.inspect(this.feed.books, now);
    if (alerts.length > 0) {
      const saving = this.options.alerts
        .save(alerts)
        .catch((error: unknown) => this.options.log.error({ err: error }, 'alerts not saved'))
        .finally(() => this.savingAlerts.delete(saving));
      this.savingAlerts.add(saving);
    }
    for (const listener of this.listeners) listener(now, alerts);
    if (now - this.lastFlush >= flushEveryMs) {
      this.lastFlush = now;
      void this.flush();
    }
  }

  onTick(listener: TickListener) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  allSeries() {
    return this.series.values();
  }

  /**
   * Writes `finished` and today's minute bars of series that changed. The year's daily chunks are
   * written only when a day ends and at shutdown: a crash loses nothing of them, as a start replays
   * today and keeps the days stored.
   */
  flush(finished: readonly BarChunk[] = []) {
    this.flushing = this.flushing.then(async () => {
      const chunks: BarChunk[] = [...finished];
      for (const [product, state] of this.series) {
        if (!state.dirty) continue;
        state.dirty = false;
        chunks.push(minuteChunkOf(product, state));
      }
      try {
        await this.options.store.writeChunks(chunks);
        this.options.onFlushed?.();
      } catch (error) {
        this.options.log.error({ err: error }, 'market bars not written');
      }
    });
    return this.flushing;
  }

  /** Copies of the series as they stand, for a reader in this process (the last minute is still forming). */
  seriesSnapshot(): StoredSeriesMap {
    const copies: StoredSeriesMap = new Map();
    for (const [product, state] of this.series) {
      const minutes = state.minutes.slice();
      const forming = minutes.at(-1);
      if (forming) minutes[minutes.length - 1] = { ...forming };
      copies.set(product, {
        tradingDay: state.tradingDay,
        daily: state.daily.slice(),
        spot: state.spot.slice(),
        settle: state.settle.slice(),
        minutes: { tradingDay: state.tradingDay, bars: minutes },
      });
    }
    return copies;
  }

  /** Takes over a product's history; writes what the store lacks. Returns the chunks written. */
  private async adopt(book: ProductBook, history: ProductHistory, stored: StoredSeries | undefined) {
    const today = history.minutes.at(-1);
    const state: SeriesState = {
      book,
      daily: history.daily,
      spot: history.spot,
      settle: history.settle,
      tradingDay: book.tradingDay,
      minutes: today?.tradingDay === book.tradingDay ? today.bars : [],
      seenContract: book.main?.id ?? '',
      seenVolume: book.main?.volume ?? 0,
      dirty: false,
    };
    this.series.set(book.spec.code, state);
    const product = book.spec.code;
    // Stored bars (an earlier run's, or imported history) win over the replay for the days they cover.
    state.daily = storedThenNewer(stored?.daily ?? [], history.daily);
    state.spot = storedThenNewer(stored?.spot ?? [], history.spot);
    state.settle = storedThenNewer(stored?.settle ?? [], history.settle);
    const latestStored = stored?.minutes?.tradingDay;
    const chunks: BarChunk[] = history.minutes
      .filter((day) => day.tradingDay !== book.tradingDay && (!latestStored || day.tradingDay > latestStored))
      .map((day) => ({ series: product, period: '1m', chunk: day.tradingDay, bars: day.bars }));
    chunks.push(
      ...yearChunks(product, '1d', state.daily),
      ...yearChunks(`${product}.spot`, '1d', state.spot),
      ...yearChunks(`${product}.settle`, '1d', state.settle),
    );
    chunks.push(...todayChunks(product, state));
    await this.options.store.writeChunks(chunks);
    return chunks.length;
  }

  /** Folds what the main contract traded since the last look into today's bars. */
  private record(state: SeriesState, now: number) {
    const { book } = state;
    const main = book.main;
    if (!main) return;
    if (book.tradingDay !== state.tradingDay) {
      state.settle.push(settleBarOf(main.preSettle, state.tradingDay));
      // A new trading day: yesterday's minutes are final and written now, taken before they are
      // cleared (the write itself runs later).
      void this.flush(todayChunks(book.spec.code, state));
      state.tradingDay = book.tradingDay;
      state.minutes = [];
      state.seenContract = main.id;
      state.seenVolume = 0;
    }
    if (state.seenContract !== main.id) {
      state.seenContract = main.id;
      state.seenVolume = main.volume;
      return;
    }
    const traded = main.volume - state.seenVolume;
    if (traded <= 0) return;
    state.seenVolume = main.volume;
    const minute = now - (now % 60_000);
    const forming = state.minutes.at(-1);
    if (forming?.time === minute) addToBar(forming, main.last, traded, main.openInterest);
    else state.minutes.push({ ...openBar(minute, main.last, main.openInterest), volume: traded });
    updateDailyBar(state);
    state.dirty = true;
  }
}

function updateDailyBar(state: SeriesState) {
  const bars = dayBarsOf(state.book, state.tradingDay);
  if (!bars) return;
  replaceOrPush(state.daily, bars.daily);
  replaceOrPush(state.spot, bars.spot);
}
