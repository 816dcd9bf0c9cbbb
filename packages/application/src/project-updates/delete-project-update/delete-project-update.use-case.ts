import { ok, type Result } from '@cobuy/domain';
import type { AppError } from '../../shared/app-error.js';
import type { RequestContext } from '../../shared/request-context.js';
import type { UseCase } from '../../shared/use-case.js';
import { projectUpdateIdInput, type ProjectUpdateIdInput } from '../project-update-input.schemas.js';
import { auditProjectUpdate, lockUpdateOfProject } from '../project-update-records.js';
import type { ProjectUpdatesDeps } from '../project-updates.deps.js';

export interface DeletedProjectUpdate {
  readonly id: number;
  readonly projectId: number;
}

/** An admin removes an update from the project page; the audit entry keeps what it said. */
export class DeleteProjectUpdate implements UseCase<ProjectUpdateIdInput, DeletedProjectUpdate> {
  readonly name = 'projectUpdates.delete';
  readonly access = 'admin' as const;
  readonly input = projectUpdateIdInput;
  constructor(private readonly deps: ProjectUpdatesDeps) {}

  execute(ctx: RequestContext, input: ProjectUpdateIdInput): Promise<Result<DeletedProjectUpdate, AppError>> {
    return this.deps.uow.run(async (store) => {
      const found = await lockUpdateOfProject(store, input.projectId, input.updateId);
      if (!found.ok) return found;
      await store.updates.delete(found.value.id);
      await auditProjectUpdate(store, ctx, 'project_update.deleted', found.value, null);
      return ok({ id: found.value.id, projectId: found.value.projectId });
    });
  }
}
