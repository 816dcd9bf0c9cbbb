import { err, ok, type Result } from '@cobuy/domain';
import type { AppError } from '../../shared/app-error.js';
import type { RequestContext } from '../../shared/request-context.js';
import type { UseCase } from '../../shared/use-case.js';
import { developerIdInput, type DeveloperIdInput } from '../developer-input.schemas.js';
import { auditDeveloper, lockDeveloper } from '../developer-records.js';
import { developerHasProjects } from '../developers-errors.js';
import type { DevelopersDeps } from '../developers.deps.js';

export interface DeletedDeveloper {
  readonly id: number;
  readonly name: string;
}

/**
 * An admin deletes a developer no project names; the audit entry keeps its profile. One that projects name is a
 * 409 that says so and suggests Inactive instead (decided under the developer's lock, so a project cannot be
 * pointed at it in between).
 */
export class DeleteDeveloper implements UseCase<DeveloperIdInput, DeletedDeveloper> {
  readonly name = 'developers.delete';
  readonly access = 'admin' as const;
  readonly input = developerIdInput;
  constructor(private readonly deps: DevelopersDeps) {}

  execute(ctx: RequestContext, input: DeveloperIdInput): Promise<Result<DeletedDeveloper, AppError>> {
    return this.deps.uow.run(async (store) => {
      const found = await lockDeveloper(store, input.id);
      if (!found.ok) return found;
      const developer = found.value;
      if (developer.linkedProjects > 0) return err(developerHasProjects(developer.id, developer.linkedProjects));
      await store.developers.delete(developer.id);
      await auditDeveloper(store, ctx, 'developer.deleted', developer, null);
      return ok({ id: developer.id, name: developer.name });
    });
  }
}
