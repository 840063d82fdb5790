import { type Bar, type ShopIndicatorCalc, lineColors } from './indicator-shape';
import { at, ref, seriesOf, tdxEma, tdxMa, trueRange } from './tdx-functions';

export const trendBandDefaults = { period: 20, width: 1.5 };

/**
 * 多空趋势带: EMA(C, N) with a band K × ATR(N) either side. The trend is long (多头) while the close is
 * above a rising EMA and short (空头) while it is below a falling one; otherwise neither. `bull` and
 * `bear` repeat the middle line on those bars only, so the band's centre changes colour with the trend.
 */
export function calcTrendBand(bars: readonly Bar[], { period, width } = trendBandDefaults) {
  const middle = tdxEma(seriesOf(bars, 'close'), period);
  const range = tdxMa(trueRange(bars), period);
  const previous = ref(middle, 1);
  const isBull = bars.map((bar, index) => bar.close > at(middle, index) && at(middle, index) > at(previous, index));
  const isBear = bars.map((bar, index) => bar.close < at(middle, index) && at(middle, index) < at(previous, index));
  return {
    upper: middle.map((value, index) => value + width * at(range, index)),
    middle,
    lower: middle.map((value, index) => value - width * at(range, index)),
    bull: middle.map((value, index) => (isBull[index] ? value : Number.NaN)),
    bear: middle.map((value, index) => (isBear[index] ? value : Number.NaN)),
  };
}

export const trendBand: ShopIndicatorCalc = {
  pane: 'price',
  lines: [
    { key: 'upper', title: '上轨', kind: 'line', color: lineColors.muted, style: 'dashed' },
    { key: 'middle', title: '中轨', kind: 'line', color: lineColors.main },
    { key: 'lower', title: '下轨', kind: 'line', color: lineColors.muted, style: 'dashed' },
    { key: 'bull', title: '多头', kind: 'line', color: lineColors.rise, style: 'thick' },
    { key: 'bear', title: '空头', kind: 'line', color: lineColors.fall, style: 'thick' },
  ],
  marks: [],
  calc: (bars) => calcTrendBand(bars),
};
