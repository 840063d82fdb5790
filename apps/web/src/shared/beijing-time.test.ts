import { describe, expect, it } from 'vitest';
import { formatBeijingTime } from './beijing-time';

describe('Beijing time', () => {
  it('shows an instant as Beijing time at each precision, wherever the browser is', () => {
    const instant = Date.parse('2026-05-08T06:35:08Z');
    expect(formatBeijingTime(instant, 'day')).toBe('2026/05/08');
    expect(formatBeijingTime(instant, 'minute')).toBe('05/08 14:35');
    expect(formatBeijingTime(instant, 'second')).toBe('14:35:08');
    expect(formatBeijingTime(instant, 'dateTime')).toBe('2026/05/08 14:35:08');
  });
});
