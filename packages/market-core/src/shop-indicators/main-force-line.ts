import { type Bar, type ShopIndicatorCalc, lineColors } from './indicator-shape';
import { guardedRatio, seriesOf, tdxEma } from './tdx-functions';

export const mainForceLineDefaults = { period: 20, signalPeriod: 5 };

/**
 * 主力资金线: where each bar closes in its range, from −1 at the low to +1 at the high (0 on a bar without
 * range), weighted by its volume and averaged: EMA(CLV × VOL, N) / EMA(VOL, N) × 100, between −100 and
 * 100. Closes near the highs on heavy volume lift it. The signal line is its EMA(M).
 */
export function calcMainForceLine(bars: readonly Bar[], { period, signalPeriod } = mainForceLineDefaults) {
  const flows = bars.map((bar) => {
    const location = bar.high > bar.low ? (2 * bar.close - bar.high - bar.low) / (bar.high - bar.low) : 0;
    return location * bar.volume;
  });
  const main = guardedRatio(tdxEma(flows, period), tdxEma(seriesOf(bars, 'volume'), period), 100);
  return { main, signal: tdxEma(main, signalPeriod) };
}

export const mainForceLine: ShopIndicatorCalc = {
  pane: 'sub',
  lines: [
    { key: 'main', title: '主力线', kind: 'line', color: lineColors.main, style: 'thick' },
    { key: 'signal', title: '信号线', kind: 'line', color: lineColors.signal },
  ],
  marks: [],
  calc: (bars) => calcMainForceLine(bars),
};
