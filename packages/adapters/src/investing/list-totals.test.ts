import { beforeAll, describe, expect, it } from 'vitest';
import type { InvestmentStatus } from '@cobuy/domain';
import type { SqlEntityManager } from '../persistence/orm.js';
import { insertTestInvestor } from '../persistence/testing/fund-unit.js';
import { useTestDatabase } from '../persistence/testing/use-test-database.js';
import { entityManagerStatements } from '../persistence/statements.js';
import { SqlInvestmentRepository } from './sql-investment.repository.js';
import { MikroCatalogReadRepository } from '../catalog/catalog-read.repository.js';

/*
 * `investment_totals` and `project_totals` (Migration20261126003400_list_totals) against the aggregates they replace, on
 * PostgreSQL in CI and PGlite without DATABASE_URL: after multi-row and single inserts, status changes, amount
 * changes, updates touching neither, deletes, a rolled-back transaction and (PostgreSQL) two transactions writing
 * at once, the admin list's totals read from it equal `count(*)` and `sum(amount)` over the matching investments,
 * to the cent.
 */
const fixture = useTestDatabase();
const onPostgres = Boolean(process.env.DATABASE_URL);

const STATUSES: readonly InvestmentStatus[] = ['pending_kyc', 'awaiting_payment', 'active', 'completed', 'cancelled'];
const FILTERS: readonly (readonly InvestmentStatus[] | undefined)[] = [
  undefined,
  ...STATUSES.map((s) => [s]),
  ['active', 'completed'],
  ['pending_kyc', 'awaiting_payment', 'cancelled'],
];

let investor = 0;
let projectId = 0;
let unitId = 0;
let reference = 0;

const exec = <T = { id: number }>(sql: string, params: unknown[] = [], em?: SqlEntityManager) =>
  (em ?? fixture.db.em()).execute<T[]>(sql, params);

/** One row of values for `insert into investments` (a waiting status needs its payment window). */
function values(status: InvestmentStatus, amount: string): { sql: string; params: unknown[] } {
  reference += 1;
  const waiting = status === 'pending_kyc' || status === 'awaiting_payment';
  return {
    sql: `(?, ?, ?, ?, 10, ?, ?, ?, ?, now(), now())`,
    params: [investor, projectId, unitId, amount, amount, status, `CB-TOT${reference}`, waiting ? new Date() : null],
  };
}

async function insert(rows: [InvestmentStatus, string][], em?: SqlEntityManager): Promise<number[]> {
  const all = rows.map(([status, amount]) => values(status, amount));
  const inserted = await exec(
    `insert into investments (user_id, project_id, unit_id, amount, ownership_percentage, current_value, status,
       payment_reference, window_ends_at, created_at, updated_at)
     values ${all.map((v) => v.sql).join(', ')} returning id`,
    all.flatMap((v) => v.params),
    em,
  );
  return inserted.map((r) => Number(r.id));
}

/** Every filter's totals from the table and from the aggregate, side by side. */
async function expectTotalsExact(): Promise<void> {
  const repository = new SqlInvestmentRepository(entityManagerStatements(fixture.db.em()));
  for (const statuses of FILTERS) {
    const kept = await repository.summarize(statuses ? { statuses } : {});
    const where = statuses ? ` where status in (${statuses.map(() => '?').join(', ')})` : '';
    const [counted] = await exec<{ count: string; total: string }>(
      `select count(*)::text as count, coalesce(sum(amount), 0)::text as total from investments${where}`,
      statuses ? [...statuses] : [],
    );
    expect(kept.count, `count for ${statuses?.join(',') ?? 'all'}`).toBe(Number(counted!.count));
    const [same] = await exec<{ same: boolean }>(`select ?::numeric = ?::numeric as same`, [
      kept.totalAmount.toString(),
      counted!.total,
    ]);
    expect(same!.same, `sum for ${statuses?.join(',') ?? 'all'}: ${kept.totalAmount} vs ${counted!.total}`).toBe(true);
  }
}

beforeAll(async () => {
  investor = await insertTestInvestor(fixture.db.em());
  const [project] = await exec(
    `insert into projects (title, description, location, project_type, developer_name, timeline,
       construction_timeline, expected_profit, profit_range_min, profit_range_max, developer_listing_price,
       unit_price, min_investment, status)
     values ('Totals', 'Totals test', 'Accra', 'residential', 'Test Developer', 24, '24 months', 18, 15, 22,
       1000000, 100000, 1000, 'available')
     returning id`,
  );
  projectId = Number(project!.id);
  const [unit] = await exec(
    `insert into units (project_id, unit_number, unit_type, bedrooms, bathrooms, price, total_investment_needed,
       min_investment_amount)
     values (?, 'T1', '2-bedroom-apartment', 2, 2, 90000000000, 90000000000, 1) returning id`,
    [projectId],
  );
  unitId = Number(unit!.id);
});

