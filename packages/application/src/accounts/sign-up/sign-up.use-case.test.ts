import { describe, expect, it } from 'vitest';
import { runUseCase } from '../../shared/use-case.js';
import { accountsTestKit } from '../testing/in-memory-accounts.js';
import { SignUp } from './sign-up.use-case.js';

const form = {
  username: 'kwame.m',
  email: 'Kwame.Mensah@Example.com',
  password: 'Osu-Castle-1957',
  firstName: 'Kwame',
  lastName: 'Mensah',
};

describe('sign up', () => {
  it('creates a user with role user, KYC not started, and returns no password', async () => {
    const kit = accountsTestKit();
    const result = await runUseCase(new SignUp(kit), kit.ctx(), form);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value).toMatchObject({
      username: 'kwame.m',
      email: 'kwame.mensah@example.com',
      firstName: 'Kwame',
      role: 'user',
      kycStatus: 'not_started',
      loginCount: 0,
      isActive: true,
    });
    expect(result.value).not.toHaveProperty('passwordHash');
    expect(JSON.stringify(result.value)).not.toContain('Osu-Castle-1957');
    expect(kit.store.users.rows[0]!.passwordHash).toBe('hash:Osu-Castle-1957');
  });

  it('refuses an email already registered in another case', async () => {
    const kit = accountsTestKit();
    await runUseCase(new SignUp(kit), kit.ctx(), form);
    const again = await runUseCase(new SignUp(kit), kit.ctx(), {
      ...form,
      username: 'other',
      email: 'KWAME.MENSAH@example.COM',
    });
    expect(again).toMatchObject({
      ok: false,
      error: { code: 'ACCOUNTS.EMAIL_TAKEN', fields: { email: expect.any(String) } },
    });
  });

  it('refuses a username already taken, whatever its case', async () => {
    const kit = accountsTestKit();
    await runUseCase(new SignUp(kit), kit.ctx(), form);
    const again = await runUseCase(new SignUp(kit), kit.ctx(), {
      ...form,
      username: 'KWAME.M',
      email: 'x@example.com',
    });
    expect(again).toMatchObject({ ok: false, error: { code: 'ACCOUNTS.USERNAME_TAKEN' } });
  });

  it('applies the password policy', async () => {
    const kit = accountsTestKit();
    const short = await runUseCase(new SignUp(kit), kit.ctx(), { ...form, password: 'Ab1!xyz' });
    expect(short).toMatchObject({
      ok: false,
      error: { code: 'ACCOUNTS.WEAK_PASSWORD', fields: { password: 'Password must be at least 8 characters' } },
    });
    const common = await runUseCase(new SignUp(kit), kit.ctx(), { ...form, password: 'password123' });
    expect(common).toMatchObject({ ok: false, error: { code: 'ACCOUNTS.WEAK_PASSWORD' } });
    expect(kit.store.users.rows).toHaveLength(0);
  });

  it('reports every bad field at once', async () => {
    const kit = accountsTestKit();
    const result = await runUseCase(new SignUp(kit), kit.ctx(), { username: 'a b', email: 'nope', firstName: ' ' });
    expect(result).toMatchObject({ ok: false, error: { code: 'VALIDATION.INVALID_INPUT' } });
    if (result.ok) return;
    expect(Object.keys(result.error.fields ?? {}).sort()).toEqual([
      'email',
      'firstName',
      'lastName',
      'password',
      'username',
    ]);
  });

  it('ignores a role sent by the client', async () => {
    const kit = accountsTestKit();
    const result = await runUseCase(new SignUp(kit), kit.ctx(), { ...form, role: 'admin' });
    expect(result).toMatchObject({ ok: true, value: { role: 'user' } });
  });

  it('limits sign-ups per IP', async () => {
    const kit = accountsTestKit();
    const signUp = new SignUp(kit);
    for (let i = 0; i < kit.limits.signUpPerIp.points; i++) {
      await runUseCase(signUp, kit.ctx(), { ...form, username: `user${i}`, email: `u${i}@example.com` });
    }
    const refused = await runUseCase(signUp, kit.ctx(), { ...form, username: 'late', email: 'late@example.com' });
    expect(refused).toMatchObject({
      ok: false,
      error: { code: 'ACCOUNTS.RATE_LIMITED', details: { retryAfterSeconds: 3600 } },
    });
    const elsewhere = await runUseCase(signUp, kit.ctx(null, '198.51.100.9'), {
      ...form,
      username: 'late',
      email: 'late@example.com',
    });
    expect(elsewhere.ok).toBe(true);
  });
});
