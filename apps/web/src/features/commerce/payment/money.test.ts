import { describe, expect, it } from 'vitest';
import { toCents } from './money';

describe('toCents', () => {
  it('reads the server’s yuan figures into whole cents without float error', () => {
    expect(toCents('68.00')).toBe(6800);
    expect(toCents('0.29')).toBe(29);
    expect(toCents('1288')).toBe(128_800);
    expect(toCents('50.5')).toBe(5050);
    expect(toCents('-0.10')).toBe(-10);
  });
});
