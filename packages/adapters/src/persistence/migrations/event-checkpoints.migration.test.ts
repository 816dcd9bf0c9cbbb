import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SqlNotificationsUnitOfWork } from '../../notifications/sql-notifications.unit-of-work.js';
import { openDatabase, PGLITE_EXTENSIONS, type Database } from '../orm.js';

/*
 * Migration20261126001010_event_checkpoints on a database that holds data: the events already applied by the
 * KYC-decisions consumer are not applied again, the one it had not applied (a late commit below its highest
 * consumed id) still is, and the notification consumer starts after the past. Run on PGlite: it migrates a
 * database of its own step by step, which the shared template cannot.
 */

const BEFORE = 'Migration20261126001000_notifications';
let pglite: PGlite;
let db: Database;

const insertEvent = async (type: string, payload: Record<string, unknown>) => {
  const [row] = await db
    .em()
    .execute<{ id: string }[]>(
      `insert into domain_events (type, payload, occurred_at) values (?, ?, now()) returning id`,
      [type, JSON.stringify(payload)],
    );
  return Number(row!.id);
};

const take = (consumer: string, types: readonly ('kyc.changed' | 'unit.changed' | 'application.received')[]) =>
  new SqlNotificationsUnitOfWork(db).run(async (store) => {
    const batch = await store.feed.take(consumer, types, 100);
    await store.feed.markConsumed(
      consumer,
      batch.map((e) => e.id),
      new Date(),
    );
    return batch.map((e) => e.id);
  });

beforeAll(async () => {
  pglite = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  db = await openDatabase({ pglite });
  await db.orm.migrator.up({ to: BEFORE });
}, 60_000);

afterAll(async () => {
  await db.close();
  await pglite.close();
});

describe('moving the outbox to checkpoints', () => {
  it('keeps what was applied applied, and what was pending pending', async () => {
    const kyc = (kycId: number) => ({ kycId, userId: 1, from: null, to: 'pending' });
    const applied1 = await insertEvent('kyc.changed', kyc(1));
    const pending = await insertEvent('kyc.changed', kyc(2));
    const other = await insertEvent('unit.changed', { unitId: 1, from: 'a', to: 'b' });
    const applied2 = await insertEvent('kyc.changed', kyc(3));
    const received = await insertEvent('application.received', { applicationId: 1, userId: 1 });
    await db
      .em()
      .execute(
        `insert into consumed_events (consumer, event_id, consumed_at) values (?, ?, now()), (?, ?, now())`,
        ['investing.kyc-decisions', applied1, 'investing.kyc-decisions', applied2],
        'run',
      );

    await db.migrate();

    const tables = await db
      .em()
      .execute<{ n: number }[]>(`select count(*)::int as n from pg_tables where tablename = 'consumed_events'`);
    expect(tables[0]!.n).toBe(0);
    // The KYC consumer applies exactly the decision it had not applied, once.
    expect(await take('investing.kyc-decisions', ['kyc.changed'])).toEqual([pending]);
    expect(await take('investing.kyc-decisions', ['kyc.changed'])).toEqual([]);
    // The notification consumer starts after the past; a consumer never seen starts at the beginning.
    expect(await take('notifications', ['kyc.changed', 'application.received'])).toEqual([]);
    expect(await take('test.new', ['unit.changed', 'application.received'])).toEqual([other, received]);

    // Events written after the migration come after every position.
    const fresh = await insertEvent('kyc.changed', kyc(4));
    expect(await take('investing.kyc-decisions', ['kyc.changed'])).toEqual([fresh]);
    expect(await take('notifications', ['kyc.changed'])).toEqual([fresh]);
  });
});
