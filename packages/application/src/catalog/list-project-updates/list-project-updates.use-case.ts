import { ok, type CatalogReadRepository, type ProjectUpdate, type Result } from '@cobuy/domain';
import type { AppError } from '../../shared/app-error.js';
import type { RequestContext } from '../../shared/request-context.js';
import type { UseCase } from '../../shared/use-case.js';
import { findProjectOrFail, projectIdInput, type ProjectIdInput } from '../project-id-input.js';

export class ListProjectUpdates implements UseCase<ProjectIdInput, ProjectUpdate[]> {
  readonly name = 'ListProjectUpdates';
  readonly access = 'public';
  readonly input = projectIdInput;

  constructor(private readonly deps: { catalog: CatalogReadRepository }) {}

  async execute(_ctx: RequestContext, input: ProjectIdInput): Promise<Result<ProjectUpdate[], AppError>> {
    const found = await findProjectOrFail(this.deps.catalog, input.projectId);
    if (!found.ok) return found;
    const updates = await this.deps.catalog.listUpdatesByProject([input.projectId]);
    return ok(updates.get(input.projectId) ?? []);
  }
}
