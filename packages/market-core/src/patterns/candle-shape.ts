import type { Bar } from '../bar';

/** The parts of a candle that the shape patterns measure. */
export const bodyOf = (bar: Bar) => Math.abs(bar.close - bar.open);

export const rangeOf = (bar: Bar) => bar.high - bar.low;

export const upperShadowOf = (bar: Bar) => bar.high - Math.max(bar.open, bar.close);

export const lowerShadowOf = (bar: Bar) => Math.min(bar.open, bar.close) - bar.low;

/** 1 for a rising candle (阳线), −1 for a falling one (阴线), 0 when it closes where it opened. */
export const colorOf = (bar: Bar) => Math.sign(bar.close - bar.open);
