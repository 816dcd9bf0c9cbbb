import { systemClock } from '@cobuy/domain';
import { describe, expect, it } from 'vitest';
import { runUseCase } from '../../shared/use-case.js';
import { LISTED_STATISTICS, type ProjectListRow } from '../list-projects/project-list.read-model.js';
import { GetProject } from './get-project.use-case.js';
import type { ProjectPageReadModel } from './project-page.read-model.js';

const ctx = { actor: null, correlationId: 'test', clock: systemClock };

const row: ProjectListRow = {
  item: {
    id: 7,
    title: 'Legon Heights',
    description: 'd',
    location: 'Accra',
    country: 'Ghana',
    imageUrl: null,
    status: 'funding',
    developerId: null,
    developerName: 'Dev',
    projectType: 'residential',
    timeline: 24,
    constructionTimeline: '24 months',
    expectedProfit: '18.50',
    profitRangeMin: '15.00',
    profitRangeMax: '22.00',
    developerListingPrice: '100000.00',
    unitPrice: '50000.00',
    minInvestment: '5000.00',
    totalInvestmentNeeded: '150000.00',
    currentFunding: '20000.00',
    availableUnits: 2,
    totalUnits: 3,
    completionDate: null,
    createdAt: '2026-11-26T10:00:00.000Z',
  },
  units: {
    partiallyFundedUnits: 1,
    fullyFundedUnits: 0,
    soldUnits: 0,
    minInvestmentLow: '2500.00',
    minInvestmentHigh: '5000.00',
  },
};

/** A read model that knows one project and records the ids it was asked for. */
function projectPage() {
  const asked: number[] = [];
  const readModel: ProjectPageReadModel = {
    findProject: async (id) => {
      asked.push(id);
      return id === row.item.id ? { item: { ...row.item }, units: row.units } : null;
    },
    unitsByProject: async () => new Map(),
    updatesByProject: async () => new Map(),
  };
  return { readModel, asked };
}

describe('GetProject', () => {
  it("answers the read model's project as it is, with its statistics by the domain's rule", async () => {
    const { readModel } = projectPage();
    const result = await runUseCase(new GetProject({ projectPage: readModel }), ctx, { projectId: '7' });
    if (!result.ok) throw new Error(result.error.code);
    expect(JSON.parse(JSON.stringify(result.value))).toEqual(row.item);
    const statistics = result.value[LISTED_STATISTICS]();
    expect(statistics.minimumInvestmentRange.min.toString()).toBe('2500.00');
    expect(statistics).toMatchObject({ availableUnits: 2, partiallyFundedUnits: 1, totalUnits: 3 });
  });

  it('answers PROJECT.NOT_FOUND naming the id, and a bad id before any read', async () => {
    const { readModel, asked } = projectPage();
    const missing = await runUseCase(new GetProject({ projectPage: readModel }), ctx, { projectId: 8 });
    expect(missing).toMatchObject({
      ok: false,
      error: { code: 'PROJECT.NOT_FOUND', message: 'Project not found', details: { projectId: 8 } },
    });
    const bad = await runUseCase(new GetProject({ projectPage: readModel }), ctx, { projectId: 'seven' });
    expect(bad).toMatchObject({ ok: false, error: { code: 'VALIDATION.INVALID_INPUT' } });
    expect(asked).toEqual([8]);
  });
});
