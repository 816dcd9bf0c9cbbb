import { describe, expect, it } from 'vitest';
import { runUseCase } from '../../shared/use-case.js';
import { accountsTestKit } from '../testing/in-memory-accounts.js';
import { newSignedInUser } from '../testing/accounts-scenario.js';
import { ForgotPassword, FORGOT_PASSWORD_MESSAGE } from './forgot-password.use-case.js';

describe('forgot password', () => {
  it('mails a 6-digit code valid 15 minutes and stores only its hash', async () => {
    const kit = accountsTestKit();
    await newSignedInUser(kit);
    kit.tokens.nextCodes.push('042917');
    const result = await runUseCase(new ForgotPassword(kit), kit.ctx(), { email: 'Ama@Example.com' });
    expect(result).toEqual({ ok: true, value: { message: FORGOT_PASSWORD_MESSAGE } });
    await kit.background.runAll();
    expect(kit.store.outbox.mails).toEqual([
      {
        template: 'password-reset-code',
        to: 'ama@example.com',
        data: { firstName: 'Ama', code: '042917', expiresInMinutes: 15 },
      },
    ]);
    const stored = kit.store.resetCodes.rows[0]!;
    expect(stored.codeHash).toBe('hash:042917');
    expect(stored.expiresAt.getTime() - kit.clock.now().getTime()).toBe(15 * 60_000);
  });

  it('answers a known and an unknown email alike, before looking either up; mails only the account', async () => {
    const kit = accountsTestKit();
    await newSignedInUser(kit);
    const forgot = new ForgotPassword(kit);
    const h0 = kit.hasher.hashes;
    const known = await runUseCase(forgot, kit.ctx(), { email: 'ama@example.com' });
    const unknown = await runUseCase(forgot, kit.ctx(), { email: 'nobody@example.com' });
    expect(unknown).toEqual(known);
    // Nothing that depends on the account ran before the answers: no hashing, no code, no mail.
    expect(kit.hasher.hashes).toBe(h0);
    expect(kit.store.resetCodes.rows).toHaveLength(0);
    expect(kit.background.pending).toBe(2);
    await kit.background.runAll();
    expect(kit.store.outbox.mails.map((m) => m.to)).toEqual(['ama@example.com']);
    expect(kit.store.resetCodes.rows).toHaveLength(1);
  });

  it('limits requests per account (3 an hour) whether or not the account exists', async () => {
    const kit = accountsTestKit();
    const forgot = new ForgotPassword(kit);
    for (const email of ['ama@example.com', 'nobody@example.com']) {
      for (let i = 0; i < 3; i++)
        expect((await runUseCase(forgot, kit.ctx(null, `192.0.2.${i}`), { email })).ok).toBe(true);
      expect(await runUseCase(forgot, kit.ctx(null, '192.0.2.99'), { email })).toMatchObject({
        ok: false,
        error: { code: 'ACCOUNTS.RATE_LIMITED', details: { retryAfterSeconds: 3600 } },
      });
    }
  });

  it('limits requests per IP', async () => {
    const kit = accountsTestKit();
    const forgot = new ForgotPassword(kit);
    for (let i = 0; i < kit.limits.forgotPerIp.points; i++) {
      expect((await runUseCase(forgot, kit.ctx(), { email: `p${i}@example.com` })).ok).toBe(true);
    }
    expect(await runUseCase(forgot, kit.ctx(), { email: 'q@example.com' })).toMatchObject({
      ok: false,
      error: { code: 'ACCOUNTS.RATE_LIMITED' },
    });
  });

  it('rejects a malformed email', async () => {
    const kit = accountsTestKit();
    expect(await runUseCase(new ForgotPassword(kit), kit.ctx(), { email: 'not an email' })).toMatchObject({
      ok: false,
      error: { code: 'VALIDATION.INVALID_INPUT', fields: { email: 'Please enter a valid email' } },
    });
  });
});
