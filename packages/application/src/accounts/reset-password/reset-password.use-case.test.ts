import { describe, expect, it } from 'vitest';
import { runUseCase } from '../../shared/use-case.js';
import { AuthenticateSession } from '../authenticate-session/authenticate-session.service.js';
import { ForgotPassword } from '../forgot-password/forgot-password.use-case.js';
import { SignIn } from '../sign-in/sign-in.use-case.js';
import { accountsTestKit, type AccountsTestKit } from '../testing/in-memory-accounts.js';
import { newSignedInUser } from '../testing/accounts-scenario.js';
import { ResetPassword } from './reset-password.use-case.js';

const NEW = 'Kakum-Canopy-Walk-7';

async function requested(kit: AccountsTestKit, code = '314159') {
  const user = await newSignedInUser(kit);
  kit.tokens.nextCodes.push(code);
  await runUseCase(new ForgotPassword(kit), kit.ctx(), { email: user.email });
  await kit.background.runAll();
  return user;
}

const reset = (kit: AccountsTestKit, token: string, ip?: string, over: Record<string, unknown> = {}) =>
  runUseCase(new ResetPassword(kit), kit.ctx(null, ip), {
    email: 'ama@example.com',
    token,
    newPassword: NEW,
    confirmPassword: NEW,
    ...over,
  });

describe('reset password', () => {
  it('sets the new password, revokes every session, uses the code up and mails a notice', async () => {
    const kit = accountsTestKit();
    const user = await requested(kit);
    const result = await reset(kit, '314159');
    expect(result.ok).toBe(true);

    expect(await new AuthenticateSession({ ...kit }).actorFor(user.token)).toBeNull();
    expect((await runUseCase(new SignIn(kit), kit.ctx(), { email: user.email, password: user.password })).ok).toBe(
      false,
    );
    expect((await runUseCase(new SignIn(kit), kit.ctx(), { email: user.email, password: NEW })).ok).toBe(true);
    expect(kit.store.outbox.mails.at(-1)).toMatchObject({ template: 'password-changed', to: 'ama@example.com' });

    expect(
      await reset(kit, '314159', undefined, { newPassword: 'Another-Pass-99', confirmPassword: 'Another-Pass-99' }),
    ).toMatchObject({
      ok: false,
      error: { code: 'ACCOUNTS.INVALID_RESET_CODE', message: 'Invalid or expired reset code' },
    });
  });

  it('refuses a code older than 15 minutes', async () => {
    const kit = accountsTestKit();
    await requested(kit);
    kit.clock.advance(15 * 60_000);
    expect(await reset(kit, '314159')).toMatchObject({ ok: false, error: { code: 'ACCOUNTS.INVALID_RESET_CODE' } });
  });

  it('allows 5 attempts on a code, then refuses even the right one', async () => {
    const kit = accountsTestKit();
    await requested(kit);
    for (let i = 0; i < 5; i++) {
      expect(await reset(kit, String(100000 + i), `192.0.2.${i}`)).toMatchObject({
        ok: false,
        error: { code: 'ACCOUNTS.INVALID_RESET_CODE' },
      });
    }
    expect(await reset(kit, '314159', '192.0.2.50')).toMatchObject({
      ok: false,
      error: { code: 'ACCOUNTS.INVALID_RESET_CODE' },
    });
  });

  it('accepts only the latest code', async () => {
    const kit = accountsTestKit();
    await requested(kit, '111111');
    kit.tokens.nextCodes.push('222222');
    await runUseCase(new ForgotPassword(kit), kit.ctx(), { email: 'ama@example.com' });
    await kit.background.runAll();
    expect((await reset(kit, '111111')).ok).toBe(false);
    expect((await reset(kit, '222222')).ok).toBe(true);
  });

  it('answers an unknown email like a wrong code', async () => {
    const kit = accountsTestKit();
    await requested(kit);
    const wrong = await reset(kit, '000000');
    const unknown = await reset(kit, '314159', undefined, { email: 'nobody@example.com' });
    expect(unknown).toEqual(wrong);
  });

  it('checks the confirmation and the password policy before spending an attempt', async () => {
    const kit = accountsTestKit();
    await requested(kit);
    expect(await reset(kit, '314159', undefined, { confirmPassword: 'something-else' })).toMatchObject({
      ok: false,
      error: { code: 'VALIDATION.INVALID_INPUT', fields: { confirmPassword: "Passwords don't match" } },
    });
    expect(
      await reset(kit, '314159', undefined, { newPassword: 'password1', confirmPassword: 'password1' }),
    ).toMatchObject({
      ok: false,
      error: { code: 'ACCOUNTS.WEAK_PASSWORD', fields: { newPassword: expect.any(String) } },
    });
    expect(await reset(kit, '31415')).toMatchObject({
      ok: false,
      error: { fields: { token: 'The reset code is 6 digits' } },
    });
    expect(kit.store.resetCodes.rows[0]!.attempts).toBe(0);
    expect((await reset(kit, '314159')).ok).toBe(true);
  });

  it('rate-limits failed attempts per IP with a retry delay', async () => {
    const kit = accountsTestKit();
    await requested(kit);
    for (let i = 0; i < kit.limits.resetPerIp.points; i++) {
      await reset(kit, '000000', '192.0.2.200', { email: `p${i}@example.com` });
    }
    expect(await reset(kit, '314159', '192.0.2.200')).toMatchObject({
      ok: false,
      error: { code: 'ACCOUNTS.RATE_LIMITED', details: { retryAfterSeconds: expect.any(Number) } },
    });
    expect((await reset(kit, '314159', '192.0.2.201')).ok).toBe(true);
  });
});
