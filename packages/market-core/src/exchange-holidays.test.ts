import { describe, expect, it } from 'vitest';
import closures from './exchange-closures.json' with { type: 'json' };
import { hasNightBefore, isTradingDay, nextTradingDay, useOfficialClosures } from './calendar';
import { expandSpans, isProvisionalYear } from './exchange-holidays';
import { provisionalClosures } from './provisional-holidays';

describe('the closed days of a year the exchanges have not announced (2027)', () => {
  it('are derived by rule and marked provisional', () => {
    expect(isProvisionalYear(2026)).toBe(false);
    expect(isProvisionalYear(2027)).toBe(true);
    expect(provisionalClosures(2027)).toEqual([
      '2027-01-01',
      '2027-02-05',
      '2027-02-08',
      '2027-02-09',
      '2027-02-10',
      '2027-02-11',
      '2027-02-12',
      '2027-04-05',
      '2027-05-03',
      '2027-05-04',
      '2027-05-05',
      '2027-06-09',
      '2027-09-15',
      '2027-10-01',
      '2027-10-04',
      '2027-10-05',
      '2027-10-06',
      '2027-10-07',
    ]);
  });

  it('close New Year’s Day and the Spring Festival weekdays, with no night session the evening before', () => {
    expect(isTradingDay('2027-01-01')).toBe(false);
    expect(nextTradingDay('2026-12-31')).toBe('2027-01-04');
    expect(hasNightBefore('2027-01-04')).toBe(false);
    // 除夕 is Friday 5 February 2027; trading resumes on Monday the 15th.
    expect(isTradingDay('2027-02-04')).toBe(true);
    expect(nextTradingDay('2027-02-04')).toBe('2027-02-15');
    expect(hasNightBefore('2027-02-15')).toBe(false);
    expect(hasNightBefore('2027-02-04')).toBe(true);
  });

  it('never trade a make-up working Saturday', () => {
    // The State Council's make-up days are Saturdays and Sundays; the exchanges stay shut on them.
    expect(isTradingDay('2026-02-14')).toBe(false);
    expect(isTradingDay('2027-02-20')).toBe(false);
  });
});

describe('the rule behind the provisional years', () => {
  it('gives the exchanges’ official 2024–2026 lists but for the single bridge days the State Council adds', () => {
    for (const [year, spans] of Object.entries(closures.years)) {
      const official = expandSpans(year, spans).filter((day) => ![0, 6].includes(new Date(day).getUTCDay()));
      const derived = provisionalClosures(Number(year));
      const bridges = official.filter((day) => !derived.includes(day));
      expect(
        derived.filter((day) => !official.includes(day)),
        year,
      ).toEqual([]);
      expect(bridges, year).toEqual({ 2024: ['2024-04-05', '2024-09-16'], 2025: [], 2026: ['2026-01-02'] }[year]);
    }
  });
});

describe('an official list loaded later', () => {
  it('replaces the derived one, and what was computed from it', () => {
    expect(isTradingDay('2027-02-04')).toBe(true);
    useOfficialClosures(2027, ['2027-01-01', ...expandSpans(2027, ['02-04..02-11'])]);
    expect(isProvisionalYear(2027)).toBe(false);
    expect(isTradingDay('2027-02-04')).toBe(false);
    expect(isTradingDay('2027-02-12')).toBe(true);
    expect(nextTradingDay('2027-02-03')).toBe('2027-02-12');
  });
});
