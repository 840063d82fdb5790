import { describe, expect, it } from 'vitest';
import { movingAveragesOf, trendOf } from './trend';

const rising = Array.from({ length: 60 }, (_, i) => i + 1);

describe('moving averages and trend', () => {
  it('averages the last 5, 20 and 60 closes', () => {
    expect(movingAveragesOf(rising)).toEqual([
      { days: 5, value: 58 },
      { days: 20, value: 50.5 },
      { days: 60, value: 30.5 },
    ]);
  });

  it('leaves out averages longer than the history', () => {
    expect(movingAveragesOf(rising.slice(0, 30)).map((average) => average.days)).toEqual([5, 20]);
  });

  it('sees bullish and bearish alignment', () => {
    expect(trendOf(61, movingAveragesOf(rising))).toBe('bullish_aligned');
    expect(trendOf(0, movingAveragesOf([...rising].reverse()))).toBe('bearish_aligned');
  });

  it('otherwise leans with the side of the longest average', () => {
    const averages = movingAveragesOf(rising);
    expect(trendOf(40, averages)).toBe('above');
    expect(trendOf(20, averages)).toBe('below');
  });
});
