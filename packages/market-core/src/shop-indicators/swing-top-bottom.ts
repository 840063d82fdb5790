import { type Bar, type ShopIndicatorCalc, lineColors } from './indicator-shape';
import { at, crossesAbove, crossesBelow, hhv, llv, markWhere, seriesOf, tdxSma } from './tdx-functions';

export const swingTopBottomDefaults = { period: 21, smoothing: 5, signalSmoothing: 3, topZone: 80, bottomZone: 20 };

/**
 * 波段顶底: a slow stochastic over a swing-length window. RSV = (C − LLV(L, N)) / (HHV(H, N) − LLV(L, N))
 * × 100 (50 on a window without range), the swing line SMA(RSV, M1, 1), its signal SMA(swing, M2, 1). A
 * top is the swing line crossing below its signal while the signal is above the top zone; a bottom the
 * mirror below the bottom zone. Marks sit at the signal line.
 */
export function calcSwingTopBottom(
  bars: readonly Bar[],
  { period, smoothing, signalSmoothing, topZone, bottomZone } = swingTopBottomDefaults,
) {
  const highs = hhv(seriesOf(bars, 'high'), period);
  const lows = llv(seriesOf(bars, 'low'), period);
  const rsv = bars.map((bar, index) => {
    const [high, low] = [at(highs, index), at(lows, index)];
    return high > low ? ((bar.close - low) / (high - low)) * 100 : 50;
  });
  const swing = tdxSma(rsv, smoothing, 1);
  const signal = tdxSma(swing, signalSmoothing, 1);
  const isTop = crossesBelow(swing, signal).map((crossed, index) => crossed && at(signal, index) > topZone);
  const isBottom = crossesAbove(swing, signal).map((crossed, index) => crossed && at(signal, index) < bottomZone);
  return {
    swing,
    signal,
    topZone: bars.map(() => topZone),
    bottomZone: bars.map(() => bottomZone),
    top: markWhere(isTop, signal),
    bottom: markWhere(isBottom, signal),
  };
}

export const swingTopBottom: ShopIndicatorCalc = {
  pane: 'sub',
  lines: [
    { key: 'swing', title: '波段线', kind: 'line', color: lineColors.main, style: 'thick' },
    { key: 'signal', title: '信号线', kind: 'line', color: lineColors.signal },
    { key: 'topZone', title: '顶部区', kind: 'line', color: lineColors.fall, style: 'dashed' },
    { key: 'bottomZone', title: '底部区', kind: 'line', color: lineColors.rise, style: 'dashed' },
  ],
  marks: [
    { key: 'top', title: '见顶', tone: 'fall' },
    { key: 'bottom', title: '见底', tone: 'rise' },
  ],
  calc: (bars) => calcSwingTopBottom(bars),
};
