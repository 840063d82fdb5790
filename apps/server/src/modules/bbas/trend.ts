export interface MovingAverage {
  days: number;
  value: number;
}

/** The moving averages traders read on a daily chart: 5, 20 and 60 days. */
const averageDays = [5, 20, 60];

/** The simple moving averages of the last closes, shortest first; periods longer than the history are left out. */
export function movingAveragesOf(closes: readonly number[]): MovingAverage[] {
  return averageDays
    .filter((days) => closes.length >= days)
    .map((days) => ({ days, value: closes.slice(-days).reduce((sum, close) => sum + close, 0) / days }));
}

export type Trend = 'bullish_aligned' | 'bearish_aligned' | 'above' | 'below';

/**
 * Bullish alignment (多头排列): the price above every average and each shorter average above the
 * longer one; bearish alignment the mirror. Otherwise the side of the longest average tells the lean.
 */
export function trendOf(last: number, averages: readonly MovingAverage[]): Trend {
  const values = averages.map((average) => average.value);
  const shortOverLong = values.every((value, index) => index === 0 || (values[index - 1] as number) > value);
  const shortUnderLong = values.every((value, index) => index === 0 || (values[index - 1] as number) < value);
  if (values.length >= 2 && shortOverLong && last > (values[0] as number)) return 'bullish_aligned';
  if (values.length >= 2 && shortUnderLong && last < (values[0] as number)) return 'bearish_aligned';
  return last >= (values.at(-1) ?? last) ? 'above' : 'below';
}
