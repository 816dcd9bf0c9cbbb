import { describe, expect, it } from 'vitest';
import { isResetCodeFormat, resetCodeExpiry, resetCodeState, type PasswordResetCode } from './reset-code.rules.js';

const issuedAt = new Date('2026-03-01T10:00:00Z');
const code = (over: Partial<PasswordResetCode> = {}): PasswordResetCode => ({
  id: 1,
  userId: 7,
  codeHash: 'h',
  attempts: 0,
  expiresAt: resetCodeExpiry(issuedAt),
  usedAt: null,
  createdAt: issuedAt,
  ...over,
});
const minutes = (n: number) => new Date(issuedAt.getTime() + n * 60_000);

describe('reset code rules', () => {
  it('accepts exactly six digits', () => {
    expect(isResetCodeFormat('012345')).toBe(true);
    for (const bad of ['12345', '1234567', '12a456', ' 123456', '１２３４５６', '']) {
      expect(isResetCodeFormat(bad)).toBe(false);
    }
  });

  it('is valid for 15 minutes', () => {
    expect(resetCodeState(code(), minutes(14.99))).toBe('usable');
    expect(resetCodeState(code(), minutes(15))).toBe('expired');
  });

  it('allows 5 attempts', () => {
    expect(resetCodeState(code({ attempts: 4 }), minutes(1))).toBe('usable');
    expect(resetCodeState(code({ attempts: 5 }), minutes(1))).toBe('exhausted');
  });

  it('is single use', () => {
    expect(resetCodeState(code({ usedAt: minutes(1) }), minutes(2))).toBe('used');
  });
});
