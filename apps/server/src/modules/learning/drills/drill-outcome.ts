import type { DrillSide } from '@vce/contract/learning-drills';
import type { Bar } from '@vce/market-core/bar';
import { limitPriceOf } from '@vce/market-core/product-spec';

/** What a drill is settled with: the product's tick, its value and its daily limit. */
export interface DrillRules {
  tick: number;
  /** Yuan per tick per lot. */
  tickValue: number;
  /** The daily price limit as a fraction; intraday bars are judged against the previous bar's close. */
  limitFraction: number;
}

export interface DrillDecision {
  side: DrillSide;
  stop: number | null;
}

export interface DrillOutcome {
  /** Where the call was filled: the open of the first bar it could trade at; null when none could. */
  entryPrice: number | null;
  /** True once the position is over: its stop was hit, or every bar is revealed. */
  finished: boolean;
  exitPrice: number;
  exit: 'stop' | 'close';
  ticks: number;
  moveTicks: number;
  moneyCents: number;
  correct: boolean;
  score: number;
  notes: string[];
}

/** Points for a right long or short, a right wait, and the bonus for trading with a stop. */
const rightCallPoints = 10;
const rightWaitPoints = 6;
const stopBonus = 2;
/** A wait is right when the market moved less than this many of its average ranges. */
const waitRangeShare = 1;
const averageRangeBars = 14;

/** A bar that traded at one price at its limit (一字板): nobody could buy at limit up nor sell at limit down. */
function lockOf(bar: Bar, previousClose: number, rules: DrillRules): 'up' | 'down' | null {
  if (bar.high !== bar.low) return null;
  if (bar.close >= limitPriceOf(previousClose, rules.limitFraction, rules.tick)) return 'up';
  if (bar.close <= limitPriceOf(previousClose, -rules.limitFraction, rules.tick)) return 'down';
  return null;
}

/** The mean high–low range of the last shown bars, in price. */
function averageRange(shown: readonly Bar[]) {
  const recent = shown.slice(-averageRangeBars);
  return recent.reduce((sum, bar) => sum + bar.high - bar.low, 0) / Math.max(recent.length, 1);
}

const ticksBetween = (from: number, to: number, tick: number) => Math.round((to - from) / tick);

/**
 * Settles a call on the bars revealed so far. The call fills at the first hidden bar's open, or at the
 * next one's when that bar is locked against it (a long cannot buy a locked limit up). A stop fills
 * at its price, or at the open when the bar gaps through it, and not on a bar locked against it
 * (a long's stop cannot sell a locked limit down). Unstopped, the last revealed close marks the result.
 */
export function settleDrill(
  shown: readonly Bar[],
  revealed: readonly Bar[],
  total: number,
  decision: DrillDecision,
  rules: DrillRules,
): DrillOutcome {
  const notes: string[] = [];
  const first = revealed[0];
  const lastShown = shown.at(-1);
  if (!first || !lastShown) throw new Error('a drill is settled on at least one shown and one revealed bar');
  const last = revealed.at(-1) ?? first;
  const moveTicks = ticksBetween(first.open, last.close, rules.tick);
  const everyBarShown = revealed.length >= total;

  // No position held to the end (a wait, or a call no bar could fill): nothing won or lost.
  const flat = (entryPrice: number | null, correct: boolean, score: number): DrillOutcome => ({
    entryPrice,
    finished: everyBarShown,
    exitPrice: last.close,
    exit: 'close',
    ticks: 0,
    moveTicks,
    moneyCents: 0,
    correct,
    score,
    notes,
  });

  if (decision.side === 'wait') {
    const correct = Math.abs(last.close - first.open) < waitRangeShare * averageRange(shown);
    return flat(first.open, correct, correct ? rightWaitPoints : 0);
  }

  const direction = decision.side === 'long' ? 1 : -1;
  const blockedEntry = direction === 1 ? 'up' : 'down';
  const blockedStop = direction === 1 ? 'down' : 'up';
  let entryAt = -1;
  let exitPrice = last.close;
  let exit: 'stop' | 'close' = 'close';
  let stoppedAt = -1;
  for (const [index, bar] of revealed.entries()) {
    const previousClose = (index === 0 ? lastShown : revealed[index - 1]!).close;
    const lock = lockOf(bar, previousClose, rules);
    if (entryAt < 0) {
      if (lock === blockedEntry) {
        notes.push(
          `${lock === 'up' ? '涨停' : '跌停'}封板，第${index + 1}根无法${direction === 1 ? '买入' : '卖出'}开仓`,
        );
        continue;
      }
      entryAt = index;
    }
    const stop = decision.stop;
    if (stop === null) continue;
    const touched = direction === 1 ? bar.low <= stop : bar.high >= stop;
    if (!touched) continue;
    if (lock === blockedStop) {
      notes.push(`${lock === 'up' ? '涨停' : '跌停'}封板，第${index + 1}根止损无法成交`);
      continue;
    }
    // A bar that opens beyond the stop fills at its open, not at the stop.
    const gapped = direction === 1 ? bar.open < stop : bar.open > stop;
    exitPrice = gapped ? bar.open : stop;
    exit = 'stop';
    stoppedAt = index;
    break;
  }

  if (entryAt < 0) return flat(null, false, 0);
  const entryPrice = revealed[entryAt]!.open;
  const ticks = direction * ticksBetween(entryPrice, exitPrice, rules.tick);
  const correct = ticks > 0;
  const bonus = decision.stop === null ? 0 : stopBonus;
  return {
    entryPrice,
    finished: everyBarShown || stoppedAt >= 0,
    exitPrice,
    exit,
    ticks,
    moveTicks,
    moneyCents: Math.round(ticks * rules.tickValue * 100),
    correct,
    score: (correct ? rightCallPoints : 0) + bonus,
    notes,
  };
}
