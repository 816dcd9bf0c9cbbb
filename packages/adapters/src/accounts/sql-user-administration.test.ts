import type { NewUser } from '@cobuy/domain';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../persistence/testing/use-test-database.js';
import { SqlAccountsUnitOfWork } from './sql-accounts.unit-of-work.js';

const clock = { now: () => new Date('2026-03-02T09:00:00Z') };
const MONTH_START = new Date('2026-03-01T00:00:00Z');

let seq = 0;
const person = (over: Partial<NewUser>): NewUser => {
  seq++;
  return {
    username: `person${seq}`,
    email: `person${seq}@example.com`,
    passwordHash: 'h',
    firstName: 'Ama',
    lastName: 'Owusu',
    role: 'user',
    createdAt: new Date('2026-02-01T00:00:00Z'),
    ...over,
  };
};

describe('users for the admin (SQL)', () => {
  const fixture = useTestDatabase();
  const uow = () => new SqlAccountsUnitOfWork(fixture.db, clock);
  const list = (search: string | undefined, offset = 0, limit = 20) =>
    uow().run(({ users }) => users.listForAdmin({ search, monthStart: MONTH_START, offset, limit }));

  it('counts the platform, finds names, emails and usernames literally, and pages newest first', async () => {
    const rows = [
      person({ firstName: 'Kwame', lastName: 'Mensah', createdAt: new Date('2026-02-27T10:00:00Z') }),
      person({ username: 'abena_50', firstName: 'Abena', lastName: 'Boateng', createdAt: MONTH_START }),
      person({ username: 'abenax50', firstName: 'Abena', lastName: 'Boakye' }),
      person({ firstName: 'Yaw', lastName: '100% Asante', createdAt: new Date('2026-03-02T08:00:00Z') }),
      person({ firstName: 'Esi', lastName: 'Back\\slash', email: 'esi@osu.example' }),
    ];
    const ids: number[] = [];
    for (const row of rows) {
      const outcome = await uow().run(({ users }) => users.insert(row));
      if (!outcome.ok) throw new Error('insert failed');
      ids.push(outcome.user.id);
    }
    await uow().run(({ users }) => users.setActive(ids[2]!, false));

    const all = await list(undefined);
    expect(all).toMatchObject({ totalUsers: 5, activeUsers: 4, newUsersThisMonth: 2, matchingUsers: 5 });
    expect(all.users.map((u) => u.lastName)).toEqual(['100% Asante', 'Boateng', 'Mensah', 'Back\\slash', 'Boakye']);

    const names = async (search: string) => (await list(search)).users.map((u) => u.lastName);
    // % and _ are the text, not wildcards: 'abena_50' is found, 'abenax50' is not.
    expect(await names('abena_')).toEqual(['Boateng']);
    expect(await names('100%')).toEqual(['100% Asante']);
    expect(await names('%')).toEqual(['100% Asante']);
    expect(await names('k\\s')).toEqual(['Back\\slash']);
    expect(await names('ABENA BOA')).toEqual(['Boateng', 'Boakye']);
    expect(await names('@osu.')).toEqual(['Back\\slash']);
    const searched = await list('mensah');
    expect(searched).toMatchObject({ totalUsers: 5, matchingUsers: 1 });

    const second = await list(undefined, 2, 2);
    expect(second.users.map((u) => u.lastName)).toEqual(['Mensah', 'Back\\slash']);
    expect((await list(undefined, 10, 2)).users).toEqual([]);
  });

  it('locks the active admins in id order and names them', async () => {
    const inserted = await uow().run(async ({ users }) => {
      const a = await users.insert(person({ role: 'admin' }));
      const b = await users.insert(person({ role: 'admin' }));
      const off = await users.insert(person({ role: 'admin' }));
      if (!a.ok || !b.ok || !off.ok) throw new Error('insert failed');
      await users.setActive(off.user.id, false);
      return [a.user.id, b.user.id];
    });
    const locked = await uow().run(async ({ users }) => ({
      admins: await users.lockActiveAdminIds(),
      target: await users.lockById(inserted[1]!),
      missing: await users.lockById(987654),
    }));
    expect(locked.admins).toEqual(inserted);
    expect(locked.target).toMatchObject({ id: inserted[1], role: 'admin', kycStatus: 'not_started' });
    expect(locked.missing).toBeNull();
  });
});
