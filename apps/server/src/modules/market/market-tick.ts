import type { ContractState } from '../../providers/market/contract-state';
import type { ProductBook } from '../../providers/market/market-feed';
import type { Bar } from '@vce/market-core/bar';
import type { MarketAlert } from './market-alerts';
import type { SeriesBars } from './series-chunks';

/** Bus channels of the market: what the leader's engine publishes, and what it is asked to do. */
export const marketChannels = {
  /** Every second: the books, each series' newest bars, and the alerts raised. */
  tick: 'market.tick',
  /** Bars were written: a process that missed ticks reads them back. */
  flushed: 'market.flushed',
  /** A dev-page jump of a simulated product, done by whichever process runs the engine. */
  jump: 'market.jump',
} as const;

/** A dev-page jump, asked of whichever process runs the engine. */
export interface JumpCommand {
  symbol: string;
  percent: number;
}

declare module '../../platform/bus' {
  interface BusChannels {
    'market.tick': MarketTick;
    'market.flushed': null;
    'market.jump': JumpCommand;
  }
}

/** One product's book as it stood at a tick (the catalogue's spec is known to every process). */
export interface BookSnapshot {
  code: string;
  tradingDay: string;
  spot: number;
  mainId: string | null;
  contracts: ContractState[];
}

/** The newest bar of each of a product's series: the forming minute and today's daily bars. */
export interface SeriesTip {
  code: string;
  tradingDay: string;
  minute: Bar | null;
  daily: Bar | null;
  spot: Bar | null;
  settle: Bar | null;
}

export interface MarketTick {
  /** The engine that sent it: a new one (another leader, a restart) means ticks were missed. */
  engineId: string;
  /** 1, 2, 3… per engine: a gap means ticks were missed. */
  sequence: number;
  now: number;
  feed: { name: string; simulated: boolean };
  books: BookSnapshot[];
  series: SeriesTip[];
  alerts: readonly MarketAlert[];
}

/** Hears of each tick, with the alerts it raised. */
export type TickListener = (now: number, alerts: readonly MarketAlert[]) => void;

const copyOf = (bar: Bar | undefined) => (bar ? { ...bar } : null);

/** The books as plain copies: the engine goes on changing its own. */
export const bookSnapshotOf = (book: ProductBook): BookSnapshot => ({
  code: book.spec.code,
  tradingDay: book.tradingDay,
  spot: book.spot,
  mainId: book.main?.id ?? null,
  contracts: book.contracts.map((contract) => ({ ...contract })),
});

export const seriesTipOf = (code: string, series: SeriesBars): SeriesTip => ({
  code,
  tradingDay: series.tradingDay,
  minute: copyOf(series.minutes.at(-1)),
  daily: copyOf(series.daily.at(-1)),
  spot: copyOf(series.spot.at(-1)),
  settle: copyOf(series.settle.at(-1)),
});

/** Puts a bar in place of the last one with its time, or after it when newer. */
export function replaceOrPush(list: Bar[], bar: Bar | null) {
  if (!bar) return;
  const last = list.at(-1);
  if (last?.time === bar.time) list[list.length - 1] = bar;
  else if (!last || last.time < bar.time) list.push(bar);
}
