import type { PublicUser, Result } from '@cobuy/domain';
import type { AppError } from '../../shared/app-error.js';
import type { RequestContext } from '../../shared/request-context.js';
import type { UseCase } from '../../shared/use-case.js';
import type { AccountsDeps } from '../accounts.deps.js';
import { applyAccountChange } from '../administer-account/apply-account-change.step.js';
import { setUserActiveInput, type SetUserActiveInput } from './set-user-active.input.js';

/**
 * An admin deactivates or reactivates an account (audited). A deactivated user cannot sign in and every session
 * they hold ends in the same transaction; reactivation lets them sign in again (their old sessions stay ended).
 * Admins cannot deactivate themselves, nor the last active admin (409).
 */
export class SetUserActive implements UseCase<SetUserActiveInput, PublicUser> {
  readonly name = 'accounts.setUserActive';
  readonly access = 'admin' as const;
  readonly input = setUserActiveInput;

  constructor(private readonly deps: Pick<AccountsDeps, 'uow'>) {}

  execute(ctx: RequestContext, input: SetUserActiveInput): Promise<Result<PublicUser, AppError>> {
    return this.deps.uow.run((store) =>
      applyAccountChange(store, ctx, input.userId, { kind: 'active', isActive: input.isActive }),
    );
  }
}
