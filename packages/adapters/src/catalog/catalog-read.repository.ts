import {
  Money,
  type CatalogReadRepository,
  type CurrencyRate,
  type Developer,
  type Project,
  type ProjectFilter,
  type ProjectUnitSummary,
  type ProjectUpdate,
  type Unit,
} from '@cobuy/domain';
import type { EntityName, QueryOrderMap } from '@mikro-orm/core';
import type { QBFilterQuery } from '@mikro-orm/sql';
import type { Database } from '../persistence/orm.js';
import {
  CurrencyRateRow,
  DeveloperRow,
  ProjectRow,
  ProjectUpdateRow,
  UnitRow,
  type Row,
} from '../persistence/entities/index.js';
import { toCurrencyRate, toDeveloper, toProject, toProjectUpdate, toUnit } from './catalog-row-mappers.js';

/** Escapes LIKE wildcards so that a search for "50%" means the text "50%". */
const likePattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const emptySummary = (): ProjectUnitSummary => ({
  totalUnits: 0,
  availableUnits: 0,
  partiallyFundedUnits: 0,
  fullyFundedUnits: 0,
  soldUnits: 0,
  totalInvestmentNeeded: Money.ZERO,
  currentFunding: Money.ZERO,
  minInvestmentLow: null,
  minInvestmentHigh: null,
});

interface UnitSummaryRow {
  project_id: number;
  total: string | number;
  available: string | number;
  partially_funded: string | number;
  fully_funded: string | number;
  sold: string | number;
  needed: string | null;
  funded: string | null;
  min_low: string | null;
  min_high: string | null;
}

function groupBy<T>(items: readonly T[], key: (item: T) => number, ids: readonly number[]): Map<number, T[]> {
  const grouped = new Map<number, T[]>(ids.map((id) => [id, []]));
  for (const item of items) grouped.get(key(item))?.push(item);
  return grouped;
}

export class MikroCatalogReadRepository implements CatalogReadRepository {
  constructor(private readonly db: Database) {}

  /**
   * Reads plain records through the query builder instead of `em.find`: this side only reads, so managed
   * entities and the identity map would be pure cost (measured on the 100-project list: about 3.5 ms
   * instead of 7-10 ms per call). Column values are converted the same way (dates, decimals as strings).
   */
  private async readRows<T extends object>(
    entity: EntityName<T>,
    where: QBFilterQuery<T>,
    orderBy: QueryOrderMap<T>,
  ): Promise<T[]> {
    const rows = await this.db
      .em()
      .createQueryBuilder(entity)
      .select('*')
      .where(where)
      .orderBy(orderBy)
      .execute('all', true);
    return rows as T[];
  }

  async listProjects(filter: ProjectFilter): Promise<Project[]> {
    const where: QBFilterQuery<Row<typeof ProjectRow>> = {};
    const and: QBFilterQuery<Row<typeof ProjectRow>>[] = [];
    if (filter.location) and.push({ location: { $ilike: likePattern(filter.location) } });
    if (filter.projectType) and.push({ projectType: filter.projectType });
    if (filter.maxMinInvestment) and.push({ minInvestment: { $lte: filter.maxMinInvestment.toString() } });
    if (filter.search) {
      const pattern = likePattern(filter.search);
      and.push({
        $or: [
          { title: { $ilike: pattern } },
          { description: { $ilike: pattern } },
          { location: { $ilike: pattern } },
          { developerName: { $ilike: pattern } },
        ],
      });
    }
    if (and.length) Object.assign(where, { $and: and });
    const rows = await this.readRows<Row<typeof ProjectRow>>(ProjectRow, where, { createdAt: 'desc', id: 'desc' });
    return rows.map(toProject);
  }

  async findProject(id: number): Promise<Project | null> {
    const row = await this.db.em().findOne(ProjectRow, { id });
    return row ? toProject(row) : null;
  }

  async summariseUnitsByProject(projectIds: readonly number[]): Promise<Map<number, ProjectUnitSummary>> {
    const summaries = new Map<number, ProjectUnitSummary>(projectIds.map((id) => [id, emptySummary()]));
    if (projectIds.length === 0) return summaries;
    const rows = await this.db
      .em()
      .getConnection()
      .execute<UnitSummaryRow[]>(
        `select project_id,
                count(*) as total,
                count(*) filter (where status = 'available') as available,
                count(*) filter (where status = 'partially_funded') as partially_funded,
                count(*) filter (where status = 'fully_funded') as fully_funded,
                count(*) filter (where status = 'sold') as sold,
                sum(total_investment_needed)::text as needed,
                sum(current_investment)::text as funded,
                min(min_investment_amount)::text as min_low,
                max(min_investment_amount)::text as min_high
           from units
          where project_id in (${projectIds.map(() => '?').join(', ')})
          group by project_id`,
        [...projectIds],
      );
    for (const r of rows) {
      summaries.set(Number(r.project_id), {
        totalUnits: Number(r.total),
        availableUnits: Number(r.available),
        partiallyFundedUnits: Number(r.partially_funded),
        fullyFundedUnits: Number(r.fully_funded),
        soldUnits: Number(r.sold),
        totalInvestmentNeeded: r.needed ? Money.of(r.needed) : Money.ZERO,
        currentFunding: r.funded ? Money.of(r.funded) : Money.ZERO,
        minInvestmentLow: r.min_low ? Money.of(r.min_low) : null,
        minInvestmentHigh: r.min_high ? Money.of(r.min_high) : null,
      });
    }
    return summaries;
  }

  async listUnitsByProject(projectIds: readonly number[]): Promise<Map<number, Unit[]>> {
    if (projectIds.length === 0) return new Map();
    const rows = await this.readRows<Row<typeof UnitRow>>(
      UnitRow,
      { projectId: { $in: [...projectIds] } },
      { projectId: 'asc', unitNumber: 'asc', id: 'asc' },
    );
    return groupBy(rows.map(toUnit), (u) => u.projectId, projectIds);
  }

  async listUpdatesByProject(projectIds: readonly number[]): Promise<Map<number, ProjectUpdate[]>> {
    if (projectIds.length === 0) return new Map();
    const rows = await this.readRows<Row<typeof ProjectUpdateRow>>(
      ProjectUpdateRow,
      { projectId: { $in: [...projectIds] } },
      { createdAt: 'desc', id: 'desc' },
    );
    return groupBy(rows.map(toProjectUpdate), (u) => u.projectId, projectIds);
  }

  async listDevelopers(): Promise<Developer[]> {
    const rows = await this.db.em().find(DeveloperRow, {}, { orderBy: { name: 'asc' } });
    return rows.map(toDeveloper);
  }

  async findDevelopersByIds(ids: readonly number[]): Promise<Map<number, Developer>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db.em().find(DeveloperRow, { id: { $in: [...ids] } });
    return new Map(rows.map((r) => [r.id, toDeveloper(r)]));
  }

  async listCurrencyRates(): Promise<CurrencyRate[]> {
    const rows = await this.db.em().find(CurrencyRateRow, {}, { orderBy: { sortOrder: 'asc' } });
    return rows.map(toCurrencyRate);
  }
}
