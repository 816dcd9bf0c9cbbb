import type { CatalogReadRepository, Developer } from '@cobuy/domain';
import type { ProjectPageReadModel, ProjectUpdateItem, UnitItem } from './get-project/project-page.read-model.js';
import { withSummaries, type ProjectListing } from './project-listing.js';

/**
 * Batch reads behind the GraphQL DataLoaders: one call per relation per request, however many parents.
 * Public catalog data, so no access rule beyond the public one applies. Units and updates come from the project
 * page's read model, in the shape the APIs send.
 */
export class CatalogBatches {
  constructor(private readonly deps: { catalog: CatalogReadRepository; projectPage: ProjectPageReadModel }) {}

  unitsByProjectIds(ids: readonly number[]): Promise<Map<number, UnitItem[]>> {
    return this.deps.projectPage.unitsByProject(ids);
  }

  updatesByProjectIds(ids: readonly number[]): Promise<Map<number, ProjectUpdateItem[]>> {
    return this.deps.projectPage.updatesByProject(ids);
  }

  /**
   * The projects behind `project` fields (interests, investments), with their unit summaries: two statements
   * whatever the number of ids. Keyed by id; ids of projects that do not exist are absent.
   */
  async projectsByIds(ids: readonly number[]): Promise<Map<number, ProjectListing>> {
    const listings = await withSummaries(this.deps.catalog, await this.deps.catalog.findProjectsByIds(ids));
    return new Map(listings.map((listing) => [listing.project.id, listing]));
  }

  developersByIds(ids: readonly number[]): Promise<Map<number, Developer>> {
    return this.deps.catalog.findDevelopersByIds(ids);
  }
}
