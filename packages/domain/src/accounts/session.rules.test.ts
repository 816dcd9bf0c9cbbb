import { describe, expect, it } from 'vitest';
import { isSessionActive, sessionExpiry, SESSION_TTL_MS } from './session.rules.js';
import { normaliseEmail } from './email.js';

describe('session rules', () => {
  const start = new Date('2026-03-01T10:00:00Z');

  it('lives seven days from sign-in', () => {
    const expiresAt = sessionExpiry(start);
    expect(expiresAt.getTime() - start.getTime()).toBe(SESSION_TTL_MS);
    expect(isSessionActive({ expiresAt, revokedAt: null }, new Date(expiresAt.getTime() - 1))).toBe(true);
    expect(isSessionActive({ expiresAt, revokedAt: null }, expiresAt)).toBe(false);
  });

  it('ends when revoked', () => {
    expect(isSessionActive({ expiresAt: sessionExpiry(start), revokedAt: start }, start)).toBe(false);
  });
});

describe('email normalisation', () => {
  it('makes emails case-insensitive and trims them', () => {
    expect(normaliseEmail('  Ama.Mensah@Example.COM ')).toBe('ama.mensah@example.com');
  });
});
