import { ok, err, type LanguagePreference, type Result } from '@cobuy/domain';
import { z } from 'zod';
import { appError, type AppError } from '../../shared/app-error.js';
import type { RequestContext } from '../../shared/request-context.js';
import type { UseCase } from '../../shared/use-case.js';
import { preferredLanguageField, userIdField } from '../accounts-input.schemas.js';
import type { AccountsDeps } from '../accounts.deps.js';
import { ownUserInput, type OwnUserInput } from '../get-profile/get-profile.use-case.js';

/** The signed-in user's chosen language (/settings, the header picker): their own only, not even an admin's. */
export class GetPreferredLanguage implements UseCase<OwnUserInput, LanguagePreference> {
  readonly name = 'accounts.getPreferredLanguage';
  readonly access = 'signed-in' as const;
  readonly input = ownUserInput;
  readonly ownerOf = (input: OwnUserInput) => input.userId;

  constructor(private readonly deps: Pick<AccountsDeps, 'uow'>) {}

  async execute(_ctx: RequestContext, input: OwnUserInput): Promise<Result<LanguagePreference, AppError>> {
    const preferredLanguage = await this.deps.uow.read(({ settings }) => settings.readPreferredLanguage(input.userId));
    return ok({ preferredLanguage });
  }
}

export const updatePreferredLanguageInput = z.strictObject({
  userId: userIdField,
  preferredLanguage: preferredLanguageField,
});
export type UpdatePreferredLanguageInput = z.infer<typeof updatePreferredLanguageInput>;

/**
 * The signed-in user chooses the language of their mails, notifications and the server's messages (null clears
 * it: the browser's language then decides). Not audited: it moves no money and grants nothing.
 */
export class UpdatePreferredLanguage implements UseCase<UpdatePreferredLanguageInput, LanguagePreference> {
  readonly name = 'accounts.updatePreferredLanguage';
  readonly access = 'signed-in' as const;
  readonly input = updatePreferredLanguageInput;
  readonly ownerOf = (input: UpdatePreferredLanguageInput) => input.userId;

  constructor(private readonly deps: Pick<AccountsDeps, 'uow'>) {}

  execute(ctx: RequestContext, input: UpdatePreferredLanguageInput): Promise<Result<LanguagePreference, AppError>> {
    return this.deps.uow.run(async ({ settings }) => {
      const saved = await settings.savePreferredLanguage(input.userId, input.preferredLanguage, ctx.clock.now());
      if (!saved) return err(appError('AUTH.UNAUTHENTICATED', 'Authentication required'));
      return ok({ preferredLanguage: input.preferredLanguage });
    });
  }
}
