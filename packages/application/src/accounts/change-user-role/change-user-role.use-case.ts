import type { PublicUser, Result } from '@cobuy/domain';
import type { AppError } from '../../shared/app-error.js';
import type { RequestContext } from '../../shared/request-context.js';
import type { UseCase } from '../../shared/use-case.js';
import type { AccountsDeps } from '../accounts.deps.js';
import { applyAccountChange } from '../administer-account/apply-account-change.step.js';
import { changeUserRoleInput, type ChangeUserRoleInput } from './change-user-role.input.js';

/**
 * An admin gives or takes the admin role (audited). Admins cannot change their own role, and the last active
 * admin keeps it (409), decided under lock so concurrent demotions cannot leave none. The new role applies to
 * the user's very next request: the role is read from the database on every authentication, never from the
 * token.
 */
export class ChangeUserRole implements UseCase<ChangeUserRoleInput, PublicUser> {
  readonly name = 'accounts.changeUserRole';
  readonly access = 'admin' as const;
  readonly input = changeUserRoleInput;

  constructor(private readonly deps: Pick<AccountsDeps, 'uow'>) {}

  execute(ctx: RequestContext, input: ChangeUserRoleInput): Promise<Result<PublicUser, AppError>> {
    return this.deps.uow.run((store) =>
      applyAccountChange(store, ctx, input.userId, { kind: 'role', role: input.role }),
    );
  }
}
