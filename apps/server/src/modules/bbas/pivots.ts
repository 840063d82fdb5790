import type { PivotLevel } from '@vce/contract/bbas';
import { roundToTick } from '@vce/market-core/ticks';

const labels: Record<PivotLevel['name'], string> = {
  R3: '第三阻力位R3',
  R2: '第二阻力位R2',
  R1: '第一阻力位R1',
  P: '枢轴点P',
  S1: '第一支撑位S1',
  S2: '第二支撑位S2',
  S3: '第三支撑位S3',
};

/**
 * Classic floor-trader pivots of a day's high, low and close, from R3 down to S3. Every level is
 * computed from the exact P and only then rounded to the tick, so rounding errors do not add up.
 */
export function pivotLevelsOf(bar: { high: number; low: number; close: number }, tick: number): PivotLevel[] {
  const { high: h, low: l, close: c } = bar;
  const p = (h + l + c) / 3;
  const exact: [PivotLevel['name'], number][] = [
    ['R3', h + 2 * (p - l)],
    ['R2', p + (h - l)],
    ['R1', 2 * p - l],
    ['P', p],
    ['S1', 2 * p - h],
    ['S2', p - (h - l)],
    ['S3', l - 2 * (h - p)],
  ];
  return exact.map(([name, price]) => ({ name, label: labels[name], price: roundToTick(price, tick) }));
}

/** The levels around a price (levels ordered from R3 down to S3) and where it stands in words. */
export function placeAmongLevels(last: number, levels: readonly PivotLevel[]) {
  const lower = levels.find((level) => level.price <= last) ?? null;
  const upper = levels.findLast((level) => level.price > last) ?? null;
  let position: string;
  if (lower?.price === last) position = `正处于${lower.label}`;
  else if (lower && upper) position = `位于${lower.label}与${upper.label}之间`;
  else if (upper) position = `位于${upper.label}下方`;
  else if (lower) position = `位于${lower.label}上方`;
  else position = '';
  return { lower, upper, position };
}
