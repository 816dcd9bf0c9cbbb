import { err, ok, type AdminDeveloper, type Result } from '@cobuy/domain';
import type { AppError } from '../../shared/app-error.js';
import type { RequestContext } from '../../shared/request-context.js';
import type { UseCase } from '../../shared/use-case.js';
import { createDeveloperInput, newDeveloperFields, type CreateDeveloperInput } from '../developer-input.schemas.js';
import { auditDeveloper, claimDeveloperName } from '../developer-records.js';
import { establishedYearProblem } from '../developer-rules.js';
import type { DevelopersDeps } from '../developers.deps.js';

/** An admin adds a developer profile (Add Developer); audited. A name already used is a 409 on `name`. */
export class CreateDeveloper implements UseCase<CreateDeveloperInput, AdminDeveloper> {
  readonly name = 'developers.create';
  readonly access = 'admin' as const;
  readonly input = createDeveloperInput;
  constructor(private readonly deps: DevelopersDeps) {}

  execute(ctx: RequestContext, input: CreateDeveloperInput): Promise<Result<AdminDeveloper, AppError>> {
    const now = ctx.clock.now();
    const fields = newDeveloperFields(input);
    const badYear = establishedYearProblem(fields, now);
    if (badYear) return Promise.resolve(err(badYear));
    return this.deps.uow.run(async (store) => {
      const taken = await claimDeveloperName(store, fields.name, null);
      if (taken) return err(taken);
      const developer = await store.developers.insert(fields, now);
      await auditDeveloper(store, ctx, 'developer.created', null, developer);
      return ok(developer);
    });
  }
}
