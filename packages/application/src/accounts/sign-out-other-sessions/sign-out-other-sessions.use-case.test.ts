import { describe, expect, it } from 'vitest';
import { runUseCase } from '../../shared/use-case.js';
import { AuthenticateSession } from '../authenticate-session/authenticate-session.service.js';
import { GetSessionSummary } from '../get-session-summary/get-session-summary.use-case.js';
import { SignIn } from '../sign-in/sign-in.use-case.js';
import { newSignedInUser } from '../testing/accounts-scenario.js';
import { accountsTestKit, type AccountsTestKit } from '../testing/in-memory-accounts.js';
import { SignOutOtherSessions } from './sign-out-other-sessions.use-case.js';

async function signInAgain(kit: AccountsTestKit, email: string, password: string): Promise<string> {
  const result = await runUseCase(new SignIn(kit), kit.ctx(null, '10.0.0.3'), { email, password });
  if (!result.ok) throw new Error('sign-in failed');
  return result.value.token;
}

type Caller = { actor: { userId: number; role: 'user' | 'admin' }; token: string };
const summary = (kit: AccountsTestKit, who: Caller) =>
  runUseCase(new GetSessionSummary(kit), kit.ctx(who.actor), { token: who.token });
const signOutOthers = (kit: AccountsTestKit, who: Caller) =>
  runUseCase(new SignOutOtherSessions(kit), kit.ctx(who.actor), { token: who.token });

describe('signing out of every other session', () => {
  it('counts the other live sessions (not ended or expired ones, not other users’)', async () => {
    const kit = accountsTestKit();
    const user = await newSignedInUser(kit);
    await newSignedInUser(kit, { username: 'kofi' });
    expect(await summary(kit, user)).toMatchObject({ ok: true, value: { otherSessions: 0 } });
    const second = await signInAgain(kit, user.email, user.password);
    await signInAgain(kit, user.email, user.password);
    await kit.store.sessions.revoke(kit.tokens.hashSessionToken(second), kit.clock.now());
    const created = kit.clock.now();
    expect(await summary(kit, user)).toEqual({
      ok: true,
      value: {
        current: { createdAt: created, expiresAt: new Date(created.getTime() + 7 * 24 * 3600_000) },
        otherSessions: 1,
      },
    });
    kit.clock.advance(7 * 24 * 3600_000 - 1);
    const late = await signInAgain(kit, user.email, user.password);
    kit.clock.advance(1);
    // The earlier sessions have expired: none of them counts as signed in.
    expect(await summary(kit, { ...user, token: late })).toMatchObject({ ok: true, value: { otherSessions: 0 } });
  });

  it('ends every other session, keeps this one, audits and publishes sessions.ended', async () => {
    const kit = accountsTestKit();
    const user = await newSignedInUser(kit);
    const others = [
      await signInAgain(kit, user.email, user.password),
      await signInAgain(kit, user.email, user.password),
    ];
    const bystander = await newSignedInUser(kit, { username: 'kofi' });

    expect(await signOutOthers(kit, user)).toEqual({
      ok: true,
      value: { message: 'Signed out of 2 other sessions. This device stays signed in.', sessionsEnded: 2 },
    });
    const sessions = new AuthenticateSession({ ...kit });
    expect(await sessions.actorFor(user.token)).toEqual(user.actor);
    for (const token of others) expect(await sessions.actorFor(token)).toBeNull();
    expect(await sessions.actorFor(bystander.token)).toEqual(bystander.actor);

    const idOf = (token: string) =>
      kit.store.sessions.rows.find((s) => s.tokenHash === kit.tokens.hashSessionToken(token))!.id;
    expect(kit.store.published).toEqual([
      {
        type: 'sessions.ended',
        userId: user.actor.userId,
        sessionIds: others.map(idOf),
        keptSessionId: idOf(user.token),
        reason: 'signed_out_elsewhere',
        at: kit.clock.now(),
      },
    ]);
    expect(kit.store.audit.records).toMatchObject([
      { actorId: user.actor.userId, action: 'user.signed_out_elsewhere', after: { sessionsEnded: 2 } },
    ]);
    expect(await summary(kit, user)).toMatchObject({ ok: true, value: { otherSessions: 0 } });
  });

  it('with no other session, says so and changes, audits and publishes nothing', async () => {
    const kit = accountsTestKit();
    const user = await newSignedInUser(kit);
    expect(await signOutOthers(kit, user)).toEqual({
      ok: true,
      value: { message: 'No other session was signed in.', sessionsEnded: 0 },
    });
    expect(kit.store.published).toEqual([]);
    expect(kit.store.audit.records).toEqual([]);
  });

  it("cannot act with another user's token: the session must be the caller's own", async () => {
    const kit = accountsTestKit();
    const victim = await newSignedInUser(kit);
    const victimOther = await signInAgain(kit, victim.email, victim.password);
    const attacker = await newSignedInUser(kit, { username: 'kofi' });
    const result = await signOutOthers(kit, { actor: attacker.actor, token: victim.token });
    expect(result).toMatchObject({ ok: false, error: { code: 'AUTH.UNAUTHENTICATED' } });
    expect(await new AuthenticateSession({ ...kit }).actorFor(victimOther)).toEqual(victim.actor);
  });
});
