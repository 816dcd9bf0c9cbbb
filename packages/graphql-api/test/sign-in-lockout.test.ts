import { describe, expect, it } from 'vitest';
import { useTestServer } from '../src/testing/test-server.js';
import { freshIp, newAccount } from './support/accounts-helpers.js';

const server = useTestServer({ seed: false });

describe('sign-in lockout under parallel requests (REST, real database)', () => {
  it('25 parallel wrong guesses get at most 5 password checks; then the right password waits out the lock', async () => {
    const account = await newAccount(server);
    const guesses = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        server.post('/api/auth/signin', { email: account.email, password: `wrong-guess-${i}` }, freshIp()),
      ),
    );
    const statuses = guesses.map((g) => g.status);
    // A 401 is an answer after a password verification; a 429 was refused before any.
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(20);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);

    const right = await server.post(
      '/api/auth/signin',
      { email: account.email, password: account.password },
      freshIp(),
    );
    expect(right.status).toBe(429);
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
  });

  it('a correct sign-in gives its attempt back to the IP', async () => {
    const account = await newAccount(server);
    const ip = freshIp();
    for (let i = 0; i < 40; i++) {
      const ok = await server.post('/api/auth/signin', { email: account.email, password: account.password }, ip);
      expect(ok.status).toBe(200);
    }
  });
});
