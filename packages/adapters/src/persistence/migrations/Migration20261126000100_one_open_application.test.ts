import { describe, expect, it } from 'vitest';
import type { Database, SqlEntityManager } from '../orm.js';
import { insertTestInvestor } from '../testing/fund-unit.js';
import { useTestDatabase } from '../testing/use-test-database.js';
import { Migration20261126000100OneOpenApplication } from './Migration20261126000100_one_open_application.js';

/*
 * The one-open-application migration on a database that already holds duplicates (as the live one did after
 * 50 applications for one unit in 356 ms): the test database is migrated, so the migration is taken back
 * (`down`), the duplicates are written, and `up` runs again in one transaction, as the migrator runs it.
 */

const fixture = useTestDatabase();

async function runMigration(db: Database, direction: 'up' | 'down'): Promise<void> {
  const migration = new Migration20261126000100OneOpenApplication(db.orm.em.getDriver(), db.orm.config);
  await migration[direction]();
  await db.em().transactional(async (em) => {
    for (const sql of migration.getQueries()) await em.execute(sql as string);
  });
}

async function projectWithUnits(
  em: SqlEntityManager,
  units: number,
): Promise<{ projectId: number; unitIds: number[] }> {
  const [project] = await em.execute<{ id: number }[]>(
    `insert into projects (title, description, location, project_type, developer_name, timeline,
       construction_timeline, expected_profit, profit_range_min, profit_range_max, developer_listing_price,
       unit_price, min_investment, status)
     values ('Duplicates', 'Test', 'Accra', 'residential', 'Dev', 24, '24 months', 18, 15, 22, 1000000, 100000, 1,
       'funding')
     returning id`,
  );
  const unitIds: number[] = [];
  for (let n = 1; n <= units; n++) {
    const [unit] = await em.execute<{ id: number }[]>(
      `insert into units (project_id, unit_number, unit_type, bedrooms, bathrooms, price, total_investment_needed,
         min_investment_amount)
       values (?, ?, '2-bedroom-apartment', 2, 2, 100000, 100000, 1) returning id`,
      [project!.id, `D${n}`],
    );
    unitIds.push(Number(unit!.id));
  }
  return { projectId: Number(project!.id), unitIds };
}

let reference = 0;

/** An application, and for awaiting_payment its investment (linked both ways, as the use cases leave them). */
async function application(
  em: SqlEntityManager,
  a: { userId: number; projectId: number; unitId: number | null; status: string; notes?: string },
): Promise<{ id: number; investmentId: number | null }> {
  const [row] = await em.execute<{ id: number }[]>(
    `insert into project_interests (user_id, project_id, unit_id, interest_amount, contact_preference, contact_info,
       status, admin_notes, created_at, updated_at)
     values (?, ?, ?, 5000, 'email', 'a@example.com', ?, ?, now(), now()) returning id`,
    [a.userId, a.projectId, a.unitId, a.status, a.notes ?? null],
  );
  const id = Number(row!.id);
  if (a.status !== 'awaiting_payment') return { id, investmentId: null };
  const [investment] = await em.execute<{ id: number }[]>(
    `insert into investments (user_id, project_id, unit_id, application_id, amount, ownership_percentage,
       current_value, status, payment_reference, window_ends_at, created_at, updated_at)
     values (?, ?, ?, ?, 5000, 5, 5000, 'awaiting_payment', ?, now() + interval '7 days', now(), now())
     returning id`,
    [a.userId, a.projectId, a.unitId, id, `MIGRATION-TEST-${++reference}`],
  );
  const investmentId = Number(investment!.id);
  await em.execute('update project_interests set investment_id = ? where id = ?', [investmentId, id], 'run');
  return { id, investmentId };
}

