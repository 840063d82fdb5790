import type { Bar } from '../bar';
import { bodyOf, colorOf, lowerShadowOf, rangeOf, upperShadowOf } from './candle-shape';
import type { PatternHit } from './pattern-kinds';

/**
 * The candle shapes as Nison's "Japanese Candlestick Charting Techniques" defines them. A reversal shape
 * only means something after a move to reverse, so engulfing and hammer look at the trend before them.
 */

/** Five bars, a week of daily bars: the short-term trend Nison asks a reversal shape to follow. */
const reversalTrendSpan = 5;

export const engulfingDefaults = { trendSpan: reversalTrendSpan };

export const hammerDefaults = {
  trendSpan: reversalTrendSpan,
  /** The lower shadow at least twice the body: Nison's own figure. */
  lowerShadowToBody: 2,
  /**
   * "No or a very short upper shadow": at most a tenth of the range. Measured on the range, not the body,
   * because a hammer's body may be a single tick.
   */
  upperShadowToRange: 0.1,
};

export const dojiDefaults = {
  /** A body of at most a tenth of the range: on fine futures ticks an exact open = close is rare. */
  bodyToRange: 0.1,
};

/**
 * The direction closes moved over the `span` bars before bar `first`: 1 up, −1 down, 0 when flat or when
 * there are too few bars to tell.
 */
function trendBefore(bars: readonly Bar[], first: number, span: number) {
  const last = bars[first - 1];
  const start = bars[first - 1 - span];
  return last && start ? Math.sign(last.close - start.close) : 0;
}

const coversBody = (outer: Bar, inner: Bar) =>
  Math.min(outer.open, outer.close) <= Math.min(inner.open, inner.close) &&
  Math.max(outer.open, outer.close) >= Math.max(inner.open, inner.close);

/**
 * 看涨吞没 / 看跌吞没: a candle of the other colour whose body covers the previous body and is longer
 * (equal ends allowed, as intraday bars open where the last one closed), after a trend against it.
 */
export function detectEngulfing(bars: readonly Bar[], { trendSpan } = engulfingDefaults): PatternHit[] {
  return bars.flatMap((bar, index): PatternHit[] => {
    const previous = bars[index - 1];
    const color = colorOf(bar);
    if (!previous || color === 0 || colorOf(previous) !== -color) return [];
    if (!coversBody(bar, previous) || bodyOf(bar) <= bodyOf(previous)) return [];
    if (trendBefore(bars, index - 1, trendSpan) !== -color) return [];
    return [{ kind: color > 0 ? 'bullishEngulfing' : 'bearishEngulfing', index, time: bar.time }];
  });
}

/** 锤子线: a long lower shadow under a small body at the top of the range, after a decline. */
export function detectHammers(
  bars: readonly Bar[],
  { trendSpan, lowerShadowToBody, upperShadowToRange } = hammerDefaults,
): PatternHit[] {
  return bars.flatMap((bar, index): PatternHit[] => {
    const range = rangeOf(bar);
    const isHammer =
      range > 0 &&
      lowerShadowOf(bar) >= lowerShadowToBody * bodyOf(bar) &&
      upperShadowOf(bar) <= upperShadowToRange * range &&
      trendBefore(bars, index, trendSpan) < 0;
    return isHammer ? [{ kind: 'hammer', index, time: bar.time }] : [];
  });
}

/** 十字星: open and close nearly equal within a range; a bar that never moved is no doji. */
export function detectDojis(bars: readonly Bar[], { bodyToRange } = dojiDefaults): PatternHit[] {
  return bars.flatMap((bar, index): PatternHit[] => {
    const range = rangeOf(bar);
    return range > 0 && bodyOf(bar) <= bodyToRange * range ? [{ kind: 'doji', index, time: bar.time }] : [];
  });
}
