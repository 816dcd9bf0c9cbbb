import type { CurrencyRate } from '../money/currency.js';
import type { Developer, Project, ProjectFilter, ProjectUnitSummary, ProjectUpdate, Unit } from './catalog.js';

/**
 * Read side of the catalog. Every method that takes a list of ids answers in one round trip, so that
 * lists and their relations cost a constant number of queries however long they are.
 */
export interface CatalogReadRepository {
  listProjects(filter: ProjectFilter): Promise<Project[]>;
  findProject(id: number): Promise<Project | null>;
  /** Keyed by project id; projects without units get an all-zero summary. */
  summariseUnitsByProject(projectIds: readonly number[]): Promise<Map<number, ProjectUnitSummary>>;
  /** Keyed by project id, units in unit-number order. */
  listUnitsByProject(projectIds: readonly number[]): Promise<Map<number, Unit[]>>;
  /** Keyed by project id, newest first. */
  listUpdatesByProject(projectIds: readonly number[]): Promise<Map<number, ProjectUpdate[]>>;
  listDevelopers(): Promise<Developer[]>;
  findDevelopersByIds(ids: readonly number[]): Promise<Map<number, Developer>>;
  listCurrencyRates(): Promise<CurrencyRate[]>;
}
