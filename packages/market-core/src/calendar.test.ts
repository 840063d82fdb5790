import { describe, expect, it } from 'vitest';
import {
  beijingInstant,
  hasNightBefore,
  hasNightSessionOn,
  isTradingDay,
  nextTradingDay,
  previousTradingDay,
  sessionMinutes,
  tradingDayAt,
  tradingDaysBetween,
} from './calendar';

const commodityDay = '09:00-10:15,10:30-11:30,13:30-15:00';
const at = (date: string, hhmm: string) => beijingInstant(date, hhmm);

describe('trading days', () => {
  it('closes on Saturdays and Sundays', () => {
    expect(isTradingDay('2026-03-14')).toBe(false);
    expect(isTradingDay('2026-03-15')).toBe(false);
    expect(isTradingDay('2026-03-13')).toBe(true);
    expect(isTradingDay('2026-03-16')).toBe(true);
  });

  it('closes through the National Day holiday and opens again on 8 October 2026', () => {
    for (let day = 1; day <= 7; day++) expect(isTradingDay(`2026-10-0${day}`)).toBe(false);
    expect(isTradingDay('2026-09-30')).toBe(true);
    expect(isTradingDay('2026-10-08')).toBe(true);
    expect(nextTradingDay('2026-09-30')).toBe('2026-10-08');
    expect(previousTradingDay('2026-10-08')).toBe('2026-09-30');
  });

  it('closes on the Spring Festival weekdays and New Year', () => {
    expect(tradingDaysBetween('2026-02-13', '2026-02-24')).toEqual(['2026-02-13', '2026-02-24']);
    expect(isTradingDay('2026-01-01')).toBe(false);
    expect(isTradingDay('2026-01-02')).toBe(false);
    expect(nextTradingDay('2025-12-31')).toBe('2026-01-05');
  });

  it('counts the trading days of a span, both ends included', () => {
    expect(tradingDaysBetween('2026-03-09', '2026-03-16')).toEqual([
      '2026-03-09',
      '2026-03-10',
      '2026-03-11',
      '2026-03-12',
      '2026-03-13',
      '2026-03-16',
    ]);
    expect(tradingDaysBetween('2026-03-14', '2026-03-15')).toEqual([]);
  });
});

describe('tradingDayAt', () => {
  it('counts a Friday evening for the next Monday', () => {
    expect(tradingDayAt(at('2026-03-13', '21:30'))).toBe('2026-03-16');
  });

  it('counts the small hours of Saturday for the next Monday', () => {
    expect(tradingDayAt(at('2026-03-14', '01:00'))).toBe('2026-03-16');
    expect(tradingDayAt(at('2026-03-14', '02:29'))).toBe('2026-03-16');
  });

  it('counts a trading afternoon for that same day', () => {
    expect(tradingDayAt(at('2026-03-11', '14:00'))).toBe('2026-03-11');
    expect(tradingDayAt(at('2026-03-11', '09:00'))).toBe('2026-03-11');
    expect(tradingDayAt(at('2026-03-11', '16:59'))).toBe('2026-03-11');
  });

  it('counts a weekday evening for the next trading day', () => {
    expect(tradingDayAt(at('2026-03-11', '21:00'))).toBe('2026-03-12');
    expect(tradingDayAt(at('2026-03-12', '00:30'))).toBe('2026-03-12');
  });

  it('counts a weekend daytime and the eve of a holiday for the day trading resumes', () => {
    expect(tradingDayAt(at('2026-03-14', '10:00'))).toBe('2026-03-16');
    expect(tradingDayAt(at('2026-09-30', '21:30'))).toBe('2026-10-08');
    expect(tradingDayAt(at('2026-10-03', '12:00'))).toBe('2026-10-08');
  });
});

describe('sessionMinutes', () => {
  const withLateNight = { day: commodityDay, night: '21:00-01:00(+1)' };

  it('gives a night session to 01:00 240 minutes and the day session 225 on a normal Monday', () => {
    const minutes = sessionMinutes(withLateNight, '2026-03-16');
    expect(minutes).toHaveLength(240 + 225);
    // The night session runs on the Friday evening before and past midnight into Saturday.
    expect(minutes[0]).toBe(at('2026-03-13', '21:00'));
    expect(minutes[239]).toBe(at('2026-03-14', '00:59'));
    expect(minutes[240]).toBe(at('2026-03-16', '09:00'));
    expect(minutes.at(-1)).toBe(at('2026-03-16', '14:59'));
  });

  it('leaves out the morning break and lunch', () => {
    const minutes = new Set(sessionMinutes(withLateNight, '2026-03-16'));
    expect(minutes.has(at('2026-03-16', '10:14'))).toBe(true);
    expect(minutes.has(at('2026-03-16', '10:15'))).toBe(false);
    expect(minutes.has(at('2026-03-16', '10:30'))).toBe(true);
    expect(minutes.has(at('2026-03-16', '11:30'))).toBe(false);
    expect(minutes.has(at('2026-03-16', '13:29'))).toBe(false);
    expect(minutes.has(at('2026-03-16', '13:30'))).toBe(true);
    expect(minutes.has(at('2026-03-16', '15:00'))).toBe(false);
  });

  it('tells whether a date’s evening holds a night session', () => {
    expect(hasNightSessionOn('2026-03-13')).toBe(true); // a Friday: Monday follows an ordinary weekend
    expect(hasNightSessionOn('2026-09-30')).toBe(false); // before the National Day holiday
    expect(hasNightSessionOn('2026-03-14')).toBe(false); // a Saturday does not trade
  });

  it('holds no night session before the first trading day after a holiday', () => {
    expect(hasNightBefore('2026-10-08')).toBe(false);
    expect(hasNightBefore('2026-09-28')).toBe(false); // Friday 25 September is closed
    expect(hasNightBefore('2026-03-16')).toBe(true); // an ordinary weekend
    const minutes = sessionMinutes(withLateNight, '2026-10-08');
    expect(minutes).toHaveLength(225);
    expect(minutes[0]).toBe(at('2026-10-08', '09:00'));
  });

  it('runs a night session to 02:30 for 330 minutes', () => {
    expect(sessionMinutes({ day: commodityDay, night: '21:00-02:30(+1)' }, '2026-03-12')).toHaveLength(330 + 225);
    expect(sessionMinutes({ day: commodityDay, night: '21:00-23:00' }, '2026-03-12')).toHaveLength(120 + 225);
  });

  it('gives the stock-index futures 240 minutes and no night', () => {
    const minutes = sessionMinutes({ day: '09:30-11:30,13:00-15:00', night: null }, '2026-03-16');
    expect(minutes).toHaveLength(240);
    expect(minutes[0]).toBe(at('2026-03-16', '09:30'));
    expect(minutes.at(-1)).toBe(at('2026-03-16', '14:59'));
  });

  it('lists every minute once, in time order', () => {
    const minutes = sessionMinutes(withLateNight, '2026-03-16');
    for (let i = 1; i < minutes.length; i++) expect(minutes[i]).toBeGreaterThan(minutes[i - 1] ?? 0);
    expect(minutes.every((minute) => minute % 60_000 === 0)).toBe(true);
  });
});
