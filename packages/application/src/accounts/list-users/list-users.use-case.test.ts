import { describe, expect, it } from 'vitest';
import { runUseCase } from '../../shared/use-case.js';
import { newSignedInUser } from '../testing/accounts-scenario.js';
import { accountsTestKit, type AccountsTestKit } from '../testing/in-memory-accounts.js';
import { ListUsers } from './list-users.use-case.js';

const DAY = 86_400_000;

/** Users signed up on different days (the kit's clock starts on 2 March 2026). */
async function people(kit: AccountsTestKit) {
  const admin = await newSignedInUser(kit, { username: 'boss', role: 'admin' });
  kit.store.users.patch(admin.actor.userId, { createdAt: new Date('2026-01-15T10:00:00Z') });
  const names = [
    { username: 'kwame', firstName: 'Kwame', lastName: 'Mensah', createdAt: '2026-02-27T10:00:00Z' },
    { username: 'abena_50', firstName: 'Abena', lastName: 'Boateng', createdAt: '2026-03-01T00:00:00Z' },
    { username: 'yaw', firstName: 'Yaw', lastName: '100% Asante', createdAt: '2026-03-02T08:00:00Z' },
  ];
  for (const n of names) {
    const { actor } = await newSignedInUser(kit, { username: n.username });
    kit.store.users.patch(actor.userId, { ...n, createdAt: new Date(n.createdAt) });
  }
  return admin;
}

describe('list users (the admin Users tab)', () => {
  it('answers the figures of the whole platform and the users newest first, in the admin view', async () => {
    const kit = accountsTestKit();
    const admin = await people(kit);
    kit.store.users.patch(2, { isActive: false });
    const result = await runUseCase(new ListUsers(kit), kit.ctx(admin.actor), {});
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value).toMatchObject({
      totalUsers: 4,
      activeUsers: 3,
      // From 1 March 00:00 UTC: Abena (exactly then) and Yaw.
      newUsersThisMonth: 2,
      growthRate: 50,
      page: 1,
      pageSize: 20,
      matchingUsers: 4,
    });
    expect(result.value.users.map((u) => u.username)).toEqual(['yaw', 'abena_50', 'kwame', 'boss']);
    expect(result.value.users[0]).not.toHaveProperty('passwordHash');
  });

  it('searches first name, last name, full name, email and username; the figures stay the platform’s', async () => {
    const kit = accountsTestKit();
    const admin = await people(kit);
    const search = async (text: string) => {
      const result = await runUseCase(new ListUsers(kit), kit.ctx(admin.actor), { search: text });
      if (!result.ok) throw new Error(result.error.message);
      return result.value;
    };
    expect((await search('  MENSAH ')).users.map((u) => u.username)).toEqual(['kwame']);
    expect((await search('abena boat')).users.map((u) => u.username)).toEqual(['abena_50']);
    expect((await search('yaw@example')).users.map((u) => u.username)).toEqual(['yaw']);
    expect((await search('100%')).users.map((u) => u.username)).toEqual(['yaw']);
    const none = await search('nobody');
    expect(none).toMatchObject({ totalUsers: 4, matchingUsers: 0, users: [] });
    // Blank is no search at all.
    expect((await search('   ')).matchingUsers).toBe(4);
  });

  it('pages through the matching users; a page past the end is empty', async () => {
    const kit = accountsTestKit();
    const admin = await people(kit);
    const page = async (n: number | string) => {
      const result = await runUseCase(new ListUsers(kit), kit.ctx(admin.actor), { page: n, pageSize: '3' });
      if (!result.ok) throw new Error(result.error.message);
      return result.value;
    };
    expect((await page(1)).users.map((u) => u.username)).toEqual(['yaw', 'abena_50', 'kwame']);
    expect(await page('2')).toMatchObject({ page: 2, pageSize: 3, matchingUsers: 4, users: [{ username: 'boss' }] });
    expect((await page(3)).users).toEqual([]);
  });

  it('refuses pages and sizes that are not whole numbers in range, and non-admins', async () => {
    const kit = accountsTestKit();
    const admin = await people(kit);
    const fields = async (input: Record<string, unknown>) => {
      const result = await runUseCase(new ListUsers(kit), kit.ctx(admin.actor), input);
      return result.ok ? null : result.error.fields;
    };
    expect(await fields({ pageSize: 101 })).toEqual({ pageSize: 'pageSize must be a whole number from 1 to 100' });
    expect(await fields({ pageSize: '0' })).toEqual({ pageSize: 'pageSize must be a whole number from 1 to 100' });
    expect(await fields({ page: '1e3' })).toEqual({ page: 'page must be a whole number from 1 to 1000000' });
    expect(await fields({ page: 1.5 })).toEqual({ page: 'page must be a whole number from 1 to 1000000' });
    expect(await fields({ page: ['1', '2'] })).toEqual({ page: 'page must be a whole number from 1 to 1000000' });
    expect(await fields({ search: 'x'.repeat(101) })).toEqual({ search: 'search must be at most 100 characters' });
    expect(await fields({ pageSize: 100, page: '7' })).toBeNull();

    const ama = await newSignedInUser(kit, { username: 'ama' });
    expect(await runUseCase(new ListUsers(kit), kit.ctx(ama.actor), {})).toMatchObject({
      ok: false,
      error: { code: 'AUTH.FORBIDDEN' },
    });
  });

  it('counts no growth without users this month', async () => {
    const kit = accountsTestKit();
    const admin = await people(kit);
    kit.clock.advance(40 * DAY);
    const result = await runUseCase(new ListUsers(kit), kit.ctx(admin.actor), {});
    expect(result).toMatchObject({ ok: true, value: { newUsersThisMonth: 0, growthRate: 0 } });
  });
});