describe('Migration20261126000100_one_open_application on a database with duplicates', () => {
  it('keeps the furthest-along (then oldest) open application of each investor and unit, withdraws the rest with a note, an audit record and an event, then enforces one', async () => {
    const db = fixture.db;
    await runMigration(db, 'down');
    const em = db.em();
    const squatter = await insertTestInvestor(em);
    const other = await insertTestInvestor(em);
    const { projectId, unitIds } = await projectWithUnits(em, 3);
    const [u1, u2, u3] = unitIds as [number, number, number];
    const add = (userId: number, unitId: number | null, status: string, notes?: string) =>
      application(em, { userId, projectId, unitId, status, notes });

    // Unit 1: 5 pending copies, the oldest kept.
    const pendingCopies = [];
    for (let i = 0; i < 5; i++)
      pendingCopies.push(await add(squatter, u1, 'pending', i === 1 ? 'Called back' : undefined));
    // Unit 2: a pending copy filed first, then one an admin approved (awaiting_kyc) and two with payment
    // instructions: the oldest of those two is kept, the other is withdrawn and its investment cancelled.
    const early = await add(squatter, u2, 'pending');
    const waiting = await add(squatter, u2, 'awaiting_kyc');
    const paying = await add(squatter, u2, 'awaiting_payment');
    const payingCopy = await add(squatter, u2, 'awaiting_payment');
    // Project-wide: two open copies; closed ones are no duplicates.
    const wide = await add(squatter, null, 'pending');
    const wideCopy = await add(squatter, null, 'kyc_approved');
    const closed = [
      await add(squatter, u3, 'rejected'),
      await add(squatter, u3, 'active'),
      await add(squatter, u3, 'withdrawn'),
    ];
    const single = await add(squatter, u3, 'pending');
    // Another investor's application for unit 1 is not a copy of the squatter's.
    const others = await add(other, u1, 'pending');

    await runMigration(db, 'up');

    const statusOf = async (id: number) =>
      (await em.execute<{ status: string }[]>('select status from project_interests where id = ?', [id]))[0]!.status;
    expect(await statusOf(pendingCopies[0]!.id)).toBe('pending');
    for (const copy of pendingCopies.slice(1)) expect(await statusOf(copy.id)).toBe('withdrawn');
    expect(await Promise.all([early, waiting, paying, payingCopy].map((a) => statusOf(a.id)))).toEqual([
      'withdrawn',
      'withdrawn',
      'awaiting_payment',
      'withdrawn',
    ]);
    expect(await statusOf(wideCopy.id)).toBe('kyc_approved');
    expect(await statusOf(wide.id)).toBe('withdrawn');
    expect(await Promise.all([...closed, single, others].map((a) => statusOf(a.id)))).toEqual([
      'rejected',
      'active',
      'withdrawn',
      'pending',
      'pending',
    ]);

    // The note names the application kept, after what an admin had written.
    const [noted] = await em.execute<{ admin_notes: string }[]>(
      'select admin_notes from project_interests where id = ?',
      [pendingCopies[1]!.id],
    );
    expect(noted!.admin_notes).toBe(
      `Called back\nWithdrawn by the platform: a duplicate of open application #${pendingCopies[0]!.id} for the same ` +
        'unit (one open application per investor and unit).',
    );

    // The copy's investment is cancelled (its capacity released); the kept one's waits for payment.
    const investments = await em.execute<{ id: number; status: string; cancellation_reason: string | null }[]>(
      'select id, status, cancellation_reason from investments where id in (?, ?) order by id',
      [paying.investmentId, payingCopy.investmentId],
    );
    expect(investments.map((i) => [i.status, i.cancellation_reason])).toEqual([
      ['awaiting_payment', null],
      ['cancelled', `Cancelled with application #${payingCopy.id}, a duplicate of open application #${paying.id}`],
    ]);

    // Every change is audited (no actor: the platform) and published like a change made through the API.
    const withdrawnIds = [...pendingCopies.slice(1), early, waiting, payingCopy, wide].map((a) => String(a.id));
    const audits = await em.execute<{ entity: string; entity_id: string; action: string; before: any; after: any }[]>(
      `select entity, entity_id, action, before, after from audit_log
        where correlation_id = 'migration:Migration20261126000100_one_open_application' order by id`,
    );
    expect(
      audits
        .filter((a) => a.entity === 'application')
        .map((a) => a.entity_id)
        .sort(),
    ).toEqual([...withdrawnIds].sort());
    const waitingAudit = audits.find((a) => a.entity_id === String(waiting.id))!;
    expect(waitingAudit).toMatchObject({
      action: 'application.duplicate_withdrawn',
      before: { status: 'awaiting_kyc', unitId: u2 },
      after: { status: 'withdrawn', keptApplicationId: paying.id },
    });
    expect(audits.filter((a) => a.entity === 'investment')).toEqual([
      expect.objectContaining({
        entity_id: String(payingCopy.investmentId),
        action: 'investment.cancelled',
        before: expect.objectContaining({ status: 'awaiting_payment' }),
        after: expect.objectContaining({ status: 'cancelled' }),
      }),
    ]);
    const events = await em.execute<{ type: string; n: string }[]>(
      `select type, count(*) as n from domain_events where type in ('application.changed', 'investment.changed')
        group by type order by type`,
    );
    expect(events.map((e) => [e.type, Number(e.n)])).toEqual([
      ['application.changed', withdrawnIds.length],
      ['investment.changed', 1],
    ]);

    // From now on the database holds the rule.
    await expect(add(squatter, u1, 'pending')).rejects.toThrow(/project_interests_one_open_per_unit/);
    await expect(add(squatter, null, 'pending')).rejects.toThrow(/project_interests_one_open_per_project/);
    await expect(add(other, u2, 'pending')).resolves.toBeDefined();
  });

  it('changes nothing where there are no duplicates', async () => {
    const db = fixture.db;
    await runMigration(db, 'down');
    const before = await db
      .em()
      .execute<{ id: number; status: string }[]>('select id, status from project_interests order by id');
    const audited = await db.em().execute<{ n: string }[]>('select count(*) as n from audit_log');
    await runMigration(db, 'up');
    expect(await db.em().execute('select id, status from project_interests order by id')).toEqual(before);
    expect(await db.em().execute('select count(*) as n from audit_log')).toEqual(audited);
  });
});
