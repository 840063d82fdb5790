import type { DrillPeriod, DrillSide, DrillView } from '@vce/contract/learning-drills';
import type { KlineBar } from '@vce/contract/market';
import { msg } from '@vce/contract/messages';
import type { Bar } from '@vce/market-core/bar';
import { priceLimitOf, productSpecOf } from '@vce/market-core/product-spec';
import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import { AppError } from '../../../platform/errors';
import { inTransaction } from '../../../platform/transaction';
import { barOfKline, klineBarOf, readKlines } from '../../market/kline-service';
import { lessonProducts } from '../lesson-products';
import { type DrillRules, settleDrill } from './drill-outcome';
import {
  type DrillRow,
  type DrillState,
  findDrill,
  findDrillState,
  finishDrill,
  insertDrill,
  recordDecision,
} from './drill-store';

/** Bars revealed after the hidden point, the fewest shown before it, and the most. */
export const revealTotal = 8;
const fewestShown = 20;
const mostShown = 100;
/** Hourly drills draw from this many finished 60-minute bars (some six weeks). */
const hourlyHistory = 600;

const periodMs: Record<DrillPeriod, number> = { '1d': 86_400_000, '60m': 3_600_000 };

function rulesOf(symbol: string): DrillRules {
  const spec = productSpecOf(symbol);
  if (!spec) throw AppError.reject('unknownSymbol');
  return {
    tick: spec.tick_size,
    tickValue: spec.tick_size * spec.price_units_per_lot,
    limitFraction: priceLimitOf(spec),
  };
}

/** The finished bars a drill may be drawn from: the forming bar (today's, this hour's) is left out. */
async function finishedBarsOf(app: FastifyInstance, symbol: string, period: DrillPeriod) {
  if (period === '1d') return app.market.askedSeries(symbol).daily.slice(0, -1);
  const { bars } = await readKlines(app, { symbol, period, limit: hourlyHistory });
  return bars.slice(0, -1);
}

/** Draws a hidden point at random where enough bars lie before it and `revealTotal` after. */
function drawWindow(bars: readonly Bar[]) {
  const last = bars.length - revealTotal;
  if (last < fewestShown) throw AppError.reject('drillNoHistory');
  const hiddenAt = fewestShown + Math.floor(Math.random() * (last - fewestShown + 1));
  const from = Math.max(0, hiddenAt - mostShown);
  return { bars: bars.slice(from, hiddenAt + revealTotal), shown: hiddenAt - from };
}

export async function startDrillFor(
  app: FastifyInstance,
  userId: number,
  input: { symbol?: string; period: DrillPeriod; blind: boolean },
) {
  const symbol = input.symbol ?? lessonProducts[Math.floor(Math.random() * lessonProducts.length)]!;
  const window = drawWindow(await finishedBarsOf(app, symbol, input.period));
  const row = await insertDrill(app.db, {
    userId,
    symbol,
    period: input.period,
    blind: input.blind,
    bars: window.bars.map(klineBarOf),
    shown: window.shown,
  });
  return viewOf(row);
}

// A drill's bars never change once it is made: kept by id, a step reads and writes only the rest.
const keptBars = new LRUCache<number, KlineBar[]>({ max: 5_000 });

async function drillOf(app: FastifyInstance, userId: number, id: number): Promise<DrillRow> {
  const kept = keptBars.get(id);
  // The state is read for the caller alone whether the bars are kept or not: another's drill is unknown.
  if (kept) {
    const state = await findDrillState(app.db, userId, id);
    if (!state) throw AppError.reject('drillUnknown');
    return withBars(state, kept);
  }
  const row = await findDrill(app.db, userId, id);
  if (!row) throw AppError.reject('drillUnknown');
  keptBars.set(id, row.bars);
  return row;
}

const withBars = (state: DrillState, bars: KlineBar[]): DrillRow => ({ ...state, bars });

export async function describeDrill(app: FastifyInstance, userId: number, id: number) {
  const drill = await drillOf(app, userId, id);
  return viewOf(drill, await revealedOf(app, drill));
}

