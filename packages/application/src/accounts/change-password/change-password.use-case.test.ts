import { describe, expect, it } from 'vitest';
import { runUseCase } from '../../shared/use-case.js';
import { AuthenticateSession } from '../authenticate-session/authenticate-session.service.js';
import { SignIn } from '../sign-in/sign-in.use-case.js';
import { newSignedInUser } from '../testing/accounts-scenario.js';
import { accountsTestKit, type AccountsTestKit } from '../testing/in-memory-accounts.js';
import { ChangePassword } from './change-password.use-case.js';

const NEW = 'Kakum-Canopy-Walk-7';

async function signedInTwice(kit: AccountsTestKit) {
  const user = await newSignedInUser(kit);
  const second = await runUseCase(new SignIn(kit), kit.ctx(null, '10.0.0.2'), {
    email: user.email,
    password: user.password,
  });
  if (!second.ok) throw new Error('second sign-in failed');
  return { ...user, otherToken: second.value.token };
}

const change = (
  kit: AccountsTestKit,
  user: { actor: { userId: number; role: 'user' | 'admin' }; token: string },
  over: Record<string, unknown> = {},
  ip = '198.51.100.7',
) =>
  runUseCase(new ChangePassword(kit), kit.ctx(user.actor, ip), {
    userId: user.actor.userId,
    token: user.token,
    currentPassword: 'Labadi-Beach-42',
    newPassword: NEW,
    confirmPassword: NEW,
    ...over,
  });

const signsIn = async (kit: AccountsTestKit, email: string, password: string) =>
  (await runUseCase(new SignIn(kit), kit.ctx(null, '10.9.9.9'), { email, password })).ok;

