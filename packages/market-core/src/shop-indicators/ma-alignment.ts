import type { Bar, ShopIndicatorCalc } from './indicator-shape';
import { at, markWhere, ref, seriesOf, tdxMa } from './tdx-functions';

export const maAlignmentDefaults: { periods: readonly [number, number, number, number] } = {
  periods: [5, 10, 20, 60],
};

/**
 * 均线多头排列: a score from −4 to 4, the signs of MA5 − MA10, MA10 − MA20, MA20 − MA60 and of the MA60's
 * own step from the bar before (a pair that is level counts 0). 4 is a full bull alignment over a rising
 * MA60, −4 a full bear one; the marks fall on the first bar of each.
 */
export function calcMaAlignment(bars: readonly Bar[], { periods } = maAlignmentDefaults) {
  const closes = seriesOf(bars, 'close');
  const [fastPeriod, middlePeriod, slowPeriod, longPeriod] = periods;
  const fast = tdxMa(closes, fastPeriod);
  const middle = tdxMa(closes, middlePeriod);
  const slow = tdxMa(closes, slowPeriod);
  const longest = tdxMa(closes, longPeriod);
  const previousLongest = ref(longest, 1);
  const score = closes.map(
    (_, index) =>
      Math.sign(at(fast, index) - at(middle, index)) +
      Math.sign(at(middle, index) - at(slow, index)) +
      Math.sign(at(slow, index) - at(longest, index)) +
      Math.sign(at(longest, index) - at(previousLongest, index)),
  );
  const previous = ref(score, 1);
  return {
    score,
    bullAligned: markWhere(
      score.map((value, index) => value === 4 && at(previous, index) < 4),
      4,
    ),
    bearAligned: markWhere(
      score.map((value, index) => value === -4 && at(previous, index) > -4),
      -4,
    ),
  };
}

export const maAlignment: ShopIndicatorCalc = {
  pane: 'sub',
  lines: [{ key: 'score', title: '排列分', kind: 'bar' }],
  marks: [
    { key: 'bullAligned', title: '多头排列', tone: 'rise' },
    { key: 'bearAligned', title: '空头排列', tone: 'fall' },
  ],
  calc: (bars) => calcMaAlignment(bars),
};
