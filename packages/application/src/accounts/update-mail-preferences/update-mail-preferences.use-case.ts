import { MAIL_PREFERENCE_KEYS, ok, type MailPreferences, type Result } from '@cobuy/domain';
import type { AppError } from '../../shared/app-error.js';
import type { RequestContext } from '../../shared/request-context.js';
import type { UseCase } from '../../shared/use-case.js';
import type { AccountsDeps } from '../accounts.deps.js';
import { updateMailPreferencesInput, type UpdateMailPreferencesInput } from './update-mail-preferences.input.js';

/**
 * The signed-in user turns optional mails on or off (their own only). Essential mails have no preference and are
 * always sent (docs/notifications.md, "Mail"); the outbox honours the stored choice for every mail queued later.
 * A preference is not audited: it moves no money and grants nothing.
 */
export class UpdateMailPreferences implements UseCase<UpdateMailPreferencesInput, MailPreferences> {
  readonly name = 'accounts.updateMailPreferences';
  readonly access = 'signed-in' as const;
  readonly input = updateMailPreferencesInput;
  readonly ownerOf = (input: UpdateMailPreferencesInput) => input.userId;

  constructor(private readonly deps: Pick<AccountsDeps, 'uow'>) {}

  execute(ctx: RequestContext, input: UpdateMailPreferencesInput): Promise<Result<MailPreferences, AppError>> {
    return this.deps.uow.run(async ({ users, settings }) => {
      // Locked, so two saves of different preferences at once both take effect.
      await users.lockById(input.userId);
      const stored = await settings.readMailPreferences(input.userId);
      const next = Object.fromEntries(
        MAIL_PREFERENCE_KEYS.map((key) => [key, input[key] ?? stored[key]]),
      ) as unknown as MailPreferences;
      return ok(await settings.saveMailPreferences(input.userId, next, ctx.clock.now()));
    });
  }
}
