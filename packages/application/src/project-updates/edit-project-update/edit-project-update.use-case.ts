import { ok, type ProjectUpdate, type Result } from '@cobuy/domain';
import type { AppError } from '../../shared/app-error.js';
import type { RequestContext } from '../../shared/request-context.js';
import type { UseCase } from '../../shared/use-case.js';
import {
  editProjectUpdateInput,
  projectUpdateFieldsOf,
  type EditProjectUpdateInput,
} from '../project-update-input.schemas.js';
import { auditProjectUpdate, lockUpdateOfProject } from '../project-update-records.js';
import type { ProjectUpdatesDeps } from '../project-updates.deps.js';

/**
 * An admin corrects an update (PUT: the whole form). Its date stays the posting date, and nobody is notified
 * again: the investors were told when it was posted. Audited with the fields before and after.
 */
export class EditProjectUpdate implements UseCase<EditProjectUpdateInput, ProjectUpdate> {
  readonly name = 'projectUpdates.edit';
  readonly access = 'admin' as const;
  readonly input = editProjectUpdateInput;
  constructor(private readonly deps: ProjectUpdatesDeps) {}

  execute(ctx: RequestContext, input: EditProjectUpdateInput): Promise<Result<ProjectUpdate, AppError>> {
    return this.deps.uow.run(async (store) => {
      const found = await lockUpdateOfProject(store, input.projectId, input.updateId);
      if (!found.ok) return found;
      const edited = await store.updates.update(found.value.id, projectUpdateFieldsOf(input));
      await auditProjectUpdate(store, ctx, 'project_update.edited', found.value, edited);
      return ok(edited);
    });
  }
}
