import type { CatalogReadRepository, Project, ProjectUnitSummary } from '@cobuy/domain';

/** A project with the figures derived from its units, as both APIs return it. */
export interface ProjectListing {
  readonly project: Project;
  readonly summary: ProjectUnitSummary;
}

export async function withSummaries(catalog: CatalogReadRepository, projects: Project[]): Promise<ProjectListing[]> {
  const summaries = await catalog.summariseUnitsByProject(projects.map((p) => p.id));
  return projects.map((project) => ({ project, summary: summaries.get(project.id)! }));
}
