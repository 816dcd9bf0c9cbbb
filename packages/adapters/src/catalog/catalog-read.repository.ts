import {
  ARCHIVED_PROJECT_STATUS,
  Money,
  MoneyTotal,
  type CatalogReadRepository,
  type Developer,
  type Project,
  type ProjectFilter,
  type ProjectUnitSummary,
  type ProjectUpdate,
  type Unit,
  type KeyedPage,
  type PageRequest,
} from '@cobuy/domain';
import { sql, type CompiledQuery, type RawBuilder } from 'kysely';
import { textStatement, type Database } from '../persistence/orm.js';
import { afterKey, keyedPage, pageOrder, rowAtColumn } from '../persistence/keyset.js';
import { DeveloperRow } from '../persistence/entities/index.js';
import {
  PROJECT_COLUMNS,
  PROJECT_UPDATE_COLUMNS,
  toDeveloper,
  toProject,
  toProjectUpdate,
  toUnit,
  UNIT_COLUMNS,
  type ProjectDbRow,
  type ProjectUpdateDbRow,
  type UnitDbRow,
} from './catalog-row-mappers.js';

/** Escapes LIKE wildcards so that a search for "50%" means the text "50%" (backslash is LIKE's escape). */
const likePattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const emptySummary = (): ProjectUnitSummary => ({
  totalUnits: 0,
  availableUnits: 0,
  partiallyFundedUnits: 0,
  fullyFundedUnits: 0,
  soldUnits: 0,
  totalInvestmentNeeded: MoneyTotal.ZERO,
  currentFunding: MoneyTotal.ZERO,
  minInvestmentLow: null,
  minInvestmentHigh: null,
});

export interface UnitSummaryRow {
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

export function groupBy<T>(items: readonly T[], key: (item: T) => number, ids: readonly number[]): Map<number, T[]> {
  const grouped = new Map<number, T[]>(ids.map((id) => [id, []]));
  for (const item of items) grouped.get(key(item))?.push(item);
  return grouped;
}

/**
 * The list's filters as conditions. The text conditions are `ilike '%…%'` on single columns, which the trigram
 * indexes answer (Migration20261126002600_project_search_index); keep them that shape.
 */
function projectConditions(filter: ProjectFilter): RawBuilder<unknown>[] {
  const conditions: RawBuilder<unknown>[] = [];
  if (!filter.includeArchived) conditions.push(sql`status <> ${ARCHIVED_PROJECT_STATUS}`);
  if (filter.location) conditions.push(sql`location ilike ${likePattern(filter.location)}`);
  if (filter.projectType) conditions.push(sql`project_type = ${filter.projectType}`);
  if (filter.maxMinInvestment) conditions.push(sql`min_investment <= ${filter.maxMinInvestment.toString()}::numeric`);
  if (filter.search) {
    const pattern = likePattern(filter.search);
    conditions.push(
      sql`(title ilike ${pattern} or description ilike ${pattern} or location ilike ${pattern} or developer_name ilike ${pattern})`,
    );
  }
  return conditions;
}

const whereAll = (conditions: readonly RawBuilder<unknown>[]): RawBuilder<unknown> =>
  conditions.length ? sql` where ${sql.join(conditions, sql` and `)}` : sql``;

/** One array parameter for a list of ids, however long: `project_id = any($1::int[])`. */
const anyOf = (ids: readonly number[]): RawBuilder<unknown> => sql`any(${[...ids]}::int[])`;

/**
 * A page of the projects list: the projects that pass `filter`, newest first, `page.limit` + 1 of them after
 * `page.after`, each with its key's time (`row_at`). The catalog's list and the list's read model send this one.
 */
export function projectPageStatement(
  filter: ProjectFilter,
  page: PageRequest,
): RawBuilder<ProjectDbRow & { row_at: string }> {
  const conditions = projectConditions(filter);
  if (page.after) conditions.push(afterKey(page.after, 'desc'));
  return sql<
    ProjectDbRow & { row_at: string }
  >`select ${sql.raw(PROJECT_COLUMNS)}, ${rowAtColumn()} from projects${whereAll(conditions)}
           ${pageOrder('desc', page.limit)}`;
}

const UNIT_SUMMARY_SQL = `select project_id,
                 count(*) as total,
                 count(*) filter (where status = 'available') as available,
                 count(*) filter (where status = 'partially_funded') as partially_funded,
                 count(*) filter (where status = 'fully_funded') as fully_funded,
                 count(*) filter (where status = 'sold') as sold,
                 sum(total_investment_needed)::text as needed,
                 sum(current_investment)::text as funded,
                 min(min_investment_amount)::text as min_low,
                 max(min_investment_amount)::text as min_high
            from unit_states
           where project_id = any($1::int[])
           group by project_id`;

/**
 * The unit summary of each of `projectIds` that has units, one row a project, from the view `unit_states` (a
 * unit's funding and status as its confirmed investments give them): the one place the list, the project page
 * and their statistics get their counts and sums from.
 */
export const unitSummaryStatement = (projectIds: readonly number[]): CompiledQuery<UnitSummaryRow> =>
  textStatement(UNIT_SUMMARY_SQL, [[...projectIds]]);

// The catalog's fixed statements, written once with their placeholders (`textStatement`: no compile per call).
const PROJECT_SQL = `select ${PROJECT_COLUMNS} from projects where id = $1`;
const UNITS_SQL = `select ${UNIT_COLUMNS} from unit_states
           where project_id = any($1::int[])
           order by project_id, unit_number, id`;
const UPDATES_SQL = `select ${PROJECT_UPDATE_COLUMNS} from project_updates
           where project_id = any($1::int[])
           order by created_at desc, id desc`;

/** One project by id, archived or not (the catalog's single read and the project page's read model). */
export const projectStatement = (id: number): CompiledQuery<ProjectDbRow> => textStatement(PROJECT_SQL, [id]);

/**
 * The units of `projectIds`, by project, then unit number, from the view `unit_states`: a unit's funding and
 * status as its confirmed investments give them.
 */
export const unitsStatement = (projectIds: readonly number[]): CompiledQuery<UnitDbRow> =>
  textStatement(UNITS_SQL, [[...projectIds]]);

/** The construction updates of `projectIds`, newest first. */
export const updatesStatement = (projectIds: readonly number[]): CompiledQuery<ProjectUpdateDbRow> =>
  textStatement(UPDATES_SQL, [[...projectIds]]);

/**
 * The public catalog's reads. Projects, unit summaries, units and updates are plain statements through
 * `Database.read`: this side only reads, so managed entities and an identity map would be pure cost; they
 * select only the columns the domain's records hold, send every value as a statement parameter, and take no
 * entity manager at all (a list of 100 projects used to fork two and send its 100 ids inside the SQL text).
 * Measured in docs/performance.md.
 */
export class MikroCatalogReadRepository implements CatalogReadRepository {
  constructor(private readonly db: Database) {}

