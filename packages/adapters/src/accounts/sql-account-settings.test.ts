import type { AccountsMail, Clock, NewUser } from '@cobuy/domain';
import { describe, expect, it } from 'vitest';
import { SqlOutboxStore } from '../mail/sql-outbox.store.js';
import { useTestDatabase } from '../persistence/testing/use-test-database.js';
import { SqlAccountsUnitOfWork } from './sql-accounts.unit-of-work.js';

const clock: Clock = { now: () => new Date('2026-11-26T09:00:00Z') };

let seq = 0;
const newUser = (over: Partial<NewUser> = {}): NewUser => {
  seq++;
  return {
    username: `settings${seq}`,
    email: `settings${seq}@example.com`,
    passwordHash: 'h',
    firstName: 'Ama',
    lastName: 'Owusu',
    role: 'user',
    createdAt: clock.now(),
    ...over,
  };
};

const projectUpdateMail = (to: string): AccountsMail => ({
  template: 'project-update',
  to,
  data: {
    firstName: 'Ama',
    projectId: 1,
    projectTitle: 'East Legon Heights',
    updateTitle: 'Roof slab poured',
    description: 'Block B reached the fifth floor.',
    progressPercentage: 45,
  },
});
const passwordChangedMail = (to: string): AccountsMail => ({
  template: 'password-changed',
  to,
  data: { firstName: 'Ama', changedAt: clock.now(), signedOut: 'other-devices' },
});

