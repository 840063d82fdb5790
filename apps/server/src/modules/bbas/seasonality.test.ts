import { describe, expect, it } from 'vitest';
import { seasonalityOf } from './seasonality';

const days = [
  { date: '2023-12-29', close: 100 },
  { date: '2024-01-02', close: 101 },
  { date: '2024-01-31', close: 110 }, // Jan 2024: 110 / 100 − 1 = +10 %
  { date: '2024-02-29', close: 99 }, // Feb 2024: −10 %
  { date: '2024-03-29', close: 99 }, // Mar 2024: 0 %, not a rise
  { date: '2024-12-31', close: 110 }, // no November before it: December is not counted
  { date: '2025-01-27', close: 104.5 }, // Jan 2025: −5 %
  { date: '2025-02-28', close: 114.95 }, // Feb 2025: +10 %
  { date: '2025-03-03', close: 200 }, // the month under way: left out
];

describe('seasonality', () => {
  const result = seasonalityOf(days, '2025-03');
  const month = (n: number) => result.months[n - 1];

  it('averages each calendar month over the years, from the close of the month before', () => {
    expect(month(1)).toEqual({ month: 1, years: 2, average_return: 2.5, up_ratio: 50 });
    expect(month(2)).toEqual({ month: 2, years: 2, average_return: 0, up_ratio: 50 });
    expect(month(3)).toEqual({ month: 3, years: 1, average_return: 0, up_ratio: 0 });
  });

  it('leaves out the first month of the history and the month under way', () => {
    expect(result.from).toBe('2024-01');
    expect(result.to).toBe('2025-02');
    expect(month(12)).toEqual({ month: 12, years: 0, average_return: null, up_ratio: null });
  });

  it('answers twelve months with no figures for a short history', () => {
    const empty = seasonalityOf([{ date: '2025-03-03', close: 100 }], '2025-03');
    expect(empty.months).toHaveLength(12);
    expect(empty.months.every((entry) => entry.years === 0 && entry.average_return === null)).toBe(true);
    expect([empty.from, empty.to]).toEqual(['', '']);
  });
});
