import { ok, type CatalogReadRepository, type Result, type Unit } from '@cobuy/domain';
import type { AppError } from '../../shared/app-error.js';
import type { RequestContext } from '../../shared/request-context.js';
import type { UseCase } from '../../shared/use-case.js';
import { findProjectOrFail, projectIdInput, type ProjectIdInput } from '../project-id-input.js';

export class ListProjectUnits implements UseCase<ProjectIdInput, Unit[]> {
  readonly name = 'ListProjectUnits';
  readonly access = 'public';
  readonly input = projectIdInput;

  constructor(private readonly deps: { catalog: CatalogReadRepository }) {}

  async execute(_ctx: RequestContext, input: ProjectIdInput): Promise<Result<Unit[], AppError>> {
    const found = await findProjectOrFail(this.deps.catalog, input.projectId);
    if (!found.ok) return found;
    const units = await this.deps.catalog.listUnitsByProject([input.projectId]);
    return ok(units.get(input.projectId) ?? []);
  }
}
