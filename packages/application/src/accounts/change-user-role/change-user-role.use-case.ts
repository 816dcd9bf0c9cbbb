import { err, ok, toPublicUser, type PublicUser, type Result } from '@cobuy/domain';
import { appError, type AppError } from '../../shared/app-error.js';
import type { RequestContext } from '../../shared/request-context.js';
import type { UseCase } from '../../shared/use-case.js';
import type { AccountsDeps } from '../accounts.deps.js';
import { changeUserRoleInput, type ChangeUserRoleInput } from './change-user-role.input.js';

/**
 * An admin gives or takes the admin role. Admins cannot change their own role, so the platform always
 * keeps at least the admin who acts. The new role applies to the user's very next request: the role is
 * read from the database on every authentication, never from the token.
 */
export class ChangeUserRole implements UseCase<ChangeUserRoleInput, PublicUser> {
  readonly name = 'accounts.changeUserRole';
  readonly access = 'admin' as const;
  readonly input = changeUserRoleInput;

  constructor(private readonly deps: Pick<AccountsDeps, 'uow'>) {}

  async execute(ctx: RequestContext, input: ChangeUserRoleInput): Promise<Result<PublicUser, AppError>> {
    if (ctx.actor?.userId === input.userId) {
      return err(appError('ACCOUNTS.CANNOT_CHANGE_OWN_ROLE', 'You cannot change your own role'));
    }
    const user = await this.deps.uow.run(({ users }) => users.setRole(input.userId, input.role));
    if (!user) return err(appError('RESOURCE.NOT_FOUND', `User ${input.userId} not found`));
    return ok(toPublicUser(user));
  }
}
