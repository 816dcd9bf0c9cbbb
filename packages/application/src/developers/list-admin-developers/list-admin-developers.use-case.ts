import { ok, type AdminDeveloper, type Result } from '@cobuy/domain';
import type { AppError } from '../../shared/app-error.js';
import { noInput, type NoInput } from '../../shared/input-schemas.js';
import type { RequestContext } from '../../shared/request-context.js';
import type { UseCase } from '../../shared/use-case.js';
import type { DevelopersDeps } from '../developers.deps.js';

/** The Developer Management tab's list: every developer, inactive ones too, with the projects naming each. */
export class ListAdminDevelopers implements UseCase<NoInput, AdminDeveloper[]> {
  readonly name = 'developers.listAll';
  readonly access = 'admin' as const;
  readonly input = noInput;
  constructor(private readonly deps: DevelopersDeps) {}

  execute(_ctx: RequestContext): Promise<Result<AdminDeveloper[], AppError>> {
    return this.deps.uow.run(async (store) => ok(await store.developers.listAll()));
  }
}
