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
