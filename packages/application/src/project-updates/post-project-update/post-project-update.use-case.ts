import { err, ok, type ProjectUpdate, type Result } from '@cobuy/domain';
import type { AppError } from '../../shared/app-error.js';
import type { RequestContext } from '../../shared/request-context.js';
import type { UseCase } from '../../shared/use-case.js';
import {
  postProjectUpdateInput,
  projectUpdateFieldsOf,
  type PostProjectUpdateInput,
} from '../project-update-input.schemas.js';
import { auditProjectUpdate, mailProjectUpdate } from '../project-update-records.js';
import { projectNotFound } from '../project-updates-errors.js';
import type { ProjectUpdatesDeps } from '../project-updates.deps.js';

/**
 * An admin posts a progress update on a project (investor spec §2, §5). In the same transaction: the audit
 * entry, the `project.update_posted` event naming everyone the update concerns (its investors and applicants),
 * from which their notifications are made ('shared with all co-investors', spec §8), and a mail to each of them
 * whose account is active (the outbox leaves out those who turned project-update mail off).
 */
export class PostProjectUpdate implements UseCase<PostProjectUpdateInput, ProjectUpdate> {
  readonly name = 'projectUpdates.post';
  readonly access = 'admin' as const;
  readonly input = postProjectUpdateInput;
  constructor(private readonly deps: ProjectUpdatesDeps) {}

  execute(ctx: RequestContext, input: PostProjectUpdateInput): Promise<Result<ProjectUpdate, AppError>> {
    const now = ctx.clock.now();
    return this.deps.uow.run(async (store) => {
      if (!(await store.updates.holdProject(input.projectId))) return err(projectNotFound(input.projectId));
      const update = await store.updates.insert(input.projectId, projectUpdateFieldsOf(input), now);
      await auditProjectUpdate(store, ctx, 'project_update.posted', null, update);
      await store.events.publish({
        type: 'project.update_posted',
        projectId: update.projectId,
        updateId: update.id,
        title: update.title,
        updateType: update.updateType,
        recipients: await store.updates.listAudience(update.projectId),
        at: now,
      });
      await mailProjectUpdate(store, update);
      return ok(update);
    });
  }
}
