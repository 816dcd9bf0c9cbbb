import { describe, expect, it } from 'vitest';
import { runUseCase } from '../shared/use-case.js';
import { ForgotPassword } from './forgot-password/forgot-password.use-case.js';
import { ResetPassword } from './reset-password/reset-password.use-case.js';
import { SetUserActive } from './set-user-active/set-user-active.use-case.js';
import { SignIn } from './sign-in/sign-in.use-case.js';
import { SignOut } from './sign-out/sign-out.use-case.js';
import { DEMO_INVESTOR, ensureStartupAccounts } from './ensure-startup-accounts/ensure-startup-accounts.service.js';
import { newSignedInUser } from './testing/accounts-scenario.js';
import { accountsTestKit, type AccountsTestKit } from './testing/in-memory-accounts.js';

/*
 * Issue 18: a live connection is closed when its session ends, whichever process holds it. Every use case that
 * ends sessions says so in its own transaction with `sessions.ended`: which sessions (or all the user's), and why.
 */

const sessionsEnded = (kit: AccountsTestKit) => kit.store.published.filter((e) => e.type === 'sessions.ended');
const sessionIdOf = (kit: AccountsTestKit, userId: number) =>
  kit.store.sessions.rows.filter((s) => s.userId === userId).map((s) => s.id);

describe('sessions.ended', () => {
  it('names the one session signed out; the user’s other sessions stay open and are not named', async () => {
    const kit = accountsTestKit();
    const phone = await newSignedInUser(kit);
    await runUseCase(new SignIn(kit), kit.ctx(), { email: phone.email, password: phone.password });
    const [phoneSession, laptopSession] = sessionIdOf(kit, phone.actor.userId);
    await runUseCase(new SignOut(kit), kit.ctx(phone.actor), { token: phone.token });
    expect(sessionsEnded(kit)).toEqual([
      {
        type: 'sessions.ended',
        userId: phone.actor.userId,
        sessionIds: [phoneSession],
        keptSessionId: null,
        reason: 'signed_out',
        at: kit.clock.now(),
      },
    ]);
    expect(laptopSession).toBeDefined();
    // Signing out an already ended session ends nothing and says nothing.
    await runUseCase(new SignOut(kit), kit.ctx(phone.actor), { token: phone.token });
    expect(sessionsEnded(kit)).toHaveLength(1);
  });

  it('ends every session on a password reset', async () => {
    const kit = accountsTestKit();
    const ama = await newSignedInUser(kit);
    kit.tokens.nextCodes.push('271828');
    await runUseCase(new ForgotPassword(kit), kit.ctx(), { email: ama.email });
    await kit.background.runAll();
    const reset = await runUseCase(new ResetPassword(kit), kit.ctx(), {
      email: ama.email,
      token: '271828',
      newPassword: 'Kakum-Canopy-Walk-7',
      confirmPassword: 'Kakum-Canopy-Walk-7',
    });
    expect(reset.ok).toBe(true);
    expect(sessionsEnded(kit)).toMatchObject([
      { userId: ama.actor.userId, sessionIds: null, keptSessionId: null, reason: 'password_reset' },
    ]);
  });

  it('ends every session of a deactivated user, and nothing on reactivation', async () => {
    const kit = accountsTestKit();
    const admin = await newSignedInUser(kit, { username: 'boss', role: 'admin' });
    const ama = await newSignedInUser(kit);
    await runUseCase(new SetUserActive(kit), kit.ctx(admin.actor), { userId: ama.actor.userId, isActive: false });
    await runUseCase(new SetUserActive(kit), kit.ctx(admin.actor), { userId: ama.actor.userId, isActive: true });
    expect(sessionsEnded(kit)).toMatchObject([{ userId: ama.actor.userId, sessionIds: null, reason: 'deactivated' }]);
  });

  it('ends the sessions of an account promoted at start-up, and of demo accounts switched off', async () => {
    const kit = accountsTestKit();
    const squatter = await newSignedInUser(kit);
    await ensureStartupAccounts(
      { adminEmail: squatter.email, adminPassword: 'Tema-Harbour-2026', createDemoAccounts: true },
      kit,
    );
    expect(sessionsEnded(kit)).toMatchObject([{ userId: squatter.actor.userId, reason: 'role_changed' }]);

    const demo = await runUseCase(new SignIn(kit), kit.ctx(), {
      email: DEMO_INVESTOR.email,
      password: DEMO_INVESTOR.password,
    });
    if (!demo.ok) throw new Error('demo sign in failed');
    await ensureStartupAccounts({ createDemoAccounts: false }, kit);
    expect(sessionsEnded(kit).slice(1)).toMatchObject([{ userId: demo.value.user.id, reason: 'deactivated' }]);
  });

  it('says nothing when no session was live', async () => {
    const kit = accountsTestKit();
    const admin = await newSignedInUser(kit, { username: 'boss', role: 'admin' });
    const ama = await newSignedInUser(kit);
    await runUseCase(new SignOut(kit), kit.ctx(ama.actor), { token: ama.token });
    kit.store.published.length = 0;
    await runUseCase(new SetUserActive(kit), kit.ctx(admin.actor), { userId: ama.actor.userId, isActive: false });
    expect(sessionsEnded(kit)).toEqual([]);
  });
});
