/**
 * The indicators as 通达信 (TDX) defines them, one definition for the server's signals and the K-line
 * chart (which registers these in place of its library's own, docs/decisions.md "Market rules").
 * Series are aligned with their input; NaN where a value is not defined yet.
 */

/** Simple moving average MA(X, n); NaN until `period` values exist. */
export function sma(values: readonly number[], period: number): number[] {
  let sum = 0;
  return values.map((value, index) => {
    sum += value;
    if (index >= period) sum -= values[index - period] ?? 0;
    return index >= period - 1 ? sum / period : Number.NaN;
  });
}

/** EMA(X, n): Y = (2X + (n − 1)Y′) / (n + 1), seeded with the first value as TDX does. */
export function ema(values: readonly number[], period: number): number[] {
  const alpha = 2 / (period + 1);
  let previous = values[0] ?? 0;
  return values.map((value, index) => (previous = index === 0 ? value : alpha * value + (1 - alpha) * previous));
}

/** TDX's SMA(X, n, m): Y = (mX + (n − m)Y′) / n, from `seed` (the first value when none is given). */
function weightedAverage(values: readonly number[], period: number, weight: number, seed?: number): number[] {
  let previous = seed;
  return values.map((value) => {
    if (Number.isNaN(value)) return Number.NaN;
    previous =
      previous === undefined || Number.isNaN(previous)
        ? value
        : (weight * value + (period - weight) * previous) / period;
    return previous;
  });
}

/** MACD (12, 26, 9): DIF = EMA12 − EMA26, DEA = EMA9 of DIF, bar = 2 × (DIF − DEA). */
export function macd(closes: readonly number[], fast = 12, slow = 26, signal = 9) {
  const fastLine = ema(closes, fast);
  const slowLine = ema(closes, slow);
  const dif = closes.map((_, index) => (fastLine[index] ?? 0) - (slowLine[index] ?? 0));
  const dea = ema(dif, signal);
  return { dif, dea, histogram: dif.map((value, index) => 2 * (value - (dea[index] ?? 0))) };
}

export interface HighLowClose {
  high: number;
  low: number;
  close: number;
}

/**
 * KDJ (9, 3, 3): RSV = (C − LLV(L, 9)) / (HHV(H, 9) − LLV(L, 9)) × 100 over the bars there are;
 * K = SMA(RSV, 3, 1), D = SMA(K, 3, 1), both starting from 50; J = 3K − 2D. A window without range
 * (high = low) gives RSV 50.
 */
export function kdj(bars: readonly HighLowClose[], period = 9, kSmoothing = 3, dSmoothing = 3) {
  const rsv = bars.map((bar, index) => {
    const window = bars.slice(Math.max(0, index - period + 1), index + 1);
    const highest = Math.max(...window.map((item) => item.high));
    const lowest = Math.min(...window.map((item) => item.low));
    return highest === lowest ? 50 : ((bar.close - lowest) / (highest - lowest)) * 100;
  });
  const k = weightedAverage(rsv, kSmoothing, 1, 50);
  const d = weightedAverage(k, dSmoothing, 1, 50);
  return { k, d, j: k.map((value, index) => 3 * value - 2 * (d[index] ?? 0)) };
}

/**
 * RSI(n) = SMA(MAX(C − C′, 0), n, 1) / SMA(|C − C′|, n, 1) × 100 (Wilder's smoothing, as TDX), from
 * the second bar; 50 while prices have not moved.
 */
export function rsi(closes: readonly number[], period: number): number[] {
  const changes = closes.map((close, index) => (index === 0 ? Number.NaN : close - (closes[index - 1] ?? close)));
  const gains = weightedAverage(
    changes.map((change) => (Number.isNaN(change) ? change : Math.max(change, 0))),
    period,
    1,
  );
  const moves = weightedAverage(
    changes.map((change) => Math.abs(change)),
    period,
    1,
  );
  return gains.map((gain, index) => {
    const move = moves[index] ?? Number.NaN;
    if (Number.isNaN(move)) return Number.NaN;
    return move === 0 ? 50 : (gain / move) * 100;
  });
}

/**
 * BOLL (20, 2): the middle band MA(C, 20) and bands 2 standard deviations away, with TDX's STD: the
 * sample standard deviation (n − 1), not the population one. NaN until 20 closes exist.
 */
export function boll(closes: readonly number[], period = 20, width = 2) {
  const middle = sma(closes, period);
  const deviation = closes.map((_, index) => {
    if (index < period - 1) return Number.NaN;
    const window = closes.slice(index - period + 1, index + 1);
    const mean = middle[index] ?? 0;
    const squares = window.reduce((sum, close) => sum + (close - mean) ** 2, 0);
    return Math.sqrt(squares / (period - 1));
  });
  return {
    middle,
    upper: middle.map((value, index) => value + width * (deviation[index] ?? Number.NaN)),
    lower: middle.map((value, index) => value - width * (deviation[index] ?? Number.NaN)),
  };
}
