import { describe, expect, it } from 'vitest';
import { runUseCase } from '../../shared/use-case.js';
import { AuthenticateSession } from '../authenticate-session/authenticate-session.service.js';
import { SignIn } from '../sign-in/sign-in.use-case.js';
import { newSignedInUser } from '../testing/accounts-scenario.js';
import { accountsTestKit } from '../testing/in-memory-accounts.js';
import { SetUserActive } from './set-user-active.use-case.js';

describe('deactivate and reactivate a user', () => {
  it('ends every session of a deactivated user at once, refuses their sign-in, and audits both changes', async () => {
    const kit = accountsTestKit();
    const admin = await newSignedInUser(kit, { username: 'boss', role: 'admin' });
    const ama = await newSignedInUser(kit);
    const sessions = new AuthenticateSession({ ...kit, clock: kit.clock });
    expect(await sessions.actorFor(ama.token)).toMatchObject({ userId: ama.actor.userId });

    const off = await runUseCase(new SetUserActive(kit), kit.ctx(admin.actor), {
      userId: ama.actor.userId,
      isActive: false,
    });
    expect(off).toMatchObject({ ok: true, value: { id: ama.actor.userId, isActive: false } });
    expect(await sessions.actorFor(ama.token)).toBeNull();
    expect(kit.store.sessions.rows.filter((s) => s.userId === ama.actor.userId && s.revokedAt === null)).toEqual([]);
    const signIn = await runUseCase(new SignIn(kit), kit.ctx(null), { email: ama.email, password: ama.password });
    expect(signIn).toMatchObject({ ok: false, error: { code: 'ACCOUNTS.INVALID_CREDENTIALS' } });

    const on = await runUseCase(new SetUserActive(kit), kit.ctx(admin.actor), {
      userId: ama.actor.userId,
      isActive: true,
    });
    expect(on).toMatchObject({ ok: true, value: { isActive: true } });
    // The old session stays ended; signing in works again.
    expect(await sessions.actorFor(ama.token)).toBeNull();
    expect(
      await runUseCase(new SignIn(kit), kit.ctx(null), { email: ama.email, password: ama.password }),
    ).toMatchObject({ ok: true });

    expect(kit.store.audit.records.map(({ action, before, after }) => ({ action, before, after }))).toEqual([
      { action: 'user.deactivated', before: { isActive: true }, after: { isActive: false, sessionsEnded: 1 } },
      { action: 'user.reactivated', before: { isActive: false }, after: { isActive: true } },
    ]);
    expect(kit.store.audit.records.every((r) => r.entity === 'user' && r.actorId === admin.actor.userId)).toBe(true);
  });

  it('keeps admins from deactivating themselves, and the last active admin from being deactivated', async () => {
    const kit = accountsTestKit();
    const kofi = await newSignedInUser(kit, { username: 'kofi', role: 'admin' });
    const efua = await newSignedInUser(kit, { username: 'efua', role: 'admin' });
    expect(
      await runUseCase(new SetUserActive(kit), kit.ctx(kofi.actor), { userId: kofi.actor.userId, isActive: false }),
    ).toMatchObject({
      ok: false,
      error: { code: 'ACCOUNTS.CANNOT_DEACTIVATE_SELF', message: 'You cannot deactivate your own account' },
    });
    // Kofi switches Efua off; Efua's own request, already authorised, comes second.
    expect(
      await runUseCase(new SetUserActive(kit), kit.ctx(kofi.actor), { userId: efua.actor.userId, isActive: false }),
    ).toMatchObject({ ok: true });
    expect(
      await runUseCase(new SetUserActive(kit), kit.ctx(efua.actor), { userId: kofi.actor.userId, isActive: false }),
    ).toMatchObject({
      ok: false,
      error: {
        code: 'ACCOUNTS.LAST_ADMIN',
        message: 'kofi is the last active admin and cannot be deactivated. Make another user an admin first.',
      },
    });
    expect((await kit.store.users.findById(kofi.actor.userId))?.isActive).toBe(true);
  });

  it('is for admins only, validates its input, and reports unknown users', async () => {
    const kit = accountsTestKit();
    const admin = await newSignedInUser(kit, { username: 'boss', role: 'admin' });
    const ama = await newSignedInUser(kit);
    const useCase = new SetUserActive(kit);
    expect(
      await runUseCase(useCase, kit.ctx(ama.actor), { userId: admin.actor.userId, isActive: false }),
    ).toMatchObject({ ok: false, error: { code: 'AUTH.FORBIDDEN' } });
    expect(await runUseCase(useCase, kit.ctx(null), { userId: 1, isActive: false })).toMatchObject({
      ok: false,
      error: { code: 'AUTH.UNAUTHENTICATED' },
    });
    expect(await runUseCase(useCase, kit.ctx(admin.actor), { userId: ama.actor.userId, isActive: 'no' })).toMatchObject(
      {
        ok: false,
        error: { code: 'VALIDATION.INVALID_INPUT', fields: { isActive: 'isActive must be true or false' } },
      },
    );
    expect(await runUseCase(useCase, kit.ctx(admin.actor), { userId: 999, isActive: false })).toMatchObject({
      ok: false,
      error: { code: 'RESOURCE.NOT_FOUND' },
    });
    // Asking for what already is: the user as they are, nothing audited.
    expect(await runUseCase(useCase, kit.ctx(admin.actor), { userId: ama.actor.userId, isActive: true })).toMatchObject(
      { ok: true, value: { isActive: true } },
    );
    expect(kit.store.audit.records).toEqual([]);
  });
});
