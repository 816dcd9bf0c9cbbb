import type { CatalogReadRepository, Developer, ProjectUpdate, Unit } from '@cobuy/domain';

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

  developersByIds(ids: readonly number[]): Promise<Map<number, Developer>> {
    return this.catalog.findDevelopersByIds(ids);
  }
}
