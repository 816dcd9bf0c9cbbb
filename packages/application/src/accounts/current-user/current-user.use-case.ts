import { err, ok, toPublicUser, type PublicUser, type Result } from '@cobuy/domain';
import { z } from 'zod';
import { appError, type AppError } from '../../shared/app-error.js';
import type { RequestContext } from '../../shared/request-context.js';
import type { UseCase } from '../../shared/use-case.js';
import type { AccountsDeps } from '../accounts.deps.js';

export const currentUserInput = z.object({}).loose();
export type CurrentUserInput = z.infer<typeof currentUserInput>;

/** The signed-in user, read fresh (role and KYC status may have changed since sign-in). */
export class CurrentUser implements UseCase<CurrentUserInput, PublicUser> {
  readonly name = 'accounts.currentUser';
  readonly access = 'signed-in' as const;
  readonly input = currentUserInput;

  constructor(private readonly deps: Pick<AccountsDeps, 'uow'>) {}

  async execute(ctx: RequestContext, _input: CurrentUserInput): Promise<Result<PublicUser, AppError>> {
    const userId = ctx.actor?.userId;
    const user = userId === undefined ? null : await this.deps.uow.run(({ users }) => users.findById(userId));
    if (!user || !user.isActive) return err(appError('AUTH.UNAUTHENTICATED', 'Authentication required'));
    return ok(toPublicUser(user));
  }
}
