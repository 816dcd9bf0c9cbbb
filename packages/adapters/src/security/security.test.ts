import { describe, expect, it } from 'vitest';
import { Argon2PasswordHasher } from './argon2-password-hasher.js';
import { CryptoTokenIssuer } from './crypto-token-issuer.js';

describe('argon2id hasher', () => {
  const hasher = new Argon2PasswordHasher();

  it('hashes with argon2id and a fresh salt, and verifies', async () => {
    const a = await hasher.hash('Osu-Castle-1957');
    const b = await hasher.hash('Osu-Castle-1957');
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(a).not.toBe(b);
    expect(await hasher.verify(a, 'Osu-Castle-1957')).toBe(true);
    expect(await hasher.verify(a, 'osu-castle-1957')).toBe(false);
  });

  it('treats a malformed stored hash as a non-match', async () => {
    expect(await hasher.verify('not-a-hash', 'x')).toBe(false);
  });

  it('rejects a password that differs only in case or by one character', async () => {
    const hash = await hasher.hash('Osu-Castle-1957');
    expect(await hasher.verify(hash, 'osu-castle-1957')).toBe(false);
    expect(await hasher.verify(hash, 'Osu-Castle-1958')).toBe(false);
    expect(await hasher.verify(hash, 'Osu-Castle-1957')).toBe(true);
  });
});

describe('token issuer', () => {
  const tokens = new CryptoTokenIssuer();

  it('issues 256-bit url-safe tokens stored as their SHA-256', () => {
    const { token, tokenHash } = tokens.issueSessionToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(tokens.hashSessionToken(token)).toBe(tokenHash);
    expect(tokens.issueSessionToken().token).not.toBe(token);
  });

  it('issues 6-digit reset codes covering the whole range', () => {
    const codes = Array.from({ length: 2000 }, () => tokens.issueResetCode());
    for (const c of codes) expect(c).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(1990);
    expect(codes.some((c) => c.startsWith('0'))).toBe(true);
  });
});
