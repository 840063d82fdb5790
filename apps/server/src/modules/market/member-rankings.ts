import { createRandom } from '../../platform/seeded-random';

/**
 * Futures companies of the simulated member rankings. The names are invented: simulated positions
 * must not be pinned on real firms (docs/decisions.md "Market").
 */
export const simulatedBrokers = [
  '东岳期货',
  '江海期货',
  '华庭期货',
  '中泰恒期货',
  '长川期货',
  '北辰期货',
  '南屿期货',
  '金桥期货',
  '泰和期货',
  '明远期货',
  '天衡期货',
  '国鼎期货',
  '瑞丰期货',
  '嘉禾期货',
  '信达远期货',
  '汇通海期货',
  '恒岳期货',
  '广源期货',
  '盛川期货',
  '永安泰期货',
  '新湖滨期货',
  '弘业达期货',
  '方正和期货',
  '光耀期货',
  '宏源泰期货',
  '申江期货',
  '东海岸期货',
  '银河港期货',
  '海通达期货',
  '招远期货',
] as const;

export interface MemberRow {
  rank: number;
  broker: string;
  /** Lots held (or traded, for the volume list) that day. */
  value: number;
  /** Change against the previous trading day. */
  change: number;
}

type Side = 'long' | 'short' | 'volume';

const topCount = 20;
/** Share of the open interest (and of the volume) the top 20 members hold, as on the exchanges' lists. */
const topShare = { long: 0.62, short: 0.66, volume: 0.55 };

/**
 * Weight of each broker on a day index: a fixed size per product plus slow waves, so that
 * positions drift from day to day the way real member positions do, the same on every machine.
 */
function weightsOn(product: string, side: Side, dayIndex: number) {
  const random = createRandom(`members:${product}:${side}`);
  return simulatedBrokers.map(() => {
    const size = Math.exp(1.2 * random.normal());
    const phase = random.next() * 2 * Math.PI;
    const period = 10 + random.next() * 30;
    return size * Math.exp(0.35 * Math.sin(dayIndex / period + phase));
  });
}

/** Lots of every broker: the top 20 together hold `share` of the total. */
function lotsOn(product: string, side: Side, dayIndex: number, total: number) {
  const weights = weightsOn(product, side, dayIndex);
  const topSum = [...weights]
    .sort((a, b) => b - a)
    .slice(0, topCount)
    .reduce((a, b) => a + b, 0);
  return weights.map((weight) => Math.round((weight / topSum) * total * topShare[side]));
}

export interface DayTotals {
  openInterest: number;
  volume: number;
}

function rank(values: number[], before: number[]): MemberRow[] {
  return simulatedBrokers
    .map((broker, index) => ({
      broker,
      value: values[index] ?? 0,
      change: (values[index] ?? 0) - (before[index] ?? 0),
    }))
    .sort((a, b) => b.value - a.value)
    .slice(0, topCount)
    .map((row, index) => ({ rank: index + 1, ...row }));
}

/** A trading day: its day index (days since the epoch) and its totals. */
export interface RankedDay extends DayTotals {
  dayIndex: number;
}

/**
 * The exchange-style member lists of a product's main contract for one trading day, each change
 * against the previous trading day's lists as they were published (a Monday's against the Friday's).
 */
export function memberRankings(product: string, today: RankedDay, previous: RankedDay) {
  const lots = (side: Side, day: RankedDay) =>
    lotsOn(product, side, day.dayIndex, side === 'volume' ? day.volume : day.openInterest);
  const long = lots('long', today);
  const short = lots('short', today);
  const longBefore = lots('long', previous);
  const shortBefore = lots('short', previous);
  return {
    long: rank(long, longBefore),
    short: rank(short, shortBefore),
    volume: rank(lots('volume', today), lots('volume', previous)),
    /** Long minus short of every broker, largest net holdings first (net long positive). */
    net: simulatedBrokers
      .map((broker, index) => ({
        broker,
        value: (long[index] ?? 0) - (short[index] ?? 0),
        change: (long[index] ?? 0) - (short[index] ?? 0) - ((longBefore[index] ?? 0) - (shortBefore[index] ?? 0)),
      }))
      .sort((a, b) => Math.abs(b.value) - Math.abs(a.value))
      .slice(0, topCount)
      .map((row, index) => ({ rank: index + 1, ...row })),
  };
}
