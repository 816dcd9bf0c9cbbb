import type { CatalogReadRepository, Developer, ProjectUpdate, Unit } from '@cobuy/domain';
import { withSummaries, type ProjectListing } from './project-listing.js';

/**
 * Batch reads behind the GraphQL DataLoaders: one call per relation per request, however many parents.
 * Public catalog data, so no access rule beyond the public one applies.
 */
export class CatalogBatches {
  constructor(private readonly catalog: CatalogReadRepository) {}

  unitsByProjectIds(ids: readonly number[]): Promise<Map<number, Unit[]>> {
    return this.catalog.listUnitsByProject(ids);
  }

  updatesByProjectIds(ids: readonly number[]): Promise<Map<number, ProjectUpdate[]>> {
    return this.catalog.listUpdatesByProject(ids);
  }

  /**
   * The projects behind `project` fields (interests, investments), with their unit summaries: two statements
   * whatever the number of ids. Keyed by id; ids of projects that do not exist are absent.
   */
  async projectsByIds(ids: readonly number[]): Promise<Map<number, ProjectListing>> {
    const listings = await withSummaries(this.catalog, await this.catalog.findProjectsByIds(ids));
    return new Map(listings.map((listing) => [listing.project.id, listing]));
  }

  developersByIds(ids: readonly number[]): Promise<Map<number, Developer>> {
    return this.catalog.findDevelopersByIds(ids);
  }
}
