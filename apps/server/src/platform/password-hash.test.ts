import { isPasswordAllowed } from '@vce/contract/account-fields';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password-hash';

describe('the password policy', () => {
  it('accepts 6 to 11 characters with letters and digits', () => {
    for (const ok of ['abc123', 'Abcdef12345', 'a1!@#$', 'Pass_word1']) expect(isPasswordAllowed(ok), ok).toBe(true);
  });

  it('refuses short, long, letter-only, digit-only and spaced passwords', () => {
    for (const bad of ['ab12', 'abcdef123456', 'abcdefgh', '12345678', 'abc 123', '密码abc123', '']) {
      expect(isPasswordAllowed(bad), bad).toBe(false);
    }
  });
});

describe('password hashes', () => {
  it('are argon2id, salted, and verify only the right password', async () => {
    const first = await hashPassword('abc123');
    expect(first).toMatch(/^\$argon2id\$/);
    expect(await hashPassword('abc123')).not.toBe(first);
    expect(await verifyPassword({ passwordHash: first, password: 'abc123' })).toBe(true);
    expect(await verifyPassword({ passwordHash: first, password: 'abc124' })).toBe(false);
    expect(await verifyPassword({ passwordHash: null, password: 'abc123' })).toBe(false);
    expect(await verifyPassword({ passwordHash: 'not-a-hash', password: 'abc123' })).toBe(false);
  });
});
