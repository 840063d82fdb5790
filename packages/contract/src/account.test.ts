import { describe, expect, it } from 'vitest';
import { membershipType } from './account';

const user = (isVip: number, moneyLevel: number) => ({ level: { isVip, moneyLevel } });

describe('membershipType', () => {
  it('is 1 for a guest or a non-member', () => {
    expect(membershipType(null)).toBe(1);
    expect(membershipType(undefined)).toBe(1);
    expect(membershipType(user(0, 1))).toBe(1);
  });

  it('is 2 for a VIP member', () => {
    expect(membershipType(user(1, 1))).toBe(2);
  });

  it('is 3 once moneyLevel is above 1, member or not', () => {
    expect(membershipType(user(0, 2))).toBe(3);
    expect(membershipType(user(1, 3))).toBe(3);
  });
});
