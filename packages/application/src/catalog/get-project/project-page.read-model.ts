import type { ProjectUpdateType, UnitStatus, UnitType } from '@cobuy/domain';
import type { ProjectListRow } from '../list-projects/project-list.read-model.js';

/**
 * The read side of the project page (CQRS, as the list's: project-list.read-model.ts). The page only shows what is
 * stored, so its project, units and updates are read straight into the shape both APIs send: money as the
 * database's two-decimal text, times as ISO text, no domain objects in between (docs/performance.md, "Session 10").
 * What a rule derives comes from the same places as everywhere else: a unit's funding and status from the view
 * `unit_states`, the project's figures from the catalog's unit summary statement, its statistics from the domain's
 * `unitStatistics`. Decisions (investing, admin edits) keep reading the domain's records.
 */

/** One unit, field for field (and in order) what `GET /api/projects/{id}/units` sends. */
export interface UnitItem {
  readonly id: number;
  readonly projectId: number;
  readonly unitNumber: string;
  readonly unitType: UnitType;
  readonly status: UnitStatus;
  readonly price: string;
  readonly minInvestmentAmount: string;
  /** As the view `unit_states` derives it from the unit's confirmed investments. */
  readonly currentInvestment: string;
  readonly totalInvestmentNeeded: string;
  readonly bedrooms: number;
  readonly bathrooms: number;
  readonly floorArea: string | null;
  readonly plotSize: string | null;
  readonly floor: number | null;
  readonly block: string | null;
  readonly imageUrl: string | null;
  readonly features: readonly string[];
  readonly description: string | null;
}

/** One construction update, field for field what `GET /api/projects/{id}/updates` sends. */
export interface ProjectUpdateItem {
  readonly id: number;
  readonly projectId: number;
  readonly title: string;
  readonly description: string;
  readonly progressPercentage: number;
  readonly updateType: ProjectUpdateType;
  readonly imageUrl: string | null;
  readonly createdAt: string;
}

/** The port. Public catalog data: no access rule beyond the public one applies. */
export interface ProjectPageReadModel {
  /** One project (archived ones too, as the page's link may be old) with its unit summary, or null. */
  findProject(id: number): Promise<ProjectListRow | null>;
  /** The units of each project, by unit number; every id is a key (an empty list without units). One statement. */
  unitsByProject(projectIds: readonly number[]): Promise<Map<number, UnitItem[]>>;
  /** The updates of each project, newest first; every id is a key. One statement. */
  updatesByProject(projectIds: readonly number[]): Promise<Map<number, ProjectUpdateItem[]>>;
}
