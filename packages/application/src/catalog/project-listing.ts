import {
  unitStatistics,
  type CatalogReadRepository,
  type Project,
  type ProjectUnitSummary,
  type UnitStatistics,
} from '@cobuy/domain';

/** A project with the figures derived from its units, as both APIs return it. */
export interface ProjectListing {
  readonly project: Project;
  readonly summary: ProjectUnitSummary;
  /** The project page's unit statistics, from the same summary (GraphQL's `Project.unitStatistics`). */
  readonly statistics: UnitStatistics;
}

export async function withSummaries(catalog: CatalogReadRepository, projects: Project[]): Promise<ProjectListing[]> {
  const summaries = await catalog.summariseUnitsByProject(projects.map((p) => p.id));
  return projects.map((project) => {
    const summary = summaries.get(project.id)!;
    return { project, summary, statistics: unitStatistics(project, summary) };
  });
}
