import { err, ok, type AdminDeveloper, type DeveloperFields, type Result } from '@cobuy/domain';
import type { AppError } from '../../shared/app-error.js';
import type { RequestContext } from '../../shared/request-context.js';
import type { UseCase } from '../../shared/use-case.js';
import { patchedDeveloperFields, updateDeveloperInput, type UpdateDeveloperInput } from '../developer-input.schemas.js';
import { auditDeveloper, claimDeveloperName, developerSnapshot, lockDeveloper } from '../developer-records.js';
import { establishedYearProblem } from '../developer-rules.js';
import type { DevelopersDeps } from '../developers.deps.js';

const sameFields = (a: DeveloperFields, b: DeveloperFields) =>
  JSON.stringify(developerSnapshot(a)) === JSON.stringify(developerSnapshot(b));

/**
 * An admin edits a developer (PATCH: the fields sent change, the others stay), including Active / Inactive,
 * which shows or hides it on the public pages. Audited; a save that changes nothing writes nothing.
 */
export class UpdateDeveloper implements UseCase<UpdateDeveloperInput, AdminDeveloper> {
  readonly name = 'developers.update';
  readonly access = 'admin' as const;
  readonly input = updateDeveloperInput;
  constructor(private readonly deps: DevelopersDeps) {}

  execute(ctx: RequestContext, input: UpdateDeveloperInput): Promise<Result<AdminDeveloper, AppError>> {
    const now = ctx.clock.now();
    return this.deps.uow.run(async (store) => {
      const found = await lockDeveloper(store, input.id);
      if (!found.ok) return found;
      const before = found.value;
      const fields = patchedDeveloperFields(before, input);
      const badYear = establishedYearProblem(fields, now);
      if (badYear) return err(badYear);
      if (sameFields(before, fields)) return ok(before);
      if (fields.name.toLowerCase() !== before.name.toLowerCase()) {
        const taken = await claimDeveloperName(store, fields.name, before.id);
        if (taken) return err(taken);
      }
      const after = await store.developers.update(before.id, fields, now);
      await auditDeveloper(store, ctx, 'developer.updated', before, after);
      return ok(after);
    });
  }
}
