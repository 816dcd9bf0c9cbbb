import type { CatalogBatches, ProjectListing, ProjectUpdateItem, UnitItem } from '@cobuy/application';
import type { Developer } from '@cobuy/domain';
import DataLoader from 'dataloader';
import type { AppServices } from '../composition-root.js';

/**
 * One factory for every per-request DataLoader (conventions §7): a list of N projects costs one query per
 * relation, not one per project. Loaders live for one request, so nothing is cached across users. Each is made
 * when a resolver first asks for it: most operations use none or one of them.
 */
export function createLoaders(services: AppServices): RequestLoaders {
  return new RequestLoaders(services.catalogBatches);
}

export class RequestLoaders {
  #units: DataLoader<number, UnitItem[]> | undefined;
  #updates: DataLoader<number, ProjectUpdateItem[]> | undefined;
  #developers: DataLoader<number, Developer | null> | undefined;
  #projects: DataLoader<number, ProjectListing | null> | undefined;

  constructor(private readonly batches: CatalogBatches) {}

  get unitsByProjectIdLoader(): DataLoader<number, UnitItem[]> {
    return (this.#units ??= new DataLoader(async (ids) => {
      const byProject = await this.batches.unitsByProjectIds(ids);
      return ids.map((id) => byProject.get(id) ?? []);
    }));
  }

  get updatesByProjectIdLoader(): DataLoader<number, ProjectUpdateItem[]> {
    return (this.#updates ??= new DataLoader(async (ids) => {
      const byProject = await this.batches.updatesByProjectIds(ids);
      return ids.map((id) => byProject.get(id) ?? []);
    }));
  }

  get developersByIdLoader(): DataLoader<number, Developer | null> {
    return (this.#developers ??= new DataLoader(async (ids) => {
      const byId = await this.batches.developersByIds(ids);
      return ids.map((id) => byId.get(id) ?? null);
    }));
  }

  /**
   * The projects behind `project` on interests and investments: the projects and their unit summaries in two
   * statements, however many records point at them (it used to read the whole catalog for two ids).
   */
  get projectsByIdLoader(): DataLoader<number, ProjectListing | null> {
    return (this.#projects ??= new DataLoader(async (ids) => {
      const byId = await this.batches.projectsByIds(ids);
      return ids.map((id) => byId.get(id) ?? null);
    }));
  }
}

export type Loaders = RequestLoaders;
