import { describe, expect, it } from 'vitest';
import { runUseCase } from '../../shared/use-case.js';
import { accountsTestKit, type AccountsTestKit } from '../testing/in-memory-accounts.js';
import { SignUp } from '../sign-up/sign-up.use-case.js';
import { SignIn } from './sign-in.use-case.js';

const password = 'Labadi-Beach-42';

async function withUser(kit: AccountsTestKit) {
  await runUseCase(new SignUp(kit), kit.ctx(), {
    username: 'ama',
    email: 'ama@example.com',
    password,
    firstName: 'Ama',
    lastName: 'Owusu',
  });
}

describe('sign in', () => {
  it('returns an opaque token and the user, stores only the token hash, and counts the login', async () => {
    const kit = accountsTestKit();
    await withUser(kit);
    const result = await runUseCase(new SignIn(kit), kit.ctx(), { email: 'AMA@example.com', password });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.user).toMatchObject({
      username: 'ama',
      email: 'ama@example.com',
      loginCount: 1,
      lastLoginAt: kit.clock.now(),
    });
    expect(result.value.user).not.toHaveProperty('passwordHash');
    const stored = kit.store.sessions.rows[0]!;
    expect(stored.tokenHash).toBe(kit.tokens.hashSessionToken(result.value.token));
    expect(stored.tokenHash).not.toBe(result.value.token);
    expect(result.value.expiresAt.getTime() - kit.clock.now().getTime()).toBe(7 * 24 * 3600 * 1000);

    kit.clock.advance(60_000);
    const again = await runUseCase(new SignIn(kit), kit.ctx(), { email: 'ama@example.com', password });
    expect(again).toMatchObject({ ok: true, value: { user: { loginCount: 2, lastLoginAt: kit.clock.now() } } });
  });

  it('answers an unknown email exactly like a wrong password, after the same hashing work', async () => {
    const kit = accountsTestKit();
    await withUser(kit);
    const signIn = new SignIn(kit);
    const before = kit.hasher.verifications;
    const wrong = await runUseCase(signIn, kit.ctx(), { email: 'ama@example.com', password: 'not-it-at-all' });
    const afterWrong = kit.hasher.verifications;
    const unknown = await runUseCase(signIn, kit.ctx(), { email: 'nobody@example.com', password: 'not-it-at-all' });
    expect(wrong).toEqual(unknown);
    expect(wrong).toEqual({
      ok: false,
      error: { code: 'ACCOUNTS.INVALID_CREDENTIALS', message: 'Invalid email or password' },
    });
    expect(afterWrong - before).toBe(1);
    expect(kit.hasher.verifications - afterWrong).toBe(1);
    expect(kit.store.users.rows[0]!.loginCount).toBe(0);
  });

  it('refuses a deactivated account with the same answer', async () => {
    const kit = accountsTestKit();
    await withUser(kit);
    kit.store.users.patch(1, { isActive: false });
    const result = await runUseCase(new SignIn(kit), kit.ctx(), { email: 'ama@example.com', password });
    expect(result).toMatchObject({ ok: false, error: { code: 'ACCOUNTS.INVALID_CREDENTIALS' } });
  });

  it('locks an account after 5 failures for 15 minutes, even with the right password, from any IP', async () => {
    const kit = accountsTestKit();
    await withUser(kit);
    const signIn = new SignIn(kit);
    for (let i = 0; i < 5; i++) {
      const r = await runUseCase(signIn, kit.ctx(null, `198.51.100.${i}`), {
        email: 'ama@example.com',
        password: 'wrong-password',
      });
      expect(r).toMatchObject({ ok: false, error: { code: 'ACCOUNTS.INVALID_CREDENTIALS' } });
    }
    const locked = await runUseCase(signIn, kit.ctx(null, '198.51.100.77'), { email: 'ama@example.com', password });
    expect(locked).toMatchObject({
      ok: false,
      error: { code: 'ACCOUNTS.RATE_LIMITED', details: { retryAfterSeconds: 900 } },
    });
    kit.clock.advance(15 * 60_000);
    const later = await runUseCase(signIn, kit.ctx(), { email: 'ama@example.com', password });
    expect(later.ok).toBe(true);
  });

  it('holds the lock under parallel guesses: 25 at once get at most 5 verifications', async () => {
    const kit = accountsTestKit();
    await withUser(kit);
    const signIn = new SignIn(kit);
    const before = kit.hasher.verifications;
    const guesses = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        runUseCase(signIn, kit.ctx(null, `198.51.100.${i}`), { email: 'ama@example.com', password: `guess-${i}-x` }),
      ),
    );
    expect(kit.hasher.verifications - before).toBeLessThanOrEqual(5);
    const codes = guesses.map((r) => (r.ok ? 'ok' : r.error.code));
    expect(codes.filter((c) => c === 'ACCOUNTS.INVALID_CREDENTIALS')).toHaveLength(5);
    expect(codes.filter((c) => c === 'ACCOUNTS.RATE_LIMITED')).toHaveLength(20);

    const rightPassword = await runUseCase(signIn, kit.ctx(), { email: 'ama@example.com', password });
    expect(rightPassword).toMatchObject({ ok: false, error: { code: 'ACCOUNTS.RATE_LIMITED' } });
    kit.clock.advance(15 * 60_000);
    expect((await runUseCase(signIn, kit.ctx(), { email: 'ama@example.com', password })).ok).toBe(true);
  });

  it('a success clears the account count', async () => {
    const kit = accountsTestKit();
    await withUser(kit);
    const signIn = new SignIn(kit);
    for (let i = 0; i < 4; i++)
      await runUseCase(signIn, kit.ctx(), { email: 'ama@example.com', password: 'wrong-password' });
    expect((await runUseCase(signIn, kit.ctx(), { email: 'ama@example.com', password })).ok).toBe(true);
    for (let i = 0; i < 4; i++)
      await runUseCase(signIn, kit.ctx(), { email: 'ama@example.com', password: 'wrong-password' });
    expect((await runUseCase(signIn, kit.ctx(), { email: 'ama@example.com', password })).ok).toBe(true);
  });

  it('limits failures per IP across many accounts', async () => {
    const kit = accountsTestKit();
    await withUser(kit);
    const signIn = new SignIn(kit);
    for (let i = 0; i < kit.limits.signInPerIp.points; i++) {
      await runUseCase(signIn, kit.ctx(), { email: `guess${i}@example.com`, password: 'wrong-password' });
    }
    const refused = await runUseCase(signIn, kit.ctx(), { email: 'ama@example.com', password });
    expect(refused).toMatchObject({ ok: false, error: { code: 'ACCOUNTS.RATE_LIMITED' } });
    const otherIp = await runUseCase(signIn, kit.ctx(null, '192.0.2.1'), { email: 'ama@example.com', password });
    expect(otherIp.ok).toBe(true);
  });

  it('validates the form with the sign-in page messages', async () => {
    const kit = accountsTestKit();
    const result = await runUseCase(new SignIn(kit), kit.ctx(), { email: 'x', password: '' });
    expect(result).toMatchObject({
      ok: false,
      error: {
        code: 'VALIDATION.INVALID_INPUT',
        fields: { email: 'Please enter a valid email', password: 'Password is required' },
      },
    });
  });
});
