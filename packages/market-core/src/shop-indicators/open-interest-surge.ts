import { type Bar, type ShopIndicatorCalc, lineColors } from './indicator-shape';
import { at, delta, markWhere, ref, seriesOf, tdxMa } from './tdx-functions';

export const openInterestSurgeDefaults = { period: 20, multiple: 2 };

/**
 * 持仓异动: the bar's change in open interest against K times its average size over the N bars before
 * (the bar itself left out, so a surge does not raise its own bar). A surge is read with the price:
 * 增仓上涨 (new longs pressing), 增仓下跌 (new shorts), 减仓上涨 (shorts covering), 减仓下跌 (longs leaving).
 */
export function calcOpenInterestSurge(bars: readonly Bar[], { period, multiple } = openInterestSurgeDefaults) {
  const change = delta(seriesOf(bars, 'openInterest'));
  const averageSize = tdxMa(
    change.map((value) => Math.abs(value)),
    period,
  );
  const limit = ref(averageSize, 1).map((average) => multiple * average);
  const priceMove = delta(seriesOf(bars, 'close'));
  const isAdded = change.map((value, index) => value > at(limit, index));
  const isCut = change.map((value, index) => value < -at(limit, index));
  const withPrice = (isSurge: boolean[], direction: 1 | -1) =>
    markWhere(
      isSurge.map((holds, index) => holds && Math.sign(at(priceMove, index)) === direction),
      change,
    );
  return {
    change,
    upperLimit: limit,
    lowerLimit: limit.map((value) => -value),
    addedRising: withPrice(isAdded, 1),
    addedFalling: withPrice(isAdded, -1),
    cutRising: withPrice(isCut, 1),
    cutFalling: withPrice(isCut, -1),
  };
}

export const openInterestSurge: ShopIndicatorCalc = {
  pane: 'sub',
  lines: [
    { key: 'change', title: '持仓变化', kind: 'bar' },
    { key: 'upperLimit', title: '增仓异动线', kind: 'line', color: lineColors.muted, style: 'dashed' },
    { key: 'lowerLimit', title: '减仓异动线', kind: 'line', color: lineColors.muted, style: 'dashed' },
  ],
  marks: [
    { key: 'addedRising', title: '增仓上涨', tone: 'rise' },
    { key: 'addedFalling', title: '增仓下跌', tone: 'fall' },
    { key: 'cutRising', title: '减仓上涨', tone: 'rise' },
    { key: 'cutFalling', title: '减仓下跌', tone: 'fall' },
  ],
  calc: (bars) => calcOpenInterestSurge(bars),
};
