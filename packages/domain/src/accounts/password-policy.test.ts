import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS } from './common-passwords.js';
import { checkPassword, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './password-policy.js';

describe('password policy', () => {
  it('refuses passwords shorter than 8 characters', () => {
    expect(checkPassword('Ab3$xyz')).toBe('TOO_SHORT');
    expect(checkPassword('Ab3$xyzQ')).toBeNull();
  });

  it('counts characters as the user sees them (an emoji is one)', () => {
    expect(checkPassword('🏠🏠🏠🏠🏠🏠🏠')).toBe('TOO_SHORT');
    expect(checkPassword('🏠🏠🏠🏠🏠🏠🏠🏠')).toBeNull();
  });

  it('refuses passwords over 128 characters', () => {
    expect(checkPassword('x'.repeat(PASSWORD_MAX_LENGTH) + 'y')).toBe('TOO_LONG');
    expect(checkPassword('kq'.repeat(PASSWORD_MAX_LENGTH / 2))).toBeNull();
  });

  it('refuses the most common passwords, whatever their case', () => {
    expect(checkPassword('password')).toBe('TOO_COMMON');
    expect(checkPassword('PassWord123')).toBe('TOO_COMMON');
    expect(checkPassword('12345678')).toBe('TOO_COMMON');
    expect(checkPassword('qwertyuiop')).toBe('TOO_COMMON');
    expect(checkPassword('iloveyou1')).toBe('TOO_COMMON');
  });

  it('ships a list of a few hundred common passwords', () => {
    expect(new Set(COMMON_PASSWORDS).size).toBeGreaterThan(300);
    const longEnough = COMMON_PASSWORDS.filter((p) => [...p].length >= PASSWORD_MIN_LENGTH);
    for (const p of longEnough) expect(checkPassword(p)).toBe('TOO_COMMON');
  });

  it('accepts any uncommon password of 8 to 128 characters', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 8, maxLength: 128, unit: 'grapheme-ascii' }), (pw) => {
        fc.pre(!COMMON_PASSWORDS.includes(pw.trim().toLowerCase()));
        expect(checkPassword(pw)).toBeNull();
      }),
    );
  });
});
