import type { Developer, Project, ProjectFilter, ProjectUnitSummary, ProjectUpdate, Unit } from './catalog.js';

/**
 * Read side of the catalog. Every method that takes a list of ids answers in one round trip, so that
 * lists and their relations cost a constant number of queries however long they are.
 */
export interface CatalogReadRepository {
  listProjects(filter: ProjectFilter): Promise<Project[]>;
  findProject(id: number): Promise<Project | null>;
  /** The projects among `ids` that exist, in no particular order (a batch read behind a DataLoader). */
  findProjectsByIds(ids: readonly number[]): Promise<Project[]>;
  /** Keyed by project id; projects without units get an all-zero summary. */
  summariseUnitsByProject(projectIds: readonly number[]): Promise<Map<number, ProjectUnitSummary>>;
  /** Keyed by project id, units in unit-number order. */
  listUnitsByProject(projectIds: readonly number[]): Promise<Map<number, Unit[]>>;
  /** Keyed by project id, newest first. */
  listUpdatesByProject(projectIds: readonly number[]): Promise<Map<number, ProjectUpdate[]>>;
  /** Active developers only, by name: an admin's Inactive hides a developer from every public page. */
  listDevelopers(): Promise<Developer[]>;
  /** Active developers only (a project whose developer is inactive shows its `developerName` alone). */
  findDevelopersByIds(ids: readonly number[]): Promise<Map<number, Developer>>;
}