describe('changing the password on /settings', () => {
  it('sets the new password, keeps this session, ends the others, mails a notice, audits and publishes', async () => {
    const kit = accountsTestKit();
    const user = await signedInTwice(kit);
    const result = await change(kit, user);
    expect(result).toEqual({
      ok: true,
      value: { message: 'Your password has been changed. 1 other device was signed out.', otherSessionsEnded: 1 },
    });

    const sessions = new AuthenticateSession({ ...kit });
    expect(await sessions.actorFor(user.token)).toEqual(user.actor);
    expect(await sessions.actorFor(user.otherToken)).toBeNull();
    expect(await signsIn(kit, user.email, 'Labadi-Beach-42')).toBe(false);
    expect(await signsIn(kit, user.email, NEW)).toBe(true);

    expect(kit.store.outbox.mails.at(-1)).toEqual({
      template: 'password-changed',
      to: user.email,
      data: { firstName: 'Ama', changedAt: kit.clock.now(), signedOut: 'other-devices' },
    });
    const kept = kit.store.sessions.rows.find((s) => s.tokenHash === kit.tokens.hashSessionToken(user.token))!;
    const ended = kit.store.sessions.rows.find((s) => s.tokenHash === kit.tokens.hashSessionToken(user.otherToken))!;
    expect(kit.store.published).toEqual([
      {
        type: 'sessions.ended',
        userId: user.actor.userId,
        sessionIds: [ended.id],
        keptSessionId: kept.id,
        reason: 'password_changed',
        at: kit.clock.now(),
      },
    ]);
    expect(kit.store.audit.records).toEqual([
      {
        actorId: user.actor.userId,
        action: 'user.password_changed',
        entity: 'user',
        entityId: String(user.actor.userId),
        before: null,
        after: { otherSessionsEnded: 1 },
        at: kit.clock.now(),
        correlationId: 'test',
      },
    ]);
  });

  it('publishes no sessions.ended event when no other session was signed in', async () => {
    const kit = accountsTestKit();
    const user = await newSignedInUser(kit);
    expect(await change(kit, user)).toMatchObject({ ok: true, value: { otherSessionsEnded: 0 } });
    expect(kit.store.published).toEqual([]);
  });

  it('refuses a wrong current password on its field, with a code, and changes nothing', async () => {
    const kit = accountsTestKit();
    const user = await signedInTwice(kit);
    expect(await change(kit, user, { currentPassword: 'Not-My-Password-1' })).toEqual({
      ok: false,
      error: {
        code: 'ACCOUNTS.WRONG_CURRENT_PASSWORD',
        message: 'Your current password is not correct',
        fields: { currentPassword: 'Your current password is not correct' },
      },
    });
    expect(await signsIn(kit, user.email, 'Labadi-Beach-42')).toBe(true);
    expect(await new AuthenticateSession({ ...kit }).actorFor(user.otherToken)).toEqual(user.actor);
    expect(kit.store.outbox.mails.filter((m) => m.template === 'password-changed')).toEqual([]);
    expect(kit.store.published).toEqual([]);
    expect(kit.store.audit.records).toEqual([]);
  });

  it('applies the password policy to the new password before looking at the current one', async () => {
    const kit = accountsTestKit();
    const user = await newSignedInUser(kit);
    const verifications = kit.hasher.verifications;
    expect(await change(kit, user, { newPassword: 'password123', confirmPassword: 'password123' })).toMatchObject({
      ok: false,
      error: { code: 'ACCOUNTS.WEAK_PASSWORD', fields: { newPassword: 'This password is too common; choose another' } },
    });
    expect(await change(kit, user, { newPassword: 'short', confirmPassword: 'short' })).toMatchObject({
      ok: false,
      error: { code: 'ACCOUNTS.WEAK_PASSWORD', fields: { newPassword: 'Password must be at least 8 characters' } },
    });
    expect(kit.hasher.verifications).toBe(verifications);
  });

  it('refuses a confirmation that differs, and a new password equal to the current one', async () => {
    const kit = accountsTestKit();
    const user = await newSignedInUser(kit);
    expect(await change(kit, user, { confirmPassword: 'Kakum-Canopy-Walk-8' })).toMatchObject({
      ok: false,
      error: { code: 'VALIDATION.INVALID_INPUT', fields: { confirmPassword: "Passwords don't match" } },
    });
    expect(
      await change(kit, user, { newPassword: 'Labadi-Beach-42', confirmPassword: 'Labadi-Beach-42' }),
    ).toMatchObject({
      ok: false,
      error: {
        code: 'VALIDATION.INVALID_INPUT',
        fields: { newPassword: 'Choose a password different from your current one' },
      },
    });
  });

  it('allows 5 wrong current passwords per account in 15 minutes, then refuses even the right one', async () => {
    const kit = accountsTestKit();
    const user = await newSignedInUser(kit);
    for (let i = 0; i < 5; i++) {
      const wrong = await change(kit, user, { currentPassword: `Wrong-Guess-${i}` }, `192.0.2.${i}`);
      expect(wrong).toMatchObject({ ok: false, error: { code: 'ACCOUNTS.WRONG_CURRENT_PASSWORD' } });
    }
    const verifications = kit.hasher.verifications;
    const refused = await change(kit, user, {}, '192.0.2.99');
    expect(refused).toMatchObject({
      ok: false,
      error: { code: 'ACCOUNTS.RATE_LIMITED', details: { retryAfterSeconds: 900 } },
    });
    // Refused before the password was looked at.
    expect(kit.hasher.verifications).toBe(verifications);
    kit.clock.advance(15 * 60_000);
    expect(await change(kit, user, {}, '192.0.2.99')).toMatchObject({ ok: true });
  });

  it('limits wrong current passwords per address across accounts (30 in 15 minutes)', async () => {
    const kit = accountsTestKit();
    const users = [];
    for (let i = 0; i < 7; i++) users.push(await newSignedInUser(kit, { username: `ama${i}` }));
    let n = 0;
    for (const user of users) {
      for (let i = 0; i < 5 && n < 30; i++, n++)
        await change(kit, user, { currentPassword: `Wrong-${n}` }, '192.0.2.1');
    }
    expect(await change(kit, users[6]!, {}, '192.0.2.1')).toMatchObject({
      ok: false,
      error: { code: 'ACCOUNTS.RATE_LIMITED' },
    });
  });

  it('gives the attempt back on success, so a person who mistypes once is not locked out later', async () => {
    const kit = accountsTestKit();
    const user = await newSignedInUser(kit);
    for (let i = 0; i < 4; i++) await change(kit, user, { currentPassword: `Wrong-Guess-${i}` });
    expect(await change(kit, user)).toMatchObject({ ok: true });
    const back = { ...user };
    for (let i = 0; i < 4; i++) await change(kit, back, { currentPassword: `Wrong-Again-${i}` });
    expect(
      await change(kit, back, {
        currentPassword: NEW,
        newPassword: 'Another-Pass-99',
        confirmPassword: 'Another-Pass-99',
      }),
    ).toMatchObject({ ok: true });
  });

  it("is the owner's only: another user's id is refused before anything is checked", async () => {
    const kit = accountsTestKit();
    const owner = await newSignedInUser(kit);
    const admin = await newSignedInUser(kit, { username: 'kofi', role: 'admin' });
    const result = await change(kit, admin, { userId: owner.actor.userId });
    expect(result).toMatchObject({ ok: false, error: { code: 'AUTH.FORBIDDEN' } });
    expect(await signsIn(kit, owner.email, 'Labadi-Beach-42')).toBe(true);
  });

  it('refuses a session that has ended', async () => {
    const kit = accountsTestKit();
    const user = await newSignedInUser(kit);
    await kit.store.sessions.revoke(kit.tokens.hashSessionToken(user.token), kit.clock.now());
    expect(await change(kit, user)).toMatchObject({ ok: false, error: { code: 'AUTH.UNAUTHENTICATED' } });
    expect(await signsIn(kit, user.email, 'Labadi-Beach-42')).toBe(true);
  });

  /** Runs `meanwhile` while the current password is being verified, as a concurrent request would. */
  function duringVerification(kit: AccountsTestKit, meanwhile: () => Promise<void>) {
    const verify = kit.hasher.verify.bind(kit.hasher);
    kit.hasher.verify = async (hash, secret) => {
      const matches = await verify(hash, secret);
      await meanwhile();
      return matches;
    };
  }

  it('stores nothing when the session is signed out while the password is being checked', async () => {
    const kit = accountsTestKit();
    const user = await signedInTwice(kit);
    duringVerification(kit, () => kit.store.sessions.revoke(kit.tokens.hashSessionToken(user.token), kit.clock.now()));
    expect(await change(kit, user)).toMatchObject({ ok: false, error: { code: 'AUTH.UNAUTHENTICATED' } });
    expect(await signsIn(kit, user.email, 'Labadi-Beach-42')).toBe(true);
    expect(await new AuthenticateSession({ ...kit }).actorFor(user.otherToken)).toEqual(user.actor);
  });

  it('refuses the second of two changes made at once with the same old password', async () => {
    const kit = accountsTestKit();
    const user = await newSignedInUser(kit);
    duringVerification(kit, async () =>
      kit.store.users.patch(user.actor.userId, { passwordHash: 'hash:Someone-Else-1' }),
    );
    expect(await change(kit, user)).toMatchObject({ ok: false, error: { code: 'ACCOUNTS.WRONG_CURRENT_PASSWORD' } });
    expect(await signsIn(kit, user.email, 'Someone-Else-1')).toBe(true);
    expect(kit.store.outbox.mails.filter((m) => m.template === 'password-changed')).toEqual([]);
  });
});