  async listProjects(filter: ProjectFilter, page: PageRequest): Promise<KeyedPage<Project>> {
    const rows = await this.db.read(projectPageStatement(filter, page));
    return keyedPage(rows, page.limit, toProject);
  }

  /**
   * Unfiltered (the listed projects, or every project for admins), from `project_totals` (kept by triggers in
   * the same transaction, Migration20261126003400_list_totals): a few rows whatever the size of the catalog.
   * Any other filter counts the matching projects through its index.
   */
  async countProjects(filter: ProjectFilter): Promise<number> {
    if (!filter.location && !filter.projectType && !filter.maxMinInvestment && !filter.search) {
      const [kept] = await this.db.read<{ count: string | number }>(
        sql`select coalesce(sum(count), 0) as count from project_totals${
          filter.includeArchived ? sql`` : sql` where status <> ${ARCHIVED_PROJECT_STATUS}`
        }`,
      );
      return Number(kept?.count ?? 0);
    }
    const [row] = await this.db.read<{ count: string | number }>(
      sql`select count(*) as count from projects${whereAll(projectConditions(filter))}`,
    );
    return Number(row?.count ?? 0);
  }

  async findProject(id: number): Promise<Project | null> {
    const [row] = await this.db.read(projectStatement(id));
    return row ? toProject(row) : null;
  }

  async findProjectsByIds(ids: readonly number[]): Promise<Project[]> {
    if (ids.length === 0) return [];
    const rows = await this.db.read<ProjectDbRow>(
      sql`select ${sql.raw(PROJECT_COLUMNS)} from projects where id = ${anyOf(ids)}`,
    );
    return rows.map(toProject);
  }

  async summariseUnitsByProject(projectIds: readonly number[]): Promise<Map<number, ProjectUnitSummary>> {
    const summaries = new Map<number, ProjectUnitSummary>(projectIds.map((id) => [id, emptySummary()]));
    if (projectIds.length === 0) return summaries;
    const rows = await this.db.read(unitSummaryStatement(projectIds));
    for (const r of rows) {
      summaries.set(Number(r.project_id), {
        totalUnits: Number(r.total),
        availableUnits: Number(r.available),
        partiallyFundedUnits: Number(r.partially_funded),
        fullyFundedUnits: Number(r.fully_funded),
        soldUnits: Number(r.sold),
        // Sums of any size (numeric, uncast): a project past the bound still reads (rules §3).
        totalInvestmentNeeded: r.needed ? MoneyTotal.ofStored(r.needed) : MoneyTotal.ZERO,
        currentFunding: r.funded ? MoneyTotal.ofStored(r.funded) : MoneyTotal.ZERO,
        minInvestmentLow: r.min_low ? Money.of(r.min_low) : null,
        minInvestmentHigh: r.min_high ? Money.of(r.min_high) : null,
      });
    }
    return summaries;
  }

  async listUnitsByProject(projectIds: readonly number[]): Promise<Map<number, Unit[]>> {
    if (projectIds.length === 0) return new Map();
    const rows = await this.db.read(unitsStatement(projectIds));
    return groupBy(rows.map(toUnit), (u) => u.projectId, projectIds);
  }

  async listUpdatesByProject(projectIds: readonly number[]): Promise<Map<number, ProjectUpdate[]>> {
    if (projectIds.length === 0) return new Map();
    const rows = await this.db.read(updatesStatement(projectIds));
    return groupBy(rows.map(toProjectUpdate), (u) => u.projectId, projectIds);
  }

  async listDevelopers(): Promise<Developer[]> {
    const rows = await this.db.em().find(DeveloperRow, { isActive: true }, { orderBy: { name: 'asc' } });
    return rows.map(toDeveloper);
  }

  async findDevelopersByIds(ids: readonly number[]): Promise<Map<number, Developer>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db.em().find(DeveloperRow, { id: { $in: [...ids] }, isActive: true });
    return new Map(rows.map((r) => [r.id, toDeveloper(r)]));
  }
}
