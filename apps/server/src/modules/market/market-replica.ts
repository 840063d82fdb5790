import type { FastifyBaseLogger } from 'fastify';
import type { ContractState } from '../../providers/market/contract-state';
import type { ProductBook, StoredSeries } from '../../providers/market/market-feed';
import type { Bus } from '../../platform/bus';
import { AppError } from '../../platform/errors';
import type { Bar } from '@vce/market-core/bar';
import { type BookSnapshot, type MarketTick, marketChannels, replaceOrPush, type TickListener } from './market-tick';
import { catalogueProducts, type ProductSpec } from '@vce/market-core/product-spec';
import { type SeriesBars, type StoredSeriesMap, storedThenNewer } from './series-chunks';

/** A product's series as every reader sees it (K-lines, dashboards, BBAS). */
export interface MarketSeries extends SeriesBars {
  readonly book: ProductBook;
}

/** Where a replica's series come from: the store, or the engine that runs in this process. */
export type SeriesSource = () => Promise<StoredSeriesMap>;

/** A book that takes the leader's snapshots in place, so whoever holds it sees the newest figures. */
class ReplicaBook implements ProductBook {
  tradingDay = '';
  spot = 0;
  contracts: ContractState[] = [];
  main: ContractState | undefined;
  constructor(readonly spec: ProductSpec) {}

  take(snapshot: BookSnapshot) {
    this.tradingDay = snapshot.tradingDay;
    this.spot = snapshot.spot;
    this.contracts = snapshot.contracts;
    this.main = snapshot.contracts.find((contract) => contract.id === snapshot.mainId);
  }
}

/**
 * The market as every process serves it: books, series and alerts as the leader's engine publishes
 * them each second on the bus (in this process or another), on top of the bars it stores. A process
 * that missed ticks (it started meanwhile, Redis was away, the leader changed) reads the stored bars
 * again after the engine's next write, the stored ones winning for the minutes they cover.
 */
export class MarketReplica {
  readonly feed = {
    name: '',
    simulated: false,
    books: catalogueProducts.map((spec) => new ReplicaBook(spec)) as readonly ProductBook[],
  };
  private readonly bookByCode = new Map(this.feed.books.map((book) => [book.spec.code, book as ReplicaBook]));
  private readonly series = new Map<string, MarketSeries>();
  private readonly listeners = new Set<TickListener>();
  private lastTick: { engineId: string; sequence: number } | null = null;
  private needsReload = true;
  private reloading: Promise<void> | null = null;
  private markReady: () => void = () => {};
  /** Resolves once books and series are known: after the first tick and the first read of the series. */
  readonly ready = new Promise<void>((resolve) => {
    this.markReady = resolve;
  });
  private readonly unsubscribe: (() => void)[];

  constructor(private readonly options: { bus: Bus; readSeries: SeriesSource; log: FastifyBaseLogger }) {
    this.unsubscribe = [
      options.bus.subscribe(marketChannels.tick, (message) => this.take(message)),
      options.bus.subscribe(marketChannels.flushed, () => {
        if (this.needsReload && this.series.size > 0) void this.reload(options.readSeries);
      }),
    ];
  }

  /**
   * Takes the series of the engine elected in this process, from its memory: they are complete, so
   * its ticks carry on from them (its new engine id is not a gap to read the store again for).
   */
  async load(source: SeriesSource) {
    await this.reload(source);
    this.lastTick = null;
  }

  stop() {
    for (const off of this.unsubscribe) off();
  }

  onTick(listener: TickListener) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  seriesOf(product: string): MarketSeries | undefined {
    return this.series.get(product);
  }

  /** The series a caller asked for by its code; an unknown code is refused (没有这个品种). */
  askedSeries(product: string): MarketSeries {
    const state = this.series.get(product);
    if (!state) throw AppError.reject('unknownSymbol');
    return state;
  }

  allSeries() {
    return this.series.values();
  }

  private take(tick: MarketTick) {
    const last = this.lastTick;
    if (last && (last.engineId !== tick.engineId || last.sequence + 1 !== tick.sequence)) this.needsReload = true;
    this.lastTick = { engineId: tick.engineId, sequence: tick.sequence };
    this.feed.name = tick.feed.name;
    this.feed.simulated = tick.feed.simulated;
    for (const snapshot of tick.books) this.bookByCode.get(snapshot.code)?.take(snapshot);
    if (this.series.size === 0) {
      // The first tick a process hears: the stored series are read once the engine has written them.
      // They lack the minutes since the engine's last write, so they are read again after the next one.
      void this.reload(this.options.readSeries).then(() => {
        this.needsReload = true;
      });
      return;
    }
    for (const tip of tick.series) {
      const series = this.series.get(tip.code);
      if (!series) continue;
      if (series.tradingDay !== tip.tradingDay) {
        series.tradingDay = tip.tradingDay;
        series.minutes = [];
      }
      replaceOrPush(series.minutes, tip.minute);
      replaceOrPush(series.daily, tip.daily);
      replaceOrPush(series.spot, tip.spot);
      replaceOrPush(series.settle, tip.settle);
    }
    for (const listener of this.listeners) listener(tick.now, tick.alerts);
  }

  /** Reads the series and merges what ticks brought meanwhile; one read at a time. */
  private reload(source: SeriesSource): Promise<void> {
    this.reloading ??= (async () => {
      this.needsReload = false;
      try {
        const stored = await source();
        for (const book of this.feed.books) {
          const bars = stored.get(book.spec.code);
          if (bars) this.merge(book, bars);
        }
        this.markReady();
      } catch (error) {
        this.needsReload = true;
        this.options.log.error({ err: error }, 'market series not read');
      } finally {
        this.reloading = null;
      }
    })();
    return this.reloading;
  }

  /** Stored bars win for the times they cover; bars the ticks brought after them stay. */
  private merge(book: ProductBook, stored: StoredSeries & { tradingDay?: string }) {
    const tradingDay = stored.tradingDay ?? book.tradingDay;
    const current = this.series.get(book.spec.code);
    const minutes = stored.minutes?.tradingDay === tradingDay ? stored.minutes.bars : [];
    const sameDay = current?.tradingDay === tradingDay;
    const merged = (storedBars: readonly Bar[], held: Bar[] | undefined) => storedThenNewer(storedBars, held ?? []);
    this.series.set(book.spec.code, {
      book,
      tradingDay,
      daily: merged(stored.daily, current?.daily),
      spot: merged(stored.spot, current?.spot),
      settle: merged(stored.settle, current?.settle),
      minutes: merged(minutes, sameDay ? current?.minutes : undefined),
    });
  }
}