/** Records the call. A stop must lie on the losing side of the last shown close. */
export async function decide(
  app: FastifyInstance,
  userId: number,
  input: { id: number; side: DrillSide; stop?: number },
) {
  const drill = await drillOf(app, userId, input.id);
  if (drill.status !== 'deciding') throw AppError.reject('drillDecided');
  const close = drill.bars[drill.shown - 1]![4];
  const stop = input.stop ?? null;
  if (stop !== null) {
    if (input.side === 'wait') throw AppError.reject('drillStopOnWait');
    if (input.side === 'long' && stop >= close)
      throw AppError.reject(msg.drillStopLong.replace('{close}', String(close)));
    if (input.side === 'short' && stop <= close)
      throw AppError.reject(msg.drillStopShort.replace('{close}', String(close)));
  }
  const decided = await recordDecision(app.db, { userId, id: input.id, side: input.side, stop });
  if (!decided) throw AppError.reject('drillDecided');
  return viewOf(withBars(decided, drill.bars));
}

const outcomeOf = (drill: DrillRow, revealed: number) => {
  const bars = drill.bars.map(barOfKline);
  return settleDrill(
    bars.slice(0, drill.shown),
    bars.slice(drill.shown, drill.shown + revealed),
    drill.bars.length - drill.shown,
    { side: drill.side as DrillSide, stop: drill.stop },
    rulesOf(drill.symbol),
  );
};

/** How long a drill's reveal count is kept between reveals: a learner back the next day starts the bars again. */
const revealCountMs = 24 * 3_600_000;
const revealKey = (id: number) => `drill-revealed:${id}`;

/**
 * Bars revealed so far. The call, and so the score, is fixed when it is made: the count of bars shown
 * since is the page's progress, kept in the short-lived store (every process's, through Redis when
 * there are several) rather than written to the database at each bar; the database has it when the
 * drill is settled.
 */
async function revealedOf(app: FastifyInstance, drill: DrillState) {
  if (drill.status !== 'revealing') return drill.revealed;
  return Number((await app.shortLived.peek(revealKey(drill.id))) ?? drill.revealed);
}

/**
 * Reveals one more bar and settles the drill once its stop is hit or every bar is out. Two reveals of
 * the same bar (a double click) show it once; the drill is settled and counted once.
 */
export async function revealNextBar(app: FastifyInstance, userId: number, id: number) {
  const drill = await drillOf(app, userId, id);
  if (drill.status === 'deciding') throw AppError.reject('drillNotDecided');
  if (drill.status === 'finished') throw AppError.reject('drillFinished');
  const revealed = (await revealedOf(app, drill)) + 1;
  const outcome = outcomeOf(drill, revealed);
  if (!outcome.finished) {
    await app.shortLived.put(revealKey(id), String(revealed), revealCountMs);
    return viewOf(drill, revealed);
  }
  const finished = await inTransaction(app.db, (tx) => finishDrill(tx, { userId, id, revealed, outcome }));
  return viewOf(finished ? withBars(finished, drill.bars) : await drillOf(app, userId, id));
}

/** The drill as the page shows it, `revealed` bars past the hidden point (the stored count unless given). */
export function viewOf(drill: DrillRow, revealed = drill.revealed): DrillView {
  const spec = productSpecOf(drill.symbol);
  const rules = rulesOf(drill.symbol);
  const period = drill.period as DrillPeriod;
  const finished = drill.status === 'finished';
  const hidden = drill.blind && !finished;
  const visible = drill.bars.slice(0, drill.shown + revealed);
  const outcome = drill.side && revealed > 0 ? outcomeOf(drill, revealed) : null;
  return {
    id: drill.id,
    status: drill.status as DrillView['status'],
    period,
    blind: drill.blind,
    symbol: hidden ? null : drill.symbol,
    name: hidden ? null : (spec?.name_cn ?? drill.symbol),
    tick_size: rules.tick,
    tick_value: rules.tickValue,
    // A blind drill's times count periods from 0: the date would give the product's history away.
    bars: hidden ? visible.map(([, ...rest], index): KlineBar => [index * periodMs[period], ...rest]) : visible,
    shown: drill.shown,
    revealed,
    reveal_total: drill.bars.length - drill.shown,
    side: (drill.side as DrillSide | null) ?? null,
    stop: drill.stop,
    entry_price: outcome?.entryPrice ?? null,
    notes: outcome?.notes ?? [],
    result: finished
      ? {
          exit_price: drill.exitPrice!,
          exit: drill.exitKind as 'stop' | 'close',
          ticks: drill.ticks!,
          money: drill.moneyCents! / 100,
          move_ticks: drill.moveTicks!,
          correct: drill.correct!,
          score: drill.score!,
          streak: drill.streak ?? 0,
        }
      : null,
  };
}
