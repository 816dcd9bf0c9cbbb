import { describe, expect, it } from 'vitest';
import { runUseCase } from '../../shared/use-case.js';
import { AuthenticateSession, bearerToken } from '../authenticate-session/authenticate-session.service.js';
import { accountsTestKit } from '../testing/in-memory-accounts.js';
import { newSignedInUser } from '../testing/accounts-scenario.js';
import { SignOut } from '../sign-out/sign-out.use-case.js';
import { CurrentUser } from './current-user.use-case.js';

describe('current user, authentication and sign out', () => {
  it('authenticates a token to the user and returns the user', async () => {
    const kit = accountsTestKit();
    const ama = await newSignedInUser(kit);
    const auth = new AuthenticateSession({ ...kit });
    const actor = await auth.actorFor(ama.token);
    expect(actor).toEqual({ userId: ama.actor.userId, role: 'user' });
    const me = await runUseCase(new CurrentUser(kit), kit.ctx(actor), {});
    expect(me).toMatchObject({ ok: true, value: { username: 'ama', email: 'ama@example.com' } });
  });

  it('is refused without a session', async () => {
    const kit = accountsTestKit();
    const me = await runUseCase(new CurrentUser(kit), kit.ctx(null), {});
    expect(me).toMatchObject({ ok: false, error: { code: 'AUTH.UNAUTHENTICATED' } });
  });

  it('knows no unknown, expired or revoked token', async () => {
    const kit = accountsTestKit();
    const ama = await newSignedInUser(kit);
    const auth = new AuthenticateSession({ ...kit });
    expect(await auth.actorFor('made-up')).toBeNull();
    expect(await auth.actorFor('')).toBeNull();
    expect(await auth.actorFor('x'.repeat(10_000))).toBeNull();

    const out = await runUseCase(new SignOut(kit), kit.ctx(ama.actor), { token: ama.token });
    expect(out.ok).toBe(true);
    expect(await auth.actorFor(ama.token)).toBeNull();

    const again = await newSignedInUser(kit, { username: 'kofi' });
    kit.clock.advance(7 * 24 * 3600 * 1000 - 1);
    expect(await auth.actorFor(again.token)).not.toBeNull();
    kit.clock.advance(1);
    expect(await auth.actorFor(again.token)).toBeNull();
  });

  it('tells a live connection which session it was opened with, until that session ends', async () => {
    const kit = accountsTestKit();
    const ama = await newSignedInUser(kit);
    const auth = new AuthenticateSession({ ...kit });
    const [session] = kit.store.sessions.rows;
    expect(await auth.sessionFor(ama.token)).toEqual({
      actor: { userId: ama.actor.userId, role: 'user' },
      sessionId: session!.id,
      expiresAt: session!.expiresAt,
    });
    await runUseCase(new SignOut(kit), kit.ctx(ama.actor), { token: ama.token });
    expect(await auth.sessionFor(ama.token)).toBeNull();
  });

  it('signing out one session leaves the others open', async () => {
    const kit = accountsTestKit();
    const phone = await newSignedInUser(kit);
    const { SignIn } = await import('../sign-in/sign-in.use-case.js');
    const laptop = await runUseCase(new SignIn(kit), kit.ctx(), { email: phone.email, password: phone.password });
    if (!laptop.ok) throw new Error('sign in failed');
    await runUseCase(new SignOut(kit), kit.ctx(phone.actor), { token: phone.token });
    const auth = new AuthenticateSession({ ...kit });
    expect(await auth.actorFor(laptop.value.token)).not.toBeNull();
  });

  it('reads the role from the user, so a role change applies to the next request', async () => {
    const kit = accountsTestKit();
    const ama = await newSignedInUser(kit);
    kit.store.users.patch(ama.actor.userId, { role: 'admin' });
    expect(await new AuthenticateSession({ ...kit }).actorFor(ama.token)).toEqual({
      userId: ama.actor.userId,
      role: 'admin',
    });
    kit.store.users.patch(ama.actor.userId, { isActive: false });
    expect(await new AuthenticateSession({ ...kit }).actorFor(ama.token)).toBeNull();
  });

  it('parses bearer headers', () => {
    expect(bearerToken('Bearer abc.DEF-123_x')).toBe('abc.DEF-123_x');
    expect(bearerToken('bearer  abc')).toBe('abc');
    expect(bearerToken('Basic abc')).toBeNull();
    expect(bearerToken('Bearer')).toBeNull();
    expect(bearerToken('Bearer a b')).toBeNull();
    expect(bearerToken(undefined)).toBeNull();
  });
});
