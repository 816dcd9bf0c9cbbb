import { ok, type CatalogReadRepository, type Result, type UnitStatistics } from '@cobuy/domain';
import type { AppError } from '../../shared/app-error.js';
import type { RequestContext } from '../../shared/request-context.js';
import type { UseCase } from '../../shared/use-case.js';
import { findProjectOrFail, projectIdInput, type ProjectIdInput } from '../project-id-input.js';
import { withSummaries } from '../project-listing.js';

export class GetUnitStatistics implements UseCase<ProjectIdInput, UnitStatistics> {
  readonly name = 'GetUnitStatistics';
  readonly access = 'public';
  readonly input = projectIdInput;

  constructor(private readonly deps: { catalog: CatalogReadRepository }) {}

  async execute(_ctx: RequestContext, input: ProjectIdInput): Promise<Result<UnitStatistics, AppError>> {
    const found = await findProjectOrFail(this.deps.catalog, input.projectId);
    if (!found.ok) return found;
    const [listing] = await withSummaries(this.deps.catalog, [found.value]);
    return ok(listing!.statistics);
  }
}
