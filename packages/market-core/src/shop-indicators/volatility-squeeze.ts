import { boll } from '../indicators';
import type { Bar, ShopIndicatorCalc } from './indicator-shape';
import { at, hhv, llv, markWhere, seriesOf, tdxEma, tdxMa, trueRange } from './tdx-functions';

export const volatilitySqueezeDefaults = { period: 20, keltnerWidth: 1.5, smoothing: 5 };

/**
 * 波动率收缩: the squeeze is on while the Bollinger bands (MA(C, N) ± 2 sample STD) sit inside a Keltner
 * channel of ± K × ATR(N), that is while 2 × STD < K × ATR. The momentum bars are
 * EMA(C − ((HHV(H, N) + LLV(L, N)) / 2 + MA(C, N)) / 2, M): the close against the middle of the range and
 * the average. A release is the first bar after a squeeze, marked by the momentum's direction.
 */
export function calcVolatilitySqueeze(
  bars: readonly Bar[],
  { period, keltnerWidth, smoothing } = volatilitySqueezeDefaults,
) {
  const closes = seriesOf(bars, 'close');
  const bands = boll(closes, period, 2);
  const range = tdxMa(trueRange(bars), period);
  const isSqueezed = bars.map(
    (_, index) => at(bands.upper, index) - at(bands.middle, index) < keltnerWidth * at(range, index),
  );
  const highs = hhv(seriesOf(bars, 'high'), period);
  const lows = llv(seriesOf(bars, 'low'), period);
  const momentum = tdxEma(
    closes.map((close, index) => close - ((at(highs, index) + at(lows, index)) / 2 + at(bands.middle, index)) / 2),
    smoothing,
  );
  const released = (direction: 1 | -1) =>
    isSqueezed.map(
      (squeezed, index) => isSqueezed[index - 1] === true && !squeezed && Math.sign(at(momentum, index)) === direction,
    );
  return {
    momentum,
    squeeze: markWhere(isSqueezed, 0),
    releaseUp: markWhere(released(1), 0),
    releaseDown: markWhere(released(-1), 0),
  };
}

export const volatilitySqueeze: ShopIndicatorCalc = {
  pane: 'sub',
  lines: [{ key: 'momentum', title: '动能', kind: 'bar' }],
  marks: [
    { key: 'squeeze', title: '压缩中', tone: 'neutral' },
    { key: 'releaseUp', title: '向上释放', tone: 'rise' },
    { key: 'releaseDown', title: '向下释放', tone: 'fall' },
  ],
  calc: (bars) => calcVolatilitySqueeze(bars),
};