describe('account settings persistence', () => {
  const fixture = useTestDatabase();
  const uow = () => new SqlAccountsUnitOfWork(fixture.db, clock);
  const insertUser = async (over: Partial<NewUser> = {}) => {
    const outcome = await uow().run(({ users }) => users.insert(newUser(over)));
    if (!outcome.ok) throw new Error('insert failed');
    return outcome.user;
  };
  const queuedTo = async (address: string) =>
    (await new SqlOutboxStore(fixture.db).list(1000)).filter((m) => m.to === address).map((m) => m.template);

  it('stores the names and the normalised phone, and reads them back', async () => {
    const user = await insertUser();
    expect(await uow().read(({ settings }) => settings.findProfile(user.id))).toEqual({
      userId: user.id,
      email: user.email,
      firstName: 'Ama',
      lastName: 'Owusu',
      phone: null,
      homeCurrency: null,
    });
    const change = { firstName: 'Akosua', lastName: 'Mensah', phone: '+233241234567' };
    const stored = await uow().run(({ settings }) => settings.updateProfile(user.id, change));
    expect(stored).toEqual({ userId: user.id, email: user.email, ...change, homeCurrency: null });
    expect(await uow().read(({ users }) => users.findById(user.id))).toMatchObject({ firstName: 'Akosua' });
    expect(await uow().run(({ settings }) => settings.updateProfile(987654, change))).toBeNull();
  });

  it('refuses a phone that is not normalised, in the database itself', async () => {
    const user = await insertUser();
    for (const phone of ['+233 24 123 4567', '0241234567', '+0233241234567', '+1234567890123456']) {
      await expect(
        fixture.db.em().execute('update users set phone = ? where id = ?', [phone, user.id], 'run'),
      ).rejects.toThrow(/check/i);
    }
  });

  it('has every preference on for a user without a row, and upserts the row', async () => {
    const user = await insertUser();
    const read = () => uow().read(({ settings }) => settings.readMailPreferences(user.id));
    expect(await read()).toEqual({ projectUpdates: true, applicationNews: true });
    const at = clock.now();
    await uow().run(({ settings }) =>
      settings.saveMailPreferences(user.id, { projectUpdates: false, applicationNews: true }, at),
    );
    expect(await read()).toEqual({ projectUpdates: false, applicationNews: true });
    await uow().run(({ settings }) =>
      settings.saveMailPreferences(user.id, { projectUpdates: true, applicationNews: false }, at),
    );
    expect(await read()).toEqual({ projectUpdates: true, applicationNews: false });
    const rows = await fixture.db
      .em()
      .execute('select count(*)::int as n from mail_preferences where user_id = ?', [user.id]);
    expect(rows[0]).toEqual({ n: 1 });
  });

  it('queues an optional mail only while its preference is on, and an essential mail always', async () => {
    const user = await insertUser();
    const other = await insertUser();
    const off = { projectUpdates: false, applicationNews: true };
    await uow().run(({ settings }) => settings.saveMailPreferences(user.id, off, clock.now()));

    await uow().run(async ({ outbox }) => {
      await outbox.enqueue(projectUpdateMail(user.email));
      await outbox.enqueue(passwordChangedMail(user.email));
      // The address is matched whatever its case, as accounts are.
      await outbox.enqueue(projectUpdateMail(user.email.toUpperCase()));
      // Someone else's choice is theirs only; an address without an account has no preferences.
      await outbox.enqueue(projectUpdateMail(other.email));
      await outbox.enqueue(projectUpdateMail('inbox@partner.example'));
    });
    expect(await queuedTo(user.email)).toEqual(['password-changed']);
    expect(await queuedTo(user.email.toUpperCase())).toEqual([]);
    expect(await queuedTo(other.email)).toEqual(['project-update']);
    expect(await queuedTo('inbox@partner.example')).toEqual(['project-update']);

    await uow().run(({ settings }) =>
      settings.saveMailPreferences(user.id, { projectUpdates: true, applicationNews: true }, clock.now()),
    );
    await uow().run(({ outbox }) => outbox.enqueue(projectUpdateMail(user.email)));
    expect((await queuedTo(user.email)).sort()).toEqual(['password-changed', 'project-update']);
  });

  it('ends the live sessions of the user but the kept one, counts the others, and writes sessions.ended', async () => {
    const user = await insertUser();
    const bystander = await insertUser();
    const day = 86_400_000;
    const at = (days: number) => new Date(clock.now().getTime() + days * day);
    const ids = await uow().run(async ({ sessions }) => {
      const create = async (userId: number, hash: string, expiresAt: Date) =>
        (await sessions.create({ userId, tokenHash: hash.repeat(64), createdAt: at(-1), expiresAt })).id;
      const kept = await create(user.id, 'a', at(6));
      const live1 = await create(user.id, 'b', at(6));
      const live2 = await create(user.id, 'c', at(3));
      const expired = await create(user.id, 'd', at(-0.5));
      const revoked = await create(user.id, 'e', at(6));
      await sessions.revoke('e'.repeat(64), at(-0.2));
      const theirs = await create(bystander.id, 'f', at(6));
      return { kept, live1, live2, expired, revoked, theirs };
    });
    expect(await uow().read(({ sessions }) => sessions.countOthersActive(user.id, ids.kept, clock.now()))).toBe(2);

    const ended = await uow().run(async ({ sessions, events }) => {
      const endedIds = await sessions.revokeOthersForUser(user.id, ids.kept, clock.now());
      await events.publish({
        type: 'sessions.ended',
        userId: user.id,
        sessionIds: endedIds,
        keptSessionId: ids.kept,
        reason: 'signed_out_elsewhere',
        at: clock.now(),
      });
      return endedIds;
    });
    expect(ended).toEqual([ids.live1, ids.live2]);
    expect(await uow().read(({ sessions }) => sessions.countOthersActive(user.id, ids.kept, clock.now()))).toBe(0);
    const live = async (hash: string) =>
      (await uow().read(({ sessions }) => sessions.findActiveByTokenHash(hash.repeat(64), clock.now()))) !== null;
    expect([await live('a'), await live('b'), await live('f')]).toEqual([true, false, true]);
    // The revoked session keeps the time it was first revoked at.
    const revokedAt = await fixture.db.em().execute('select revoked_at from sessions where id = ?', [ids.revoked]);
    expect(new Date(revokedAt[0]!.revoked_at as string)).toEqual(at(-0.2));

    const events = await fixture.db
      .em()
      .execute(`select payload from domain_events where type = 'sessions.ended' order by id desc limit 1`);
    const payload = events[0]!.payload;
    expect(typeof payload === 'string' ? JSON.parse(payload) : payload).toEqual({
      userId: user.id,
      sessionIds: [ids.live1, ids.live2],
      keptSessionId: ids.kept,
      reason: 'signed_out_elsewhere',
    });
  });
});

describe('the settings migration', () => {
  const fixture = useTestDatabase();
  const name = 'Migration20261126001200_settings_mail';

  it('applies to a database that already holds users: they get no phone and every optional mail', async () => {
    const { db } = fixture;
    // Back to the database as it was before this migration, with a user in it, then forward again.
    await db.orm.migrator.down({ migrations: [name] });
    await db.em().execute(
      `insert into users (username, email, password_hash, first_name, last_name)
         values ('before', 'before@example.com', 'h', 'Ama', 'Owusu')`,
      [],
      'run',
    );
    await db.orm.migrator.up({ migrations: [name] });
    const uow = new SqlAccountsUnitOfWork(db, clock);
    const user = await uow.read(({ users }) => users.findByEmail('before@example.com'));
    expect(await uow.read(({ settings }) => settings.findProfile(user!.id))).toMatchObject({ phone: null });
    expect(await uow.read(({ settings }) => settings.readMailPreferences(user!.id))).toEqual({
      projectUpdates: true,
      applicationNews: true,
    });
  });
});
