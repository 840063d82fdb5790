import type { KlinePeriod } from '@vce/contract/market';
import type { Bar } from '@vce/market-core/bar';
import type { FastifyInstance } from 'fastify';
import { Preserialized } from '../../platform/envelope';
import { barStoreOf, klineBarOf, readKlines } from './kline-service';
import type { MarketSeries } from './market-replica';

export interface KlineRequest {
  symbol: string;
  period: KlinePeriod;
  limit: number;
  before?: number;
}

interface Entry {
  version: string;
  answer: Preserialized | Promise<Preserialized>;
}

/** Answers kept: the K-line page's newest page and a few older ones of the products being watched. */
const keptAnswers = 256;
/**
 * How often a product's stored minutes are asked whether they were written since: the engine writes
 * once a minute, and an import (another process) shows within this.
 */
const storeCheckMs = 1000;

const barText = (bar: Bar | undefined) =>
  bar ? `${bar.time},${bar.open},${bar.high},${bar.low},${bar.close},${bar.volume},${bar.openInterest}` : '';

/**
 * What an answer depends on: the series in memory, and for intraday bars when the stored minutes were
 * last written (`stored`). An answer of finished bars only (an older page, `before` the forming bar)
 * stays until the day rolls or the store is written; one that ends with the forming bar changes with
 * it, at most with each tick of the engine.
 */
function versionOf(series: MarketSeries, request: KlineRequest, stored: string) {
  const intraday = request.period !== '1d' && request.period !== '1w';
  const bars = intraday ? series.minutes : series.daily;
  const forming = bars.at(-1);
  const day = series.tradingDay;
  if (request.before !== undefined && (!forming || request.before <= forming.time)) {
    // A weekly page's last week may still be forming; a daily or intraday page before the forming bar is finished.
    return request.period === '1w' ? `${day}|${barText(forming)}` : `finished|${day}|${stored}`;
  }
  return `${day}|${stored}|${bars.length}|${barText(forming)}`;
}

/**
 * The kline call's answers, serialised once for every request that asks the same of the same state of
 * the series, and compressed once a second (Preserialized): the K-line page asks for thousands of bars
 * that hardly change between requests. Each process keeps its own, moved by the ticks it hears.
 * Requests that arrive while an answer is being made share it.
 */
export function createKlineAnswers(app: FastifyInstance, feedInfo: { feed: string; simulated: boolean }) {
  const entries = new Map<string, Entry>();
  const storeChecks = new Map<string, { at: number; written: string | Promise<string> }>();

  /** When the product's minutes were last stored, asked of the database at most once a second. */
  function storedMinutesWritten(symbol: string) {
    const check = storeChecks.get(symbol);
    if (check && Date.now() - check.at < storeCheckMs) return check.written;
    const written = barStoreOf(app).latestMinuteWrite(symbol);
    const fresh: { at: number; written: string | Promise<string> } = { at: Date.now(), written };
    storeChecks.set(symbol, fresh);
    written.then(
      (value) => void (fresh.written = value),
      () => storeChecks.delete(symbol),
    );
    return written;
  }

  async function build(request: KlineRequest) {
    const { series, bars } = await readKlines(app, request);
    return Preserialized.of({
      ...feedInfo,
      symbol: request.symbol,
      name: series.book.spec.name_cn,
      main_contract: series.book.main?.id ?? '',
      period: request.period,
      bars: bars.map(klineBarOf),
    });
  }

  function answer(request: KlineRequest, series: MarketSeries, stored: string) {
    const key = `${request.symbol}|${request.period}|${request.limit}|${request.before ?? ''}`;
    const version = versionOf(series, request, stored);
    const kept = entries.get(key);
    // Re-inserted on use: the map's first key is the one used longest ago.
    entries.delete(key);
    if (kept?.version === version) {
      entries.set(key, kept);
      return kept.answer;
    }
    const building = build(request);
    const entry: Entry = { version, answer: building };
    entries.set(key, entry);
    if (entries.size > keptAnswers) entries.delete(entries.keys().next().value!);
    building.then(
      (made) => {
        // Later requests take it without a promise hop.
        if (entries.get(key) === entry) entry.answer = made;
      },
      () => {
        if (entries.get(key) === entry) entries.delete(key);
      },
    );
    return building;
  }

  return (request: KlineRequest): Preserialized | Promise<Preserialized> => {
    const series = app.market.askedSeries(request.symbol);
    const intraday = request.period !== '1d' && request.period !== '1w';
    const stored = intraday ? storedMinutesWritten(request.symbol) : '';
    return typeof stored === 'string'
      ? answer(request, series, stored)
      : stored.then((written) => answer(request, series, written));
  };
}
