import { describe, expect, it } from 'vitest';
import { beijingDay, changeColor, clockDuration, formatAmount, formatPercent, formatSignedAmount } from './format';

describe('formatAmount', () => {
  it('keeps numbers below five digits as they are', () => {
    expect(formatAmount(9999)).toBe('9999');
    expect(formatAmount(12.345)).toBe('12.35');
    expect(formatAmount(0)).toBe('0');
  });

  it('uses 万 from five digits with two decimals', () => {
    expect(formatAmount(10_000)).toBe('1.00万');
    expect(formatAmount(123_456)).toBe('12.35万');
    expect(formatAmount(99_999_999)).toBe('10000.00万');
  });

  it('uses 亿 from nine digits with two decimals', () => {
    expect(formatAmount(100_000_000)).toBe('1.00亿');
    expect(formatAmount(1_234_567_890, '元')).toBe('12.35亿元');
  });

  it('keeps the sign of negative amounts', () => {
    expect(formatAmount(-250_000)).toBe('-25.00万');
  });

  it('shows -- for a missing value', () => {
    expect(formatAmount(null)).toBe('--');
    expect(formatAmount(Number.NaN)).toBe('--');
  });
});

describe('formatSignedAmount', () => {
  it('puts a plus before a rise and keeps falls and zero as they are', () => {
    expect(formatSignedAmount(12_000)).toBe('+1.20万');
    expect(formatSignedAmount(-350)).toBe('-350');
    expect(formatSignedAmount(0)).toBe('0');
    expect(formatSignedAmount(undefined)).toBe('--');
  });
});

describe('formatPercent', () => {
  it('signs rises and keeps two decimals', () => {
    expect(formatPercent(1.254)).toBe('+1.25%');
    expect(formatPercent(-0.4)).toBe('-0.40%');
    expect(formatPercent(0)).toBe('0.00%');
  });
});

describe('changeColor', () => {
  it('paints rises red and falls green, flat uncoloured', () => {
    expect(changeColor(0.5)).toBe('#FF2424');
    expect(changeColor(-0.5)).toBe('#13BC5C');
    expect(changeColor(0.5, true)).toBe('#FFD3D3');
    expect(changeColor(-0.5, true)).toBe('#D0F2DE');
    expect(changeColor(0)).toBeUndefined();
  });
});

describe('beijingDay', () => {
  it('turns the day at midnight Beijing time, 16:00 UTC', () => {
    expect(beijingDay(new Date('2026-03-01T15:59:59Z'))).toBe('2026-03-01');
    expect(beijingDay(new Date('2026-03-01T16:00:00Z'))).toBe('2026-03-02');
  });
});

describe('clockDuration', () => {
  it('shows a length as a player does, seconds padded', () => {
    expect(clockDuration(4)).toBe('0:04');
    expect(clockDuration(754)).toBe('12:34');
  });
});
