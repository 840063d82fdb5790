import { describe, expect, it } from 'vitest';
import { type Bar, openBar } from '../../modules/market/bar';
import { beijingInstant } from '../../modules/market/calendar';
import { planResume } from './resume-plan';

const dayBar = (day: string, close: number, openInterest = 1000): Bar => ({
  ...openBar(beijingInstant(day, '00:00'), close, openInterest),
  volume: 10,
});
const minuteBar = (day: string, time: string, close: number, openInterest = 1000): Bar => ({
  ...openBar(beijingInstant(day, time), close, openInterest),
  volume: 1,
});

describe('planResume', () => {
  it('plans nothing when nothing is stored', () => {
    expect(planResume(undefined, '2026-03-11')).toBeUndefined();
    expect(planResume({ daily: [], spot: [], minutes: undefined }, '2026-03-11')).toBeUndefined();
  });

  it('opens the first day after the stored ones from the last stored close, open interest and spot', () => {
    const plan = planResume(
      {
        daily: [dayBar('2026-03-05', 3100), dayBar('2026-03-06', 3120, 1500)],
        spot: [dayBar('2026-03-05', 3150), dayBar('2026-03-06', 3160)],
        minutes: undefined,
      },
      '2026-03-11',
    );
    expect(plan).toEqual({
      lastDay: '2026-03-06',
      openFrom: { tradingDay: '2026-03-06', close: 3120, openInterest: 1500, spot: 3160 },
      today: undefined,
    });
  });

  it('takes a day’s end from its last minute bar, written more often than its daily bar', () => {
    const plan = planResume(
      {
        daily: [dayBar('2026-03-09', 3100), dayBar('2026-03-10', 3110)],
        spot: [],
        minutes: {
          tradingDay: '2026-03-10',
          bars: [minuteBar('2026-03-10', '09:00', 3111), minuteBar('2026-03-10', '09:01', 3125, 900)],
        },
      },
      '2026-03-11',
    );
    expect(plan?.openFrom).toEqual({ tradingDay: '2026-03-10', close: 3125, openInterest: 900, spot: undefined });
    expect(plan?.today).toBeUndefined();
  });

  it('goes on from today’s stored minutes, with the day before as the one today opened from', () => {
    const bars = [minuteBar('2026-03-11', '09:00', 3130), minuteBar('2026-03-11', '09:01', 3128)];
    const plan = planResume(
      {
        daily: [dayBar('2026-03-10', 3110, 1200), dayBar('2026-03-11', 3129)],
        spot: [dayBar('2026-03-10', 3140), dayBar('2026-03-11', 3141)],
        minutes: { tradingDay: '2026-03-11', bars },
      },
      '2026-03-11',
    );
    expect(plan).toEqual({
      lastDay: '2026-03-11',
      openFrom: { tradingDay: '2026-03-10', close: 3110, openInterest: 1200, spot: 3140 },
      today: { bars, spot: 3141 },
    });
  });
});
