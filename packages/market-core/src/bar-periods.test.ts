import { describe, expect, it } from 'vitest';
import type { Bar } from './bar';
import { groupMinutes, groupWeeks } from './bar-periods';
import { beijingInstant } from './calendar';

/** A bar at a Beijing wall-clock time: [open, high, low, close, volume, open interest]. */
const bar = (date: string, hhmm: string, [open, high, low, close, volume, openInterest]: number[]): Bar => ({
  time: beijingInstant(date, hhmm),
  open: open ?? 0,
  high: high ?? 0,
  low: low ?? 0,
  close: close ?? 0,
  volume: volume ?? 0,
  openInterest: openInterest ?? 0,
});
const day = '2026-03-16';

describe('groupMinutes', () => {
  const minutes = [
    bar(day, '09:00', [3300, 3302, 3299, 3301, 10, 100]),
    bar(day, '09:01', [3301, 3304, 3300, 3303, 20, 110]),
    bar(day, '09:03', [3303, 3303, 3296, 3297, 5, 108]),
    bar(day, '09:04', [3297, 3299, 3297, 3298, 7, 105]),
    bar(day, '09:05', [3298, 3298, 3290, 3291, 30, 120]),
    bar(day, '09:09', [3291, 3295, 3291, 3294, 1, 121]),
    bar(day, '09:10', [3294, 3294, 3294, 3294, 2, 122]),
  ];

  it('folds five minutes into one bar starting on the Beijing clock', () => {
    expect(groupMinutes(minutes, 5)).toEqual([
      bar(day, '09:00', [3300, 3304, 3296, 3298, 42, 105]),
      bar(day, '09:05', [3298, 3298, 3290, 3294, 31, 121]),
      bar(day, '09:10', [3294, 3294, 3294, 3294, 2, 122]),
    ]);
  });

  it('returns one-minute bars as they are, and leaves its input alone', () => {
    const before = structuredClone(minutes);
    expect(groupMinutes(minutes, 1)).toEqual(minutes);
    groupMinutes(minutes, 15);
    expect(minutes).toEqual(before);
  });

  it('keeps the quarter hours on either side of the morning break apart', () => {
    const around = [
      bar(day, '10:13', [10, 12, 9, 11, 1, 1]),
      bar(day, '10:14', [11, 11, 8, 9, 2, 2]),
      bar(day, '10:30', [9, 9, 7, 8, 3, 3]),
      bar(day, '10:44', [8, 13, 8, 13, 4, 4]),
      bar(day, '10:45', [13, 14, 13, 14, 5, 5]),
    ];
    expect(groupMinutes(around, 15)).toEqual([
      bar(day, '10:00', [10, 12, 8, 9, 3, 2]),
      bar(day, '10:30', [9, 13, 7, 13, 7, 4]),
      bar(day, '10:45', [13, 14, 13, 14, 5, 5]),
    ]);
  });

  it('starts hourly bars on the hour, also in the afternoon and across midnight', () => {
    const afternoon = [
      bar(day, '13:30', [5, 6, 4, 5, 1, 1]),
      bar(day, '13:59', [5, 7, 5, 7, 1, 2]),
      bar(day, '14:00', [7, 7, 6, 6, 1, 3]),
      bar(day, '14:59', [6, 9, 6, 9, 1, 4]),
    ];
    expect(groupMinutes(afternoon, 60)).toEqual([
      bar(day, '13:00', [5, 7, 4, 7, 2, 2]),
      bar(day, '14:00', [7, 9, 6, 9, 2, 4]),
    ]);
    const night = [bar('2026-03-13', '23:59', [1, 1, 1, 1, 1, 1]), bar('2026-03-14', '00:00', [2, 2, 2, 2, 1, 1])];
    expect(groupMinutes(night, 60).map((grouped) => grouped.time)).toEqual([
      beijingInstant('2026-03-13', '23:00'),
      beijingInstant('2026-03-14', '00:00'),
    ]);
    expect(groupMinutes(night, 30).map((grouped) => grouped.time)).toEqual([
      beijingInstant('2026-03-13', '23:30'),
      beijingInstant('2026-03-14', '00:00'),
    ]);
  });
});

describe('groupWeeks', () => {
  const daily = (date: string, values: number[]) => bar(date, '00:00', values);

  it('folds Monday to Sunday into one bar and starts the next on Monday', () => {
    const days = [
      daily('2026-03-09', [100, 104, 99, 103, 10, 1000]),
      daily('2026-03-10', [103, 108, 102, 107, 20, 1010]),
      daily('2026-03-11', [107, 107, 95, 96, 30, 1020]),
      daily('2026-03-13', [96, 99, 96, 98, 40, 1005]),
      // Always-open demos trade at weekends too: Saturday and Sunday still belong to this week.
      daily('2026-03-14', [98, 98, 97, 97, 1, 1004]),
      daily('2026-03-15', [97, 101, 97, 100, 2, 1003]),
      daily('2026-03-16', [100, 102, 100, 101, 50, 1001]),
      daily('2026-03-17', [101, 101, 94, 95, 60, 999]),
    ];
    expect(groupWeeks(days)).toEqual([
      daily('2026-03-09', [100, 108, 95, 100, 103, 1003]),
      daily('2026-03-16', [100, 102, 94, 95, 110, 999]),
    ]);
  });

  it('dates a week that opens after a holiday by its first trading day', () => {
    const days = [
      daily('2026-09-30', [10, 11, 9, 10, 5, 50]),
      daily('2026-10-08', [10, 12, 10, 12, 6, 51]),
      daily('2026-10-09', [12, 13, 11, 11, 7, 52]),
    ];
    expect(groupWeeks(days)).toEqual([
      daily('2026-09-30', [10, 11, 9, 10, 5, 50]),
      daily('2026-10-08', [10, 13, 10, 11, 13, 52]),
    ]);
  });
});
