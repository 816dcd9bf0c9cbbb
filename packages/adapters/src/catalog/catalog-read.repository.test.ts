import { Money, summariseUnits, type ProjectFilter } from '@cobuy/domain';
import { describe, expect, it } from 'vitest';
import { UnitRow } from '../persistence/entities/index.js';
import { insertProjectWithUnits } from '../persistence/testing/catalog-rows.js';
import { fundUnit, insertTestInvestor } from '../persistence/testing/fund-unit.js';
import { useTestDatabase } from '../persistence/testing/use-test-database.js';
import { MikroCatalogReadRepository } from './catalog-read.repository.js';

const queries: string[] = [];

/** The first page of up to 1,000 projects, as plain projects. */
const listAll = async (catalog: MikroCatalogReadRepository, filter: ProjectFilter) =>
  (await catalog.listProjects(filter, { after: null, limit: 1000 })).rows.map(({ row }) => row);

describe('the catalog reads each unit with the funding its investments give it', () => {
  const fixture = useTestDatabase({ onQuery: (sql) => queries.push(sql) });

  const projectWithUnits = (unitNumbers: readonly string[]) => insertProjectWithUnits(fixture.db.em(), unitNumbers);

  it('derives status and current investment from confirmed investments only, in one statement per list', async () => {
    const { projectId, unitIds } = await projectWithUnits(['A-01', 'A-02', 'A-03', 'A-04', 'A-05']);
    const [empty, partial, full, overridden, sold] = unitIds as [number, number, number, number, number];
    const em = fixture.db.em();
    const investor = await insertTestInvestor(em);
    // Money not yet paid (a payment window is open) does not fund a unit.
    await em.execute(
      `insert into investments (user_id, project_id, unit_id, amount, ownership_percentage, current_value, status,
                                payment_reference, window_ends_at, created_at, updated_at)
       values (?, ?, ?, 50000, 50, 50000, 'awaiting_payment', 'TEST-WAITING', now() + interval '7 days', now(), now())`,
      [investor, projectId, empty],
    );
    await fundUnit(em, partial, ['30000.00', '12500.50'], { investorId: investor });
    await fundUnit(em, full, ['60000.00', '40000.00']);
    await em.nativeUpdate(UnitRow, { id: overridden }, { fundingOverride: 'fully_funded' });
    await em.nativeUpdate(
      UnitRow,
      { id: sold },
      { soldAt: new Date(), soldPrice: '120000.00', profitGenerated: '20000.00' },
    );
    await fundUnit(em, sold, ['70000.00', '30000.00']);

    const catalog = new MikroCatalogReadRepository(fixture.db);
    queries.length = 0;
    const units = (await catalog.listUnitsByProject([projectId])).get(projectId)!;
    const summary = (await catalog.summariseUnitsByProject([projectId])).get(projectId)!;
    expect(queries).toHaveLength(2);

    expect(units.map((u) => [u.unitNumber, u.status, u.currentInvestment.toString()])).toEqual([
      ['A-01', 'available', '0.00'],
      ['A-02', 'partially_funded', '42500.50'],
      ['A-03', 'fully_funded', '100000.00'],
      // An admin's hand-set status stands over the derived one; the funding still reads what was paid in.
      ['A-04', 'fully_funded', '0.00'],
      ['A-05', 'sold', '100000.00'],
    ]);
    expect(summary).toEqual(summariseUnits(units));
    expect(summary.currentFunding.equals(Money.of('242500.50'))).toBe(true);
    const [shares] = await em.execute<{ profit: string }[]>(
      `select sum(profit_share)::text as profit from investments where unit_id = ? and status = 'completed'`,
      [sold],
    );
    expect(shares!.profit).toBe('20000.00');
    expect([summary.availableUnits, summary.partiallyFundedUnits, summary.fullyFundedUnits, summary.soldUnits]).toEqual(
      [1, 1, 2, 1],
    );
  });

  it('sends ids and filters as statement parameters, never inside the SQL text, and reads only the listed columns', async () => {
    const { projectId } = await projectWithUnits(['B-01']);
    const catalog = new MikroCatalogReadRepository(fixture.db);
    queries.length = 0;
    const listed = await listAll(catalog, {
      location: 'spintex',
      projectType: 'residential',
      maxMinInvestment: Money.of('1000.00'),
      search: 'Funding Court',
    });
    const ids = [projectId, 987_654_321];
    await catalog.summariseUnitsByProject(ids);
    await catalog.listUnitsByProject(ids);
    await catalog.listUpdatesByProject(ids);
    const found = await catalog.findProject(projectId);
    expect(listed.map((p) => p.id)).toContain(projectId);
    expect(found).toEqual(listed.find((p) => p.id === projectId));
    expect(found!.createdAt).toBeInstanceOf(Date);
    expect(found!.minInvestment.toString()).toBe('1000.00');
    expect(queries).toHaveLength(5);
    for (const statement of queries) {
      expect(statement).not.toContain('987654321');
      expect(statement).not.toMatch(/spintex|Funding Court|1000\.00/i);
      expect(statement).not.toMatch(/select \*|\.\*/);
    }
    expect(queries[1]).toContain('any($1::int[])');
    // A wildcard in the search is the character itself, not "anything".
    expect(await listAll(catalog, { search: 'Funding%Court' })).toEqual([]);
    expect(await listAll(catalog, { location: 'Spintex', projectType: 'commercial' })).toEqual([]);
    expect(await listAll(catalog, { maxMinInvestment: Money.of('999.99') })).toEqual([]);
  });
});
