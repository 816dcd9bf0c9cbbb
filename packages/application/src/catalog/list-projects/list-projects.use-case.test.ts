import { Money, systemClock, type PageRequest, type ProjectFilter } from '@cobuy/domain';
import { describe, expect, it } from 'vitest';
import { runUseCase } from '../../shared/use-case.js';
import { encodeCursor } from '../../shared/paging.js';
import { ListProjects, PROJECTS_PAGE_CAP } from './list-projects.use-case.js';
import { projectListRow } from '../testing/project-list-row.js';
import { LISTED_STATISTICS, type ProjectListReadModel, type ProjectListRow } from './project-list.read-model.js';

/** A list that records the filter it was asked for and has the given rows. */
function recordingCatalog(rows: ProjectListRow[] = []) {
  const filters: ProjectFilter[] = [];
  const pages: PageRequest[] = [];
  const catalog: ProjectListReadModel = {
    listProjects: async (filter, page) => {
      filters.push(filter);
      pages.push(page);
      return { rows: rows.map((row, i) => ({ row, key: { at: String(i + 1), id: row.item.id } })), hasMore: false };
    },
  };
  return { catalog, filters, pages };
}

const ctx = { actor: null, correlationId: 'test', clock: systemClock };

describe('ListProjects', () => {
  it('treats the dropdown placeholders and blank values as no filter', async () => {
    const { catalog, filters } = recordingCatalog();
    const result = await runUseCase(new ListProjects({ projectList: catalog }), ctx, {
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
        new ListProjects({ projectList: catalog }),
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
    await runUseCase(new ListProjects({ projectList: catalog }), ctx, {
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
    const result = await runUseCase(new ListProjects({ projectList: catalog }), ctx, {
      projectType: 'castle',
      minInvestment: '1e3',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('VALIDATION.INVALID_INPUT');
    expect(Object.keys(result.error.fields ?? {}).sort()).toEqual(['minInvestment', 'projectType']);
    expect(filters).toHaveLength(0);
  });

  it('reads the cap without a limit, and the page after a cursor it wrote', async () => {
    const { catalog, pages } = recordingCatalog();
    await runUseCase(new ListProjects({ projectList: catalog }), ctx, {});
    const cursor = encodeCursor({ at: '1764000000123456', id: 42 });
    await runUseCase(new ListProjects({ projectList: catalog }), ctx, { limit: '5', cursor });
    expect(pages).toEqual([
      { after: null, limit: PROJECTS_PAGE_CAP },
      { after: { at: '1764000000123456', id: 42 }, limit: 5 },
    ]);
  });

  it('refuses a limit outside 1 to the cap and a cursor it did not write, naming each field', async () => {
    const { catalog, pages } = recordingCatalog();
    for (const [limit, cursor] of [
      ['0', 'abc'],
      [String(PROJECTS_PAGE_CAP + 1), encodeCursor({ at: '1', id: 1 }).slice(1)],
      ['2.5', Buffer.from('k1.99.0').toString('base64url')],
    ] as const) {
      const result = await runUseCase(new ListProjects({ projectList: catalog }), ctx, { limit, cursor });
      expect(result).toMatchObject({
        ok: false,
        error: {
          code: 'VALIDATION.INVALID_INPUT',
          fields: {
            limit: `must be a whole number from 1 to ${PROJECTS_PAGE_CAP}`,
            cursor: 'is not a cursor from a previous page of this list',
          },
        },
      });
    }
    expect(pages).toEqual([]);
  });

  it("answers the read model's items as they are, their statistics by the domain's rule when asked for", async () => {
    const { item, units } = projectListRow();
    const { catalog } = recordingCatalog([{ item: { ...item }, units }]);
    const result = await runUseCase(new ListProjects({ projectList: catalog }), ctx, {});
    if (!result.ok) throw new Error(result.error.code);
    const [listed] = result.value.items;
    expect(JSON.parse(JSON.stringify(listed))).toEqual(item);
    const statistics = listed![LISTED_STATISTICS]();
    expect(statistics.profitRange.min.toString()).toBe('15.00');
    expect(statistics.profitRange.max.toString()).toBe('22.00');
    expect(statistics.minimumInvestmentRange.min.equals(Money.of('2500'))).toBe(true);
    expect(statistics.minimumInvestmentRange.max.equals(Money.of('5000'))).toBe(true);
    expect(statistics).toMatchObject({ availableUnits: 2, partiallyFundedUnits: 1, totalUnits: 3, soldUnits: 0 });
  });
});
