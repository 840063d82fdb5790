import { describe, expect, it } from 'vitest';
import { generateSmsCode, hashSmsCode } from './sms-code';

describe('SMS codes', () => {
  it('are four digits, zeros included, and vary', () => {
    const codes = Array.from({ length: 2000 }, generateSmsCode);
    for (const code of codes) expect(code).toMatch(/^\d{4}$/);
    expect(new Set(codes).size).toBeGreaterThan(1000);
    expect(codes.some((code) => code.startsWith('0'))).toBe(true);
  });

  it('hash differently for another phone or another event', () => {
    const base = { mobile: '13912345678', event: 'mobile_login', code: '1234' };
    const hash = hashSmsCode(base);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hashSmsCode({ ...base })).toBe(hash);
    expect(hashSmsCode({ ...base, mobile: '13912345679' })).not.toBe(hash);
    expect(hashSmsCode({ ...base, event: 'reset_pwd' })).not.toBe(hash);
    expect(hashSmsCode({ ...base, code: '1235' })).not.toBe(hash);
  });
});
