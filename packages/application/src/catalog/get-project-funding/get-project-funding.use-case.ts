import { ok, summariseUnits, unitStatistics, type CatalogReadRepository, type Result, type Unit } from '@cobuy/domain';
import type { AppError } from '../../shared/app-error.js';
import type { RequestContext } from '../../shared/request-context.js';
import type { UseCase } from '../../shared/use-case.js';
import { findProjectOrFail, projectIdInput, type ProjectIdInput } from '../project-id-input.js';
import type { ProjectListing } from '../project-listing.js';

/**
 * What the project page shows of a project's funding, read together: the totals and unit counts (its listing)
 * and every unit with its status, current investment and total investment needed.
 */
export interface ProjectFunding extends ProjectListing {
  readonly units: readonly Unit[];
}

/**
 * A project's funding figures as the project page shows them. The live channel reads them through this use case
 * when an event changes them (`projectFundingChanged`), once per change and process, not once per watcher.
 */
export class GetProjectFunding implements UseCase<ProjectIdInput, ProjectFunding> {
  readonly name = 'GetProjectFunding';
  readonly access = 'public';
  readonly input = projectIdInput;

  constructor(private readonly deps: { catalog: CatalogReadRepository }) {}

  async execute(_ctx: RequestContext, input: ProjectIdInput): Promise<Result<ProjectFunding, AppError>> {
    const found = await findProjectOrFail(this.deps.catalog, input.projectId);
    if (!found.ok) return found;
    const project = found.value;
    // The totals are summed from the units read, so they agree with them (one statement fewer, too).
    const units = (await this.deps.catalog.listUnitsByProject([project.id])).get(project.id) ?? [];
    const summary = summariseUnits(units);
    return ok({ project, summary, statistics: unitStatistics(project, summary), units });
  }
}
