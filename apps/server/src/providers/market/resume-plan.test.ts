import { describe, expect, it } from 'vitest';
import { type Bar, openBar } from '@vce/market-core/bar';
import { beijingInstant } from '@vce/market-core/calendar';
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
    expect(planResume({ daily: [], spot: [], settle: [], minutes: undefined }, '2026-03-11')).toBeUndefined();
  });

  it('opens the first day after the stored ones from the last stored close, open interest and spot', () => {
    const plan = planResume(
      {
        daily: [dayBar('2026-03-05', 3100), dayBar('2026-03-06', 3120, 1500)],
        spot: [dayBar('2026-03-05', 3150), dayBar('2026-03-06', 3160)],
        settle: [dayBar('2026-03-05', 3098), dayBar('2026-03-06', 3114)],
        minutes: undefined,
      },
      '2026-03-11',
    );
    expect(plan).toEqual({
      lastDay: '2026-03-06',
      openFrom: { tradingDay: '2026-03-06', close: 3120, openInterest: 1500, spot: 3160, settle: 3114 },
      today: undefined,
      cutShort: undefined,
    });
  });

  it('takes a day’s end from its last minute bar, written more often than its daily bar', () => {
    const plan = planResume(
      {
        daily: [dayBar('2026-03-09', 3100), dayBar('2026-03-10', 3110)],
        spot: [],
        settle: [],
        minutes: {
          tradingDay: '2026-03-10',
          bars: [minuteBar('2026-03-10', '09:00', 3111), minuteBar('2026-03-10', '09:01', 3125, 900)],
        },
      },
      '2026-03-11',
    );
    expect(plan?.openFrom).toEqual({
      tradingDay: '2026-03-10',
      close: 3125,
      openInterest: 900,
      spot: undefined,
      settle: undefined,
    });
    expect(plan?.today).toBeUndefined();
  });

  it('goes on from today’s stored minutes, with the day before as the one today opened from', () => {
    const bars = [minuteBar('2026-03-11', '09:00', 3130), minuteBar('2026-03-11', '09:01', 3128)];
    const plan = planResume(
      {
        daily: [dayBar('2026-03-10', 3110, 1200), dayBar('2026-03-11', 3129)],
        spot: [dayBar('2026-03-10', 3140), dayBar('2026-03-11', 3141)],
        settle: [dayBar('2026-03-10', 3105)],
        minutes: { tradingDay: '2026-03-11', bars },
      },
      '2026-03-11',
    );
    expect(plan).toEqual({
      lastDay: '2026-03-11',
      openFrom: { tradingDay: '2026-03-10', close: 3110, openInterest: 1200, spot: 3140, settle: 3105 },
      today: { bars, spot: 3141 },
      cutShort: undefined,
    });
  });

  it('finishes a past day cut short from its stored minutes when its daily bar is not stored', () => {
    const bars = [minuteBar('2026-03-10', '09:00', 3111), minuteBar('2026-03-10', '10:30', 3125, 900)];
    const plan = planResume(
      {
        daily: [dayBar('2026-03-09', 3100)],
        spot: [dayBar('2026-03-09', 3140)],
        settle: [dayBar('2026-03-09', 3102)],
        minutes: { tradingDay: '2026-03-10', bars },
      },
      '2026-03-11',
    );
    expect(plan?.cutShort).toMatchObject({
      tradingDay: '2026-03-10',
      bars,
      openFrom: { tradingDay: '2026-03-09', close: 3100, settle: 3102 },
    });
    expect(plan?.openFrom).toMatchObject({ tradingDay: '2026-03-10', close: 3125, settle: undefined });
  });
});
