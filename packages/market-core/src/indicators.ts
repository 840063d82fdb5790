/** Simple moving average; NaN until `period` values exist. */
export function sma(values: readonly number[], period: number): number[] {
  let sum = 0;
  return values.map((value, index) => {
    sum += value;
    if (index >= period) sum -= values[index - period] ?? 0;
    return index >= period - 1 ? sum / period : Number.NaN;
  });
}

/** Exponential moving average seeded with the first value (as Chinese charting software does). */
export function ema(values: readonly number[], period: number): number[] {
  const alpha = 2 / (period + 1);
  let previous = values[0] ?? 0;
  return values.map((value, index) => (previous = index === 0 ? value : alpha * value + (1 - alpha) * previous));
}

/** MACD (12, 26, 9): DIF = EMA12 − EMA26, DEA = EMA9 of DIF, histogram = 2 × (DIF − DEA). */
export function macd(closes: readonly number[], fast = 12, slow = 26, signal = 9) {
  const fastLine = ema(closes, fast);
  const slowLine = ema(closes, slow);
  const dif = closes.map((_, index) => (fastLine[index] ?? 0) - (slowLine[index] ?? 0));
  const dea = ema(dif, signal);
  return { dif, dea, histogram: dif.map((value, index) => 2 * (value - (dea[index] ?? 0))) };
}
