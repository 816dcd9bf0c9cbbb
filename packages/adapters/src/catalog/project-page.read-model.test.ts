import { describe, expect, it } from 'vitest';
import { ProjectUpdateRow } from '../persistence/entities/index.js';
import { insertProjectWithUnits } from '../persistence/testing/catalog-rows.js';
import { fundUnit } from '../persistence/testing/fund-unit.js';
import { useTestDatabase } from '../persistence/testing/use-test-database.js';
import { MikroCatalogReadRepository } from './catalog-read.repository.js';
import { SqlProjectPageReadModel } from './project-page.read-model.js';

const queries: { sql: string; params?: readonly unknown[] }[] = [];

describe("the project page's read model", () => {
  const fixture = useTestDatabase({ onQuery: (sql, params) => queries.push({ sql, params }) });

  it('answers what the domain records say, written as the APIs send it, in the catalog statements', async () => {
    const { projectId, unitIds } = await insertProjectWithUnits(fixture.db.em(), ['C-02', 'C-01', 'C-03']);
    const em = fixture.db.em();
    await fundUnit(em, unitIds[0]!, ['30000.00', '12500.50']);
    await fundUnit(em, unitIds[2]!, ['60000.00', '40000.00']);
    const update = {
      projectId,
      title: 'Foundations poured',
      description: 'Block A',
      progressPercentage: 20,
      updateType: 'milestone',
      imageUrl: null,
    } as const;
    em.create(ProjectUpdateRow, { ...update, createdAt: new Date('2026-11-20T10:00:00.123Z') });
    await em.flush();

    const readModel = new SqlProjectPageReadModel(fixture.db);
    const catalog = new MikroCatalogReadRepository(fixture.db);
    queries.length = 0;
    const row = await readModel.findProject(projectId);
    const units = (await readModel.unitsByProject([projectId])).get(projectId)!;
    const updates = (await readModel.updatesByProject([projectId])).get(projectId)!;
    expect(queries).toHaveLength(4);
    // The ids travel as parameters: one text whatever the project.
    expect(queries.map((q) => q.params)).toEqual([[projectId], [[projectId]], [[projectId]], [[projectId]]]);
    expect(queries[2]!.sql).toContain('project_id = any($1::int[])');

    const project = (await catalog.findProject(projectId))!;
    const summary = (await catalog.summariseUnitsByProject([projectId])).get(projectId)!;
    expect(row!.item).toMatchObject({
      id: projectId,
      title: project.title,
      expectedProfit: project.expectedProfit.toString(),
      minInvestment: project.minInvestment.toString(),
      totalInvestmentNeeded: summary.totalInvestmentNeeded.toString(),
      currentFunding: '142500.50',
      availableUnits: summary.availableUnits,
      totalUnits: 3,
      completionDate: null,
      createdAt: project.createdAt.toISOString(),
    });
    expect(row!.units).toEqual({
      partiallyFundedUnits: 1,
      fullyFundedUnits: 1,
      soldUnits: 0,
      minInvestmentLow: '1000.00',
      minInvestmentHigh: '1000.00',
    });

    const records = (await catalog.listUnitsByProject([projectId])).get(projectId)!;
    expect(units).toEqual(
      records.map((u) => ({
        ...u,
        price: u.price.toString(),
        minInvestmentAmount: u.minInvestmentAmount.toString(),
        currentInvestment: u.currentInvestment.toString(),
        totalInvestmentNeeded: u.totalInvestmentNeeded.toString(),
      })),
    );
    expect(units.map((u) => [u.unitNumber, u.status, u.currentInvestment])).toEqual([
      ['C-01', 'available', '0.00'],
      ['C-02', 'partially_funded', '42500.50'],
      ['C-03', 'fully_funded', '100000.00'],
    ]);
    expect(updates).toEqual([{ id: expect.any(Number), ...update, createdAt: '2026-11-20T10:00:00.123Z' }]);
  });

  it('answers null for no such project, zero sums without units, and a key for every id asked', async () => {
    const { projectId } = await insertProjectWithUnits(fixture.db.em(), []);
    const readModel = new SqlProjectPageReadModel(fixture.db);
    expect(await readModel.findProject(987_654_321)).toBeNull();
    const row = (await readModel.findProject(projectId))!;
    expect(row.item).toMatchObject({ totalInvestmentNeeded: '0.00', currentFunding: '0.00', availableUnits: 0 });
    expect(row.units).toMatchObject({ minInvestmentLow: null, minInvestmentHigh: null });
    const units = await readModel.unitsByProject([projectId, 987_654_321]);
    expect([...units]).toEqual([
      [projectId, []],
      [987_654_321, []],
    ]);
    expect([...(await readModel.updatesByProject([projectId]))]).toEqual([[projectId, []]]);
    queries.length = 0;
    expect(await readModel.unitsByProject([])).toEqual(new Map());
    expect(queries).toHaveLength(0);
  });
});
