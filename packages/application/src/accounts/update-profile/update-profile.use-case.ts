import { err, ok, type Result, type UserProfile } from '@cobuy/domain';
import { appError, type AppError } from '../../shared/app-error.js';
import type { RequestContext } from '../../shared/request-context.js';
import type { UseCase } from '../../shared/use-case.js';
import type { AccountsDeps } from '../accounts.deps.js';
import { updateProfileInput, type UpdateProfileInput } from './update-profile.input.js';

/**
 * The signed-in user changes their name or phone (their own only). The names are audited before and after: they
 * are how the investor is named on their applications and investments. The phone is recorded only as changed or
 * not, because the audit trail is append-only and a number kept there could never be erased. Saving the same
 * values again changes and audits nothing.
 */
export class UpdateProfile implements UseCase<UpdateProfileInput, UserProfile> {
  readonly name = 'accounts.updateProfile';
  readonly access = 'signed-in' as const;
  readonly input = updateProfileInput;
  readonly ownerOf = (input: UpdateProfileInput) => input.userId;

  constructor(private readonly deps: Pick<AccountsDeps, 'uow'>) {}

  execute(ctx: RequestContext, input: UpdateProfileInput): Promise<Result<UserProfile, AppError>> {
    const change = { firstName: input.firstName, lastName: input.lastName, phone: input.phone };
    return this.deps.uow.run(async ({ users, settings, audit }) => {
      // Locked, so two saves at once are audited one after the other, each against what the other left.
      const locked = await users.lockById(input.userId);
      const before = locked && (await settings.findProfile(input.userId));
      if (!before) return err(appError('AUTH.UNAUTHENTICATED', 'Authentication required'));
      const names = (p: Pick<UserProfile, 'firstName' | 'lastName'>) => ({
        firstName: p.firstName,
        lastName: p.lastName,
      });
      const phoneChanged = before.phone !== change.phone;
      if (!phoneChanged && before.firstName === change.firstName && before.lastName === change.lastName) {
        return ok(before);
      }
      const after = await settings.updateProfile(input.userId, change);
      await audit.record({
        actorId: ctx.actor!.userId,
        action: 'user.profile_updated',
        entity: 'user',
        entityId: String(input.userId),
        before: names(before),
        after: { ...names(change), phoneChanged },
        at: ctx.clock.now(),
        correlationId: ctx.correlationId,
      });
      return ok(after!);
    });
  }
}
