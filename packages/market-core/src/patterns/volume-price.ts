import type { Bar } from '../bar';
import { at, ref, seriesOf, tdxMa, trueRange } from '../shop-indicators/tdx-functions';
import { bodyOf, colorOf } from './candle-shape';
import type { PatternHit } from './pattern-kinds';

export const volumePriceDefaults = {
  /** The yardstick is the 20 bars before, about a month of daily bars, as the shop's 持仓异动 measures. */
  period: 20,
  /**
   * Volume at least 1.5 times its mean: the 放量 line of most Chinese textbooks (量比 1.5). Paired
   * with a body of a whole average range it picks out the heavy, decisive bars, not every busy day.
   */
  volumeMultiple: 1.5,
  /**
   * A body at least one average true range long: a decided move on any bar period, where a fixed percent
   * would suit daily bars and never fire on minute bars.
   */
  bodyToAtr: 1,
};

/**
 * 放量上涨 / 放量下跌: volume at least K times its mean over the N bars before, with a body at least M times
 * the average true range of those bars, rising or falling. The bar itself is left out of both yardsticks,
 * so a surge does not raise its own bar.
 */
export function detectVolumePriceMoves(
  bars: readonly Bar[],
  { period, volumeMultiple, bodyToAtr } = volumePriceDefaults,
): PatternHit[] {
  const meanVolume = ref(tdxMa(seriesOf(bars, 'volume'), period), 1);
  const averageRange = ref(tdxMa(trueRange(bars), period), 1);
  return bars.flatMap((bar, index): PatternHit[] => {
    const mean = at(meanVolume, index);
    const isHeavy = mean > 0 && bar.volume >= volumeMultiple * mean;
    // Asked as "at least", so that a yardstick not defined yet (NaN) answers no.
    const isLong = bodyOf(bar) >= bodyToAtr * at(averageRange, index);
    if (!isHeavy || !isLong || colorOf(bar) === 0) return [];
    const note = `成交量为前${period}根均量的 ${(bar.volume / mean).toFixed(1)} 倍`;
    return [{ kind: colorOf(bar) > 0 ? 'volumePriceSurge' : 'volumePriceDrop', index, time: bar.time, note }];
  });
}
