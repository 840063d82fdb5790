import { describe, expect, it } from 'vitest';
import { decimalsOf, formatPrice, formatSigned } from './price-format';

describe('price format', () => {
  it('shows as many decimals as the tick has', () => {
    expect(decimalsOf(1)).toBe(0);
    expect(decimalsOf(0.2)).toBe(1);
    expect(decimalsOf(0.02)).toBe(2);
  });

  it('signs differences and hides float noise', () => {
    expect(formatSigned(12)).toBe('+12');
    expect(formatSigned(3500.2 - 3500.6, 1)).toBe('-0.4');
    expect(formatSigned(-0.001, 2)).toBe('0.00');
    expect(formatSigned(0)).toBe('0');
  });

  it('keeps a price at its tick decimals', () => {
    expect(formatPrice(758.1, 2)).toBe('758.10');
    expect(formatPrice(3503, 0)).toBe('3503');
  });
});
