import type { Bar } from '../bar';
import { limitPriceOf } from '../product-spec';
import type { PatternHit } from './pattern-kinds';

export interface LimitMoveOptions {
  /** The product's tick size. */
  tick: number;
  /** Its daily price limit as a fraction of the previous settlement (priceLimitOf). */
  limitFraction: number;
}

/**
 * 涨停 / 跌停: a close at the limit price, on the tick grid as the exchanges round it. Bars carry no
 * settlement, so the previous bar's close stands in for it; meant for daily bars. A close beyond that limit
 * counts too: the true limit is reckoned from the settlement, which may lie above or below that close.
 */
export function detectLimitMoves(bars: readonly Bar[], { tick, limitFraction }: LimitMoveOptions): PatternHit[] {
  return bars.flatMap((bar, index): PatternHit[] => {
    const previous = bars[index - 1];
    if (!previous) return [];
    const limitUp = limitPriceOf(previous.close, limitFraction, tick);
    const limitDown = limitPriceOf(previous.close, -limitFraction, tick);
    if (bar.close >= limitUp) return [{ kind: 'limitUp', index, time: bar.time, note: `涨停价 ${limitUp}` }];
    if (bar.close <= limitDown) return [{ kind: 'limitDown', index, time: bar.time, note: `跌停价 ${limitDown}` }];
    return [];
  });
}
