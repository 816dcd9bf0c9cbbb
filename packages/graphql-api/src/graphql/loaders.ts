import type { ProjectListing, ProjectUpdateItem, UnitItem } from '@cobuy/application';
import type { Developer } from '@cobuy/domain';
import DataLoader from 'dataloader';
import type { AppServices } from '../composition-root.js';

/**
 * One factory for every per-request DataLoader (conventions §7): a list of N projects costs one query per
 * relation, not one per project. Loaders live for one request, so nothing is cached across users.
 */
export function createLoaders(services: AppServices) {
  const batches = services.catalogBatches;
  return {
    unitsByProjectIdLoader: new DataLoader<number, UnitItem[]>(async (ids) => {
      const byProject = await batches.unitsByProjectIds(ids);
      return ids.map((id) => byProject.get(id) ?? []);
    }),
    updatesByProjectIdLoader: new DataLoader<number, ProjectUpdateItem[]>(async (ids) => {
      const byProject = await batches.updatesByProjectIds(ids);
      return ids.map((id) => byProject.get(id) ?? []);
    }),
    developersByIdLoader: new DataLoader<number, Developer | null>(async (ids) => {
      const byId = await batches.developersByIds(ids);
      return ids.map((id) => byId.get(id) ?? null);
    }),
    // The projects behind `project` on interests and investments: the projects and their unit summaries in
    // two statements, however many records point at them (it used to read the whole catalog for two ids).
    projectsByIdLoader: new DataLoader<number, ProjectListing | null>(async (ids) => {
      const byId = await batches.projectsByIds(ids);
      return ids.map((id) => byId.get(id) ?? null);
    }),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
