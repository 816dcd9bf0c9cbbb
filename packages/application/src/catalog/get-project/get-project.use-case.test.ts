import { systemClock } from '@cobuy/domain';
import { describe, expect, it } from 'vitest';
import { runUseCase } from '../../shared/use-case.js';
import { LISTED_STATISTICS } from '../list-projects/project-list.read-model.js';
import { projectListRow } from '../testing/project-list-row.js';
import { GetProject } from './get-project.use-case.js';
import type { ProjectPageReadModel } from './project-page.read-model.js';

const ctx = { actor: null, correlationId: 'test', clock: systemClock };

const row = projectListRow();

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
