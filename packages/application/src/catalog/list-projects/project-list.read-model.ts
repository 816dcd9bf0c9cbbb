import {
  Money,
  Percentage,
  unitStatistics,
  type KeyedPage,
  type PageRequest,
  type ProjectFilter,
  type ProjectStatus,
  type ProjectType,
  type UnitStatistics,
} from '@cobuy/domain';

/**
 * The read side of the projects list (CQRS; docs/performance.md, "Fourth round"). The list is read often and
 * shown as it is stored, so it is read straight into the shape both APIs send, without the domain's `Project`
 * (Money, Percentage, Dates) in between: money and percentages as the database's two-decimal text, times as
 * ISO text. The write side and every page that decides something (the project page, investing) keep the
 * domain objects; what the list shows that a rule derives comes from the same place as there: the unit
 * figures from the catalog's unit summary statement (adapters), the statistics from the domain's
 * `unitStatistics`.
 */

/** One project of the list, field for field (and in order) what `GET /api/projects` sends. */
export interface ProjectListItem {
  readonly id: number;
  readonly title: string;
  readonly description: string;
  readonly location: string;
  readonly country: string;
  readonly imageUrl: string | null;
  readonly status: ProjectStatus;
  readonly developerId: number | null;
  readonly developerName: string;
  readonly projectType: ProjectType;
  readonly timeline: number;
  readonly constructionTimeline: string;
  readonly expectedProfit: string;
  readonly profitRangeMin: string;
  readonly profitRangeMax: string;
  readonly developerListingPrice: string;
  readonly unitPrice: string;
  readonly minInvestment: string;
  /** The unit summary's: the sum over the project's units ("0.00" without units). */
  readonly totalInvestmentNeeded: string;
  readonly currentFunding: string;
  readonly availableUnits: number;
  readonly totalUnits: number;
  readonly completionDate: string | null;
  readonly createdAt: string;
}

/** The rest of the unit summary, as stored: what the project's statistics need beyond the item's figures. */
interface ProjectListUnitFigures {
  readonly partiallyFundedUnits: number;
  readonly fullyFundedUnits: number;
  readonly soldUnits: number;
  /** The lowest and highest minimum investment of its units, null without units. */
  readonly minInvestmentLow: string | null;
  readonly minInvestmentHigh: string | null;
}

export interface ProjectListRow {
  readonly item: ProjectListItem;
  readonly units: ProjectListUnitFigures;
}

/** The port: one page of the list, its projects with their unit summaries (two statements whatever the page). */
export interface ProjectListReadModel {
  /**
   * The projects that pass `filter`, newest first (creation time, then id), `page.limit` of them after
   * `page.after` (keyset), each with its unit summary.
   */
  listProjects(filter: ProjectFilter, page: PageRequest): Promise<KeyedPage<ProjectListRow>>;
}

/** Where a listed project keeps its statistics: a symbol, so that no answer's JSON ever carries it. */
export const LISTED_STATISTICS = Symbol('listedStatistics');

/** A project of the list as the use case answers it: the item, and its statistics worked out when asked for. */
export type ListedProject = ProjectListItem & { readonly [LISTED_STATISTICS]: () => UnitStatistics };

/**
 * The project page's unit statistics for a listed project (GraphQL's `Project.unitStatistics`), by the domain's
 * rule from the same summary as the item's figures: only when a query selects them.
 */
function listedStatistics({ item, units }: ProjectListRow): UnitStatistics {
  return unitStatistics(
    { profitRangeMin: Percentage.of(item.profitRangeMin), profitRangeMax: Percentage.of(item.profitRangeMax) },
    {
      availableUnits: item.availableUnits,
      partiallyFundedUnits: units.partiallyFundedUnits,
      fullyFundedUnits: units.fullyFundedUnits,
      soldUnits: units.soldUnits,
      totalUnits: item.totalUnits,
      minInvestmentLow: units.minInvestmentLow === null ? null : Money.of(units.minInvestmentLow),
      minInvestmentHigh: units.minInvestmentHigh === null ? null : Money.of(units.minInvestmentHigh),
    },
  );
}

/** The row as the use case answers it: the adapter's item itself (no copy), its statistics behind the symbol. */
export function listedProject(row: ProjectListRow): ListedProject {
  const listed = row.item as { -readonly [K in keyof ListedProject]: ListedProject[K] };
  // Through a variable, not `listed[…] = () => …`: V8 makes a function written straight into a property in its old
  // generation, and from there it kept the row alive through every young collection (docs/performance.md,
  // "Session 9").
  const statistics = () => listedStatistics(row);
  listed[LISTED_STATISTICS] = statistics;
  return listed;
}
