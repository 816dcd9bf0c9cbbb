import { describe, expect, it } from 'vitest';
import { runUseCase } from '../../shared/use-case.js';
import { accountsTestKit } from '../testing/in-memory-accounts.js';
import { newSignedInUser } from '../testing/accounts-scenario.js';
import { ChangeUserRole } from './change-user-role.use-case.js';

describe('change user role', () => {
  it('lets an admin make a user admin and back', async () => {
    const kit = accountsTestKit();
    const admin = await newSignedInUser(kit, { username: 'boss', role: 'admin' });
    const ama = await newSignedInUser(kit);
    const up = await runUseCase(new ChangeUserRole(kit), kit.ctx(admin.actor), {
      userId: String(ama.actor.userId),
      role: 'admin',
    });
    expect(up).toMatchObject({ ok: true, value: { id: ama.actor.userId, role: 'admin' } });
    const down = await runUseCase(new ChangeUserRole(kit), kit.ctx(admin.actor), {
      userId: ama.actor.userId,
      role: 'user',
    });
    expect(down).toMatchObject({ ok: true, value: { role: 'user' } });
    expect(kit.store.audit.records).toEqual([
      {
        actorId: admin.actor.userId,
        action: 'user.role_changed',
        entity: 'user',
        entityId: String(ama.actor.userId),
        before: { role: 'user' },
        after: { role: 'admin' },
        at: kit.clock.now(),
        correlationId: 'test',
      },
      expect.objectContaining({ action: 'user.role_changed', before: { role: 'admin' }, after: { role: 'user' } }),
    ]);
  });

  it('changes and audits nothing when the user already has the role', async () => {
    const kit = accountsTestKit();
    const admin = await newSignedInUser(kit, { username: 'boss', role: 'admin' });
    const ama = await newSignedInUser(kit);
    const same = await runUseCase(new ChangeUserRole(kit), kit.ctx(admin.actor), {
      userId: ama.actor.userId,
      role: 'user',
    });
    expect(same).toMatchObject({ ok: true, value: { role: 'user' } });
    expect(kit.store.audit.records).toEqual([]);
  });

  it('keeps the last active admin: an admin demoted meanwhile cannot demote the other', async () => {
    const kit = accountsTestKit();
    const kofi = await newSignedInUser(kit, { username: 'kofi', role: 'admin' });
    const efua = await newSignedInUser(kit, { username: 'efua', role: 'admin' });
    // Kofi demotes Efua; Efua's request, authorised a moment before, arrives after it.
    const first = await runUseCase(new ChangeUserRole(kit), kit.ctx(kofi.actor), {
      userId: efua.actor.userId,
      role: 'user',
    });
    expect(first.ok).toBe(true);
    const second = await runUseCase(new ChangeUserRole(kit), kit.ctx(efua.actor), {
      userId: kofi.actor.userId,
      role: 'user',
    });
    expect(second).toMatchObject({
      ok: false,
      error: {
        code: 'ACCOUNTS.LAST_ADMIN',
        message: 'kofi is the last active admin and cannot lose the admin role. Make another user an admin first.',
      },
    });
    expect((await kit.store.users.findById(kofi.actor.userId))?.role).toBe('admin');
    expect(kit.store.audit.records).toHaveLength(1);
  });

  it('refuses an admin who lost the role since the request was authorised', async () => {
    const kit = accountsTestKit();
    const kofi = await newSignedInUser(kit, { username: 'kofi', role: 'admin' });
    const efua = await newSignedInUser(kit, { username: 'efua', role: 'admin' });
    const yaw = await newSignedInUser(kit, { username: 'yaw', role: 'admin' });
    await runUseCase(new ChangeUserRole(kit), kit.ctx(kofi.actor), { userId: efua.actor.userId, role: 'user' });
    const late = await runUseCase(new ChangeUserRole(kit), kit.ctx(efua.actor), {
      userId: yaw.actor.userId,
      role: 'user',
    });
    expect(late).toMatchObject({ ok: false, error: { code: 'AUTH.FORBIDDEN' } });
    expect((await kit.store.users.findById(yaw.actor.userId))?.role).toBe('admin');
  });

  it('is for admins only', async () => {
    const kit = accountsTestKit();
    const ama = await newSignedInUser(kit);
    expect(
      await runUseCase(new ChangeUserRole(kit), kit.ctx(ama.actor), { userId: ama.actor.userId, role: 'admin' }),
    ).toMatchObject({
      ok: false,
      error: { code: 'AUTH.FORBIDDEN' },
    });
    expect(await runUseCase(new ChangeUserRole(kit), kit.ctx(null), { userId: 1, role: 'admin' })).toMatchObject({
      ok: false,
      error: { code: 'AUTH.UNAUTHENTICATED' },
    });
  });

  it('keeps an admin from changing their own role, and reports unknown users and roles', async () => {
    const kit = accountsTestKit();
    const admin = await newSignedInUser(kit, { username: 'boss', role: 'admin' });
    expect(
      await runUseCase(new ChangeUserRole(kit), kit.ctx(admin.actor), { userId: admin.actor.userId, role: 'user' }),
    ).toMatchObject({
      ok: false,
      error: { code: 'ACCOUNTS.CANNOT_CHANGE_OWN_ROLE' },
    });
    expect(
      await runUseCase(new ChangeUserRole(kit), kit.ctx(admin.actor), { userId: 999, role: 'user' }),
    ).toMatchObject({
      ok: false,
      error: { code: 'RESOURCE.NOT_FOUND' },
    });
    expect(
      await runUseCase(new ChangeUserRole(kit), kit.ctx(admin.actor), { userId: 2, role: 'superuser' }),
    ).toMatchObject({
      ok: false,
      error: { code: 'VALIDATION.INVALID_INPUT', fields: { role: "Role must be 'user' or 'admin'" } },
    });
  });
});
