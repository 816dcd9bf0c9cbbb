import type { Money, ProjectUpdate, Unit } from '@cobuy/domain';
import type { ProjectListRow } from '../list-projects/project-list.read-model.js';

/**
 * The read side of the project page (CQRS, as the list's: project-list.read-model.ts). The page only shows what is
 * stored, so its project, units and updates are read straight into the shape both APIs send: money as the
 * database's two-decimal text, times as ISO text, no domain objects in between (docs/performance.md, "Session 10").
 * What a rule derives comes from the same places as everywhere else: a unit's funding and status from the view
 * `unit_states`, the project's figures from the catalog's unit summary statement, its statistics from the domain's
 * `unitStatistics`. Decisions (investing, admin edits) keep reading the domain's records.
 */

/** A record as the APIs write it: Money and Date as text (two decimals, ISO), every other field as it is. */
type AsWritten<T> = { readonly [K in keyof T]: T[K] extends Money ? string : T[K] extends Date ? string : T[K] };

/** One unit, field for field what `GET /api/projects/{id}/units` sends (its funding as `unit_states` derives it). */
export type UnitItem = AsWritten<Unit>;

/** One construction update, field for field what `GET /api/projects/{id}/updates` sends. */
export type ProjectUpdateItem = AsWritten<ProjectUpdate>;

/** The port. Public catalog data: no access rule beyond the public one applies. */
export interface ProjectPageReadModel {
  /** One project (archived ones too, as the page's link may be old) with its unit summary, or null. */
  findProject(id: number): Promise<ProjectListRow | null>;
  /** The units of each project, by unit number; every id is a key (an empty list without units). One statement. */
  unitsByProject(projectIds: readonly number[]): Promise<Map<number, UnitItem[]>>;
  /** The updates of each project, newest first; every id is a key. One statement. */
  updatesByProject(projectIds: readonly number[]): Promise<Map<number, ProjectUpdateItem[]>>;
}
