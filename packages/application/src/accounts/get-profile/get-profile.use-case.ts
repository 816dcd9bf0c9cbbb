import { err, ok, type Result, type UserProfile } from '@cobuy/domain';
import { z } from 'zod';
import { appError, type AppError } from '../../shared/app-error.js';
import type { RequestContext } from '../../shared/request-context.js';
import type { UseCase } from '../../shared/use-case.js';
import { userIdField } from '../accounts-input.schemas.js';
import type { AccountsDeps } from '../accounts.deps.js';

export const ownUserInput = z.object({ userId: userIdField });
export type OwnUserInput = z.infer<typeof ownUserInput>;

/** The signed-in user's profile for /settings (names, email, phone). Their own only: not even an admin reads it here. */
export class GetProfile implements UseCase<OwnUserInput, UserProfile> {
  readonly name = 'accounts.getProfile';
  readonly access = 'signed-in' as const;
  readonly input = ownUserInput;
  readonly ownerOf = (input: OwnUserInput) => input.userId;

  constructor(private readonly deps: Pick<AccountsDeps, 'uow'>) {}

  async execute(_ctx: RequestContext, input: OwnUserInput): Promise<Result<UserProfile, AppError>> {
    const profile = await this.deps.uow.read(({ settings }) => settings.findProfile(input.userId));
    return profile ? ok(profile) : err(appError('AUTH.UNAUTHENTICATED', 'Authentication required'));
  }
}
