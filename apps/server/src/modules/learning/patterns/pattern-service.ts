import type { Bar } from '@vce/market-core/bar';
import { detectPatterns } from '@vce/market-core/patterns/detect-patterns';
import { type PatternHit, type PatternKind, patternKinds } from '@vce/market-core/patterns/pattern-kinds';
import { priceLimitOf, productSpecOf } from '@vce/market-core/product-spec';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../platform/errors';
import { klineBarOf } from '../../market/kline-service';
import { lessonProducts } from '../lesson-products';
import { lessonOf } from './pattern-lessons';

/** Bars drawn before a pattern's moment and after it: enough to see the trend it ends and what followed. */
const barsBefore = 40;
const barsAfter = 12;

interface FoundPatterns {
  tradingDay: string;
  bars: readonly Bar[];
  hits: readonly PatternHit[];
}

// The finished daily bars change once a trading day: each product's patterns are found once a day.
const found = new WeakMap<FastifyInstance, Map<string, FoundPatterns>>();

function patternsOf(app: FastifyInstance, symbol: string): FoundPatterns {
  const series = app.market.askedSeries(symbol);
  const cache = found.get(app) ?? new Map<string, FoundPatterns>();
  found.set(app, cache);
  const cached = cache.get(symbol);
  if (cached?.tradingDay === series.tradingDay) return cached;
  const spec = series.book.spec;
  const bars = series.daily.slice(0, -1);
  const fresh = {
    tradingDay: series.tradingDay,
    bars,
    hits: detectPatterns(bars, { tick: spec.tick_size, limitFraction: priceLimitOf(spec) }),
  };
  cache.set(symbol, fresh);
  return fresh;
}

const isNightGap = (kind: PatternKind) => kind === 'nightGapUp' || kind === 'nightGapDown';

/** The products a kind's lesson looks in: a night gap only where there is a night session. */
const productsFor = (kind: PatternKind) =>
  lessonProducts.filter((symbol) => !isNightGap(kind) || productSpecOf(symbol)?.has_night_session);

export function listPatterns(app: FastifyInstance) {
  return {
    list: patternKinds.map((pattern) => ({
      ...pattern,
      hit_count: productsFor(pattern.kind).reduce(
        (sum, symbol) => sum + patternsOf(app, symbol).hits.filter((hit) => hit.kind === pattern.kind).length,
        0,
      ),
    })),
  };
}

const momentOf = (hit: PatternHit) => ({ time: hit.time, note: hit.note ?? null });

/** A pattern's lesson with its newest moment in `symbol` (or in any lesson product) and the bars around it. */
export function describePattern(app: FastifyInstance, kindName: string, symbol?: string) {
  const pattern = patternKinds.find((candidate) => candidate.kind === kindName);
  if (!pattern) throw AppError.reject('patternUnknown');
  const newest = (symbol ? [symbol] : productsFor(pattern.kind))
    .map((candidate) => {
      const { bars, hits } = patternsOf(app, candidate);
      return { symbol: candidate, bars, hits: hits.filter((hit) => hit.kind === pattern.kind) };
    })
    .filter((found) => found.hits.length > 0)
    .sort((a, b) => b.hits.at(-1)!.time - a.hits.at(-1)!.time)[0];
  const card = { ...pattern, hit_count: newest?.hits.length ?? 0, lesson: lessonOf(pattern.kind) };
  if (!newest)
    return { ...card, symbol: symbol ?? null, name_cn: null, tick_size: null, focus: null, moments: [], bars: [] };
  // The newest moment with the bars that followed it, where there is one: what came next is the lesson.
  const focus = newest.hits.findLast((hit) => hit.index + barsAfter < newest.bars.length) ?? newest.hits.at(-1)!;
  const from = Math.max(0, focus.index - barsBefore);
  const window = newest.bars.slice(from, focus.index + barsAfter + 1);
  const first = window[0]!.time;
  const last = window.at(-1)!.time;
  const spec = productSpecOf(newest.symbol)!;
  return {
    ...card,
    symbol: newest.symbol,
    name_cn: spec.name_cn,
    tick_size: spec.tick_size,
    focus: momentOf(focus),
    moments: newest.hits.filter((hit) => hit.time >= first && hit.time <= last).map(momentOf),
    bars: window.map(klineBarOf),
  };
}
