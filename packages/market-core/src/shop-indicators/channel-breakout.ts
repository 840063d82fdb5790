import { type Bar, type ShopIndicatorCalc, lineColors } from './indicator-shape';
import { at, crossesAbove, crossesBelow, hhv, llv, markWhere, ref, seriesOf } from './tdx-functions';

export const channelBreakoutDefaults = { period: 20 };

/**
 * 通道突破, the Donchian channel the 海龟 (Turtle) rules trade: the highest high and lowest low of the N
 * bars before this one, and their midpoint. A breakout is the first close above the upper line (marked at
 * the bar's low), a breakdown the first close below the lower line (marked at its high).
 */
export function calcChannelBreakout(bars: readonly Bar[], { period } = channelBreakoutDefaults) {
  const closes = seriesOf(bars, 'close');
  const upper = ref(hhv(seriesOf(bars, 'high'), period), 1);
  const lower = ref(llv(seriesOf(bars, 'low'), period), 1);
  return {
    upper,
    middle: upper.map((value, index) => (value + at(lower, index)) / 2),
    lower,
    breakoutUp: markWhere(crossesAbove(closes, upper), seriesOf(bars, 'low')),
    breakoutDown: markWhere(crossesBelow(closes, lower), seriesOf(bars, 'high')),
  };
}

export const channelBreakout: ShopIndicatorCalc = {
  pane: 'price',
  lines: [
    { key: 'upper', title: '通道上轨', kind: 'line', color: lineColors.rise },
    { key: 'middle', title: '通道中轴', kind: 'line', color: lineColors.muted, style: 'dashed' },
    { key: 'lower', title: '通道下轨', kind: 'line', color: lineColors.fall },
  ],
  marks: [
    { key: 'breakoutUp', title: '向上突破', tone: 'rise' },
    { key: 'breakoutDown', title: '向下突破', tone: 'fall' },
  ],
  calc: (bars) => calcChannelBreakout(bars),
};
