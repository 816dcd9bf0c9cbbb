import { Money, systemClock, type CatalogReadRepository, type ProjectFilter } from '@cobuy/domain';
import { describe, expect, it } from 'vitest';
import { runUseCase } from '../../shared/use-case.js';
import { ListProjects } from './list-projects.use-case.js';

/** A catalog that records the filter it was asked for and has no projects. */
function recordingCatalog() {
  const filters: ProjectFilter[] = [];
  const catalog = {
    listProjects: async (filter: ProjectFilter) => {
      filters.push(filter);
      return [];
    },
    summariseUnitsByProject: async () => new Map(),
  } as unknown as CatalogReadRepository;
  return { catalog, filters };
}

const ctx = { actor: null, correlationId: 'test', clock: systemClock };

describe('ListProjects', () => {
  it('treats the dropdown placeholders and blank values as no filter', async () => {
    const { catalog, filters } = recordingCatalog();
    const result = await runUseCase(new ListProjects({ catalog }), ctx, {
      location: 'All Locations',
      projectType: 'All Types',
      minInvestment: 'Min Investment',
      search: '   ',
    });
    expect(result.ok).toBe(true);
    expect(filters).toEqual([
      {
        location: undefined,
        projectType: undefined,
        maxMinInvestment: undefined,
        search: undefined,
        includeArchived: false,
      },
    ]);
  });

  it('lists archived projects for admins only (401 for visitors, 403 for investors)', async () => {
    const { catalog, filters } = recordingCatalog();
    const as = (role: 'admin' | 'user' | null) =>
      runUseCase(
        new ListProjects({ catalog }),
        { ...ctx, actor: role && { userId: 1, role } },
        { includeArchived: 'true' },
      );
    expect(await as(null)).toMatchObject({ ok: false, error: { code: 'AUTH.UNAUTHENTICATED' } });
    expect(await as('user')).toMatchObject({ ok: false, error: { code: 'AUTH.FORBIDDEN' } });
    expect(filters).toEqual([]);
    expect(await as('admin')).toMatchObject({ ok: true });
    expect(filters[0]!.includeArchived).toBe(true);
  });

  it('passes a budget as exact money and trims text', async () => {
    const { catalog, filters } = recordingCatalog();
    await runUseCase(new ListProjects({ catalog }), ctx, {
      location: ' Accra ',
      minInvestment: '5000',
      search: 'legon',
    });
    expect(filters[0]!.location).toBe('Accra');
    expect(filters[0]!.maxMinInvestment!.equals(Money.of('5000.00'))).toBe(true);
    expect(filters[0]!.search).toBe('legon');
  });

  it('refuses an unknown type and a malformed budget with one reason per field', async () => {
    const { catalog, filters } = recordingCatalog();
    const result = await runUseCase(new ListProjects({ catalog }), ctx, {
      projectType: 'castle',
      minInvestment: '1e3',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('VALIDATION.INVALID_INPUT');
    expect(Object.keys(result.error.fields ?? {}).sort()).toEqual(['minInvestment', 'projectType']);
    expect(filters).toHaveLength(0);
  });
});
