import { type Bar, type ShopIndicatorCalc, lineColors } from './indicator-shape';
import { at, delta, guardedRatio, hhv, llv, markWhere, ref, seriesOf, tdxEma } from './tdx-functions';

export const volumePriceDivergenceDefaults = { period: 12, lookback: 20 };

/**
 * 量价背离. The oscillator weighs each close-to-close change by its volume:
 * EMA(ΔC × VOL, N) / EMA(|ΔC| × VOL, N) × 100, from −100 (every lot traded on falls) to 100. A top
 * divergence is a bar at the M-bar high while the oscillator is below its own M-bar high and falling;
 * a bottom divergence mirrors it. Marks sit at the oscillator's value.
 */
export function calcVolumePriceDivergence(bars: readonly Bar[], { period, lookback } = volumePriceDivergenceDefaults) {
  const changes = delta(seriesOf(bars, 'close'));
  const flows = bars.map((bar, index) => at(changes, index) * bar.volume);
  const moves = bars.map((bar, index) => Math.abs(at(changes, index)) * bar.volume);
  const osc = guardedRatio(tdxEma(flows, period), tdxEma(moves, period), 100);
  const highs = hhv(seriesOf(bars, 'high'), lookback);
  const lows = llv(seriesOf(bars, 'low'), lookback);
  const oscHighs = hhv(osc, lookback);
  const oscLows = llv(osc, lookback);
  const previous = ref(osc, 1);
  const isTop = bars.map(
    (bar, index) =>
      bar.high >= at(highs, index) && at(osc, index) < at(oscHighs, index) && at(osc, index) < at(previous, index),
  );
  const isBottom = bars.map(
    (bar, index) =>
      bar.low <= at(lows, index) && at(osc, index) > at(oscLows, index) && at(osc, index) > at(previous, index),
  );
  return { osc, top: markWhere(isTop, osc), bottom: markWhere(isBottom, osc) };
}

export const volumePriceDivergence: ShopIndicatorCalc = {
  pane: 'sub',
  lines: [{ key: 'osc', title: '量价动量', kind: 'line', color: lineColors.main, style: 'thick' }],
  marks: [
    { key: 'top', title: '顶背离', tone: 'fall' },
    { key: 'bottom', title: '底背离', tone: 'rise' },
  ],
  calc: (bars) => calcVolumePriceDivergence(bars),
};
