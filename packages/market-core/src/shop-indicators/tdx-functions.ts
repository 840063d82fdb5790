import { ema, sma } from '../indicators';
import type { Bar } from './indicator-shape';

/**
 * The 通达信 / 文华 functions the shop's formula files use, with the terminals' semantics, so the chart
 * draws what the terminals draw. A function over a series that starts undefined (NaN) starts where the
 * series does, as both terminals do: MA(X, N) then needs N defined values, EMA and SMA seed with the first.
 */

/** One field of every bar, as the formulas read H, L, C, VOL or OPI. */
export const seriesOf = (bars: readonly Bar[], field: keyof Bar) => bars.map((bar) => bar[field]);

/** values[index]; NaN outside the series. */
export const at = (values: readonly number[], index: number) => values[index] ?? Number.NaN;

function fromFirstDefined(values: readonly number[], calc: (defined: readonly number[]) => number[]) {
  const start = values.findIndex((value) => !Number.isNaN(value));
  if (start < 0) return values.map(() => Number.NaN);
  return [...values.slice(0, start), ...calc(values.slice(start))];
}

/** MA(X, N). */
export const tdxMa = (values: readonly number[], period: number) =>
  fromFirstDefined(values, (defined) => sma(defined, period));

/** EMA(X, N). */
export const tdxEma = (values: readonly number[], period: number) =>
  fromFirstDefined(values, (defined) => ema(defined, period));

/** SMA(X, N, M): Y = (M·X + (N − M)·Y′) / N, seeded with the first value. */
export function tdxSma(values: readonly number[], period: number, weight: number) {
  return fromFirstDefined(values, (defined) => {
    let previous = Number.NaN;
    return defined.map(
      (value, index) => (previous = index === 0 ? value : (weight * value + (period - weight) * previous) / period),
    );
  });
}

const windowOf = (values: readonly number[], index: number, period: number) =>
  values.slice(Math.max(0, index - period + 1), index + 1);

/** HHV(X, N): the highest of the last N values, or of all there are while fewer exist (as both terminals do). */
export const hhv = (values: readonly number[], period: number) =>
  fromFirstDefined(values, (defined) => defined.map((_, index) => Math.max(...windowOf(defined, index, period))));

/** LLV(X, N), likewise. */
export const llv = (values: readonly number[], period: number) =>
  fromFirstDefined(values, (defined) => defined.map((_, index) => Math.min(...windowOf(defined, index, period))));

/** REF(X, N): the value N bars back, NaN before there is one. */
export const ref = (values: readonly number[], shift: number) => values.map((_, index) => at(values, index - shift));

/** X − REF(X, 1): the change from the bar before, undefined on the first bar. */
export const delta = (values: readonly number[]) => values.map((value, index) => value - at(values, index - 1));

/** TR = MAX(MAX(H − L, |C′ − H|), |C′ − L|); undefined on the first bar, which has no previous close C′. */
export const trueRange = (bars: readonly Bar[]) =>
  bars.map((bar, index) => {
    const previousClose = bars[index - 1]?.close ?? Number.NaN;
    return Math.max(bar.high - bar.low, Math.abs(previousClose - bar.high), Math.abs(previousClose - bar.low));
  });

/**
 * A crosses above B: A > B on this bar and A ≤ B on the one before (文华's definition of CROSS). The TDX
 * files write the condition out, since TDX versions differ on a tie the bar before.
 */
export const crossesAbove = (a: readonly number[], b: readonly number[]) =>
  a.map((value, index) => value > at(b, index) && at(a, index - 1) <= at(b, index - 1));

/** A crosses below B. */
export const crossesBelow = (a: readonly number[], b: readonly number[]) => crossesAbove(b, a);

/**
 * numerator / denominator × scale, as the formulas' IF(den > 0, num / den × scale, 0): 0 where the
 * denominator is 0, NaN where it is not defined yet.
 */
export const guardedRatio = (numerator: readonly number[], denominator: readonly number[], scale: number) =>
  numerator.map((value, index) => {
    const divisor = at(denominator, index);
    if (Number.isNaN(divisor)) return Number.NaN;
    return divisor > 0 ? (value / divisor) * scale : 0;
  });

/** A mark's series: the level to draw it at on the bars where `when` holds, NaN elsewhere. */
export const markWhere = (when: readonly boolean[], level: number | readonly number[]) =>
  when.map((holds, index) => (holds ? (typeof level === 'number' ? level : at(level, index)) : Number.NaN));
