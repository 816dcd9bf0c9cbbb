import { SqlAccountsUnitOfWork, type Database } from '@cobuy/adapters';
import { ChangeUserRole, SetUserActive, type AppError, type UseCase } from '@cobuy/application';
import type { AccountsUnitOfWork, PublicUser, Result, UserRepository } from '@cobuy/domain';
import { describe, expect, it } from 'vitest';
import { newUsers } from './investing/support/investing-data.js';
import { contextOf, FakeClock, run, useInvesting } from './investing/support/investing-fixture.js';

/*
 * The platform always keeps an active admin, even when admins act on each other at the same moment. On
 * PostgreSQL (DATABASE_URL) the calls run on a pool wide enough for them to truly overlap; on PGlite its single
 * connection serializes them, and the same assertions hold.
 */

const t = useInvesting();
const clock = new FakeClock();
const POOL = 6;

/** Exactly these users are admins, all active. */
async function onlyAdmins(db: Database, ids: readonly number[]): Promise<void> {
  const em = db.em();
  await em.execute(`update users set role = 'user' where role = 'admin'`, [], 'run');
  await em.execute(
    `update users set role = 'admin', is_active = true where id in (${ids.map(() => '?').join(', ')})`,
    [...ids],
    'run',
  );
}

const activeAdmins = async (db: Database): Promise<number[]> =>
  (await db.em().execute<{ id: number }[]>(`select id from users where role = 'admin' and is_active order by id`)).map(
    (r) => Number(r.id),
  );

const userAudits = async (db: Database): Promise<number> =>
  Number((await db.em().execute<{ n: string }[]>(`select count(*) as n from audit_log where entity = 'user'`))[0]!.n);

const demote = (useCase: UseCase<unknown, PublicUser>, actor: number, target: number) =>
  run(useCase, contextOf(actor, 'admin', clock, 'last-admin'), { userId: target, role: 'user' });
const deactivate = (useCase: UseCase<unknown, PublicUser>, actor: number, target: number) =>
  run(useCase, contextOf(actor, 'admin', clock, 'last-admin'), { userId: target, isActive: false });

function outcomes(results: Result<PublicUser, AppError>[]) {
  return {
    succeeded: results.filter((r) => r.ok).length,
    refusals: results.flatMap((r) => (r.ok ? [] : [r.error.code])),
  };
}

/** A database pool on which calls really overlap (PostgreSQL), or the file's single PGlite connection. */
async function racingDb(): Promise<Database> {
  return t.postgresUrl ? t.openPool(POOL) : t.db;
}

/**
 * The accounts unit of work, except that each transaction, once it holds the admins' locks, waits until `parties`
 * transactions got that far or `waitMs` passed. With the locks, the others cannot get that far (they wait on the
 * lock), so the first waits out `waitMs` and commits; without them, all would read the same admins and pass.
 */
function rendezvousAfterAdminLock(db: Database, parties: number, waitMs: number): AccountsUnitOfWork {
  const inner = new SqlAccountsUnitOfWork(db, clock);
  let arrived = 0;
  let releaseAll: () => void = () => undefined;
  const everyoneArrived = new Promise<void>((resolve) => (releaseAll = resolve));
  return {
    run: (work) =>
      inner.run((store) => {
        const users: UserRepository = Object.create(store.users) as UserRepository;
        users.lockActiveAdminIds = async () => {
          const ids = await store.users.lockActiveAdminIds();
          if (++arrived === parties) releaseAll();
          await Promise.race([everyoneArrived, new Promise((resolve) => setTimeout(resolve, waitMs))]);
          return ids;
        };
        return work({ ...store, users });
      }),
  };
}

describe('the last active admin under concurrency', () => {
  it('two admins demoting each other at once, 20 times: one wins, the other learns the winner is the last admin', async () => {
    const services = await t.racingServices(POOL);
    const [a, b] = await newUsers(t.db, 2);
    for (let round = 0; round < 20; round++) {
      await onlyAdmins(t.db, [a!.id, b!.id]);
      const auditsBefore = await userAudits(t.db);
      const results = await Promise.all([
        demote(services.accounts.changeUserRole, a!.id, b!.id),
        demote(services.accounts.changeUserRole, b!.id, a!.id),
      ]);
      expect(outcomes(results)).toEqual({ succeeded: 1, refusals: ['ACCOUNTS.LAST_ADMIN'] });
      expect(await activeAdmins(t.db)).toHaveLength(1);
      expect((await userAudits(t.db)) - auditsBefore).toBe(1);
    }
  });

  it('a demotion and a deactivation crossing each other leave one active admin', async () => {
    const services = await t.racingServices(POOL);
    const [a, b] = await newUsers(t.db, 2);
    for (let round = 0; round < 10; round++) {
      await onlyAdmins(t.db, [a!.id, b!.id]);
      const results = await Promise.all([
        deactivate(services.accounts.setUserActive, a!.id, b!.id),
        demote(services.accounts.changeUserRole, b!.id, a!.id),
      ]);
      expect(outcomes(results)).toEqual({ succeeded: 1, refusals: ['ACCOUNTS.LAST_ADMIN'] });
      expect(await activeAdmins(t.db)).toHaveLength(1);
    }
  });

  it('three admins each demoting the next at once: never none left, and no one acts after losing the role', async () => {
    const services = await t.racingServices(POOL);
    const trio = (await newUsers(t.db, 3)).map((u) => u.id);
    for (let round = 0; round < 10; round++) {
      await onlyAdmins(t.db, trio);
      const auditsBefore = await userAudits(t.db);
      const results = await Promise.all(
        trio.map((actor, i) => demote(services.accounts.changeUserRole, actor, trio[(i + 1) % 3]!)),
      );
      const { succeeded, refusals } = outcomes(results);
      // Whoever is demoted first can no longer act; the last of them keeps the role.
      expect(succeeded).toBe(2);
      expect(refusals).toHaveLength(1);
      expect(['AUTH.FORBIDDEN', 'ACCOUNTS.LAST_ADMIN']).toContain(refusals[0]);
      expect(await activeAdmins(t.db)).toHaveLength(1);
      expect((await userAudits(t.db)) - auditsBefore).toBe(2);
    }
  });

  it('holds when both transactions are made to overlap after reading the admins', async () => {
    const db = await racingDb();
    const [a, b] = await newUsers(t.db, 2);
    await onlyAdmins(t.db, [a!.id, b!.id]);
    const changeRole = new ChangeUserRole({ uow: rendezvousAfterAdminLock(db, 2, 300) });
    const results = await Promise.all([demote(changeRole, a!.id, b!.id), demote(changeRole, b!.id, a!.id)]);
    expect(outcomes(results)).toEqual({ succeeded: 1, refusals: ['ACCOUNTS.LAST_ADMIN'] });
    expect(await activeAdmins(t.db)).toHaveLength(1);

    await onlyAdmins(t.db, [a!.id, b!.id]);
    const switchOff = new SetUserActive({ uow: rendezvousAfterAdminLock(db, 2, 300) });
    const crossed = await Promise.all([deactivate(switchOff, a!.id, b!.id), deactivate(switchOff, b!.id, a!.id)]);
    expect(outcomes(crossed)).toEqual({ succeeded: 1, refusals: ['ACCOUNTS.LAST_ADMIN'] });
    expect(await activeAdmins(t.db)).toHaveLength(1);
  });
});