describe('investment_totals', () => {
  it('starts equal to the aggregate (empty) and stays equal after inserts, one by one and many at once', async () => {
    await expectTotalsExact();
    await insert([['pending_kyc', '1000.01']]);
    await insert([
      ['awaiting_payment', '2500.50'],
      ['active', '999999999999.99'],
      ['active', '0.01'],
      ['completed', '123456.78'],
      ['cancelled', '5000.00'],
      ['pending_kyc', '7.07'],
    ]);
    await expectTotalsExact();
  });

  it('follows status changes, amount changes and updates that change neither', async () => {
    const ids = await insert([
      ['pending_kyc', '100.10'],
      ['awaiting_payment', '200.20'],
      ['awaiting_payment', '300.30'],
      ['active', '400.40'],
    ]);
    await exec(`update investments set status = 'awaiting_payment' where id = ?`, [ids[0]]);
    await expectTotalsExact();
    // One statement moving rows between several statuses at once.
    await exec(
      `update investments
          set status = case when status = 'awaiting_payment' then 'active' else 'completed' end,
              window_ends_at = null
        where id in (?, ?, ?)`,
      [ids[1], ids[2], ids[3]],
    );
    await expectTotalsExact();
    await exec(`update investments set amount = amount + 0.05 where id in (?, ?)`, [ids[0], ids[3]]);
    await exec(`update investments set payment_method = 'bank_transfer' where id = ?`, [ids[1]]);
    await exec(`update investments set status = 'cancelled', amount = 1.23, window_ends_at = null where id = ?`, [
      ids[0],
    ]);
    await expectTotalsExact();
  });

  it('follows deletes, and a rolled-back transaction leaves no trace', async () => {
    const ids = await insert([
      ['cancelled', '11.11'],
      ['active', '22.22'],
      ['completed', '33.33'],
    ]);
    await exec(`delete from investments where id in (?, ?)`, [ids[0], ids[1]]);
    await expectTotalsExact();
    await expect(
      fixture.db.em().transactional(async (em) => {
        await insert([['active', '44.44']], em);
        await exec(`delete from investments where id = ?`, [ids[2]], em);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await expectTotalsExact();
  });

  it.runIf(onPostgres)('stays exact when two transactions insert and change statuses at the same time', async () => {
    let releaseFirst!: () => void;
    const firstMayCommit = new Promise<void>((resolve) => (releaseFirst = resolve));
    let firstWrote!: () => void;
    const firstHasWritten = new Promise<void>((resolve) => (firstWrote = resolve));
    const first = fixture.db.em().transactional(async (em) => {
      const ids = await insert(
        [
          ['awaiting_payment', '10.01'],
          ['active', '20.02'],
        ],
        em,
      );
      await exec(`update investments set status = 'active', window_ends_at = null where id = ?`, [ids[0]], em);
      firstWrote();
      await firstMayCommit;
    });
    await firstHasWritten;
    // The second writes and commits while the first is still open, then both are committed.
    await fixture.db.em().transactional(async (em) => {
      const ids = await insert(
        [
          ['awaiting_payment', '30.03'],
          ['active', '40.04'],
        ],
        em,
      );
      await exec(`update investments set status = 'cancelled', window_ends_at = null where id = ?`, [ids[0]], em);
    });
    releaseFirst();
    await first;
    await expectTotalsExact();

    // Many small transactions from every pooled connection at once.
    await Promise.all(
      Array.from({ length: 24 }, (_, k) =>
        fixture.db.em().transactional(async (em) => {
          await insert([[STATUSES[k % STATUSES.length]!, `${k + 1}.${String(k).padStart(2, '0')}`]], em);
        }),
      ),
    );
    await expectTotalsExact();
  });
});

describe('investment_totals after TRUNCATE', () => {
  it('is emptied with the table (also when truncated by cascade)', async () => {
    await insert([['active', '12.34']]);
    await exec('truncate investments cascade');
    await expectTotalsExact();
    const [left] = await exec<{ rows: string }>('select count(*)::text as rows from investment_totals');
    expect(left!.rows).toBe('0');
  });
});

describe('project_totals', () => {
  const insertProjects = (statuses: string[]) =>
    exec(
      `insert into projects (title, description, location, project_type, developer_name, timeline,
         construction_timeline, expected_profit, profit_range_min, profit_range_max, developer_listing_price,
         unit_price, min_investment, status)
       values ${statuses
         .map(
           () => `('Totals', 'Totals test', 'Accra', 'residential', 'Test Developer', 24, '24 months', 18, 15, 22,
             1000000, 100000, 1000, ?)`,
         )
         .join(', ')}
       returning id`,
      statuses,
    ).then((rows) => rows.map((r) => Number(r.id)));

  async function expectCountsExact(): Promise<void> {
    const catalog = new MikroCatalogReadRepository(fixture.db);
    const [counted] = await exec<{ listed: string; every: string }>(
      `select count(*) filter (where status <> 'archived')::text as listed, count(*)::text as every from projects`,
    );
    expect(await catalog.countProjects({})).toBe(Number(counted!.listed));
    expect(await catalog.countProjects({ includeArchived: true })).toBe(Number(counted!.every));
  }

  it('equals the count of listed projects and of every project after inserts, status changes and deletes', async () => {
    await expectCountsExact();
    const ids = await insertProjects(['available', 'available', 'archived', 'fully_funded']);
    await expectCountsExact();
    await exec(`update projects set status = 'archived' where id in (?, ?)`, [ids[0], ids[3]]);
    await exec(`update projects set title = 'Renamed' where id = ?`, [ids[1]]);
    await expectCountsExact();
    await exec(`update projects set status = 'available' where id = ?`, [ids[2]]);
    await exec(`delete from projects where id in (?, ?)`, [ids[0], ids[1]]);
    await expectCountsExact();
  });
});
