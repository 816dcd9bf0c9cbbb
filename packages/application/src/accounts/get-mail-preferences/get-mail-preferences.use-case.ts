import { ok, type MailPreferences, type Result } from '@cobuy/domain';
import type { AppError } from '../../shared/app-error.js';
import type { RequestContext } from '../../shared/request-context.js';
import type { UseCase } from '../../shared/use-case.js';
import type { AccountsDeps } from '../accounts.deps.js';
import { ownUserInput, type OwnUserInput } from '../get-profile/get-profile.use-case.js';

/** Which optional mails the signed-in user receives (every one is on until turned off). Their own only. */
export class GetMailPreferences implements UseCase<OwnUserInput, MailPreferences> {
  readonly name = 'accounts.getMailPreferences';
  readonly access = 'signed-in' as const;
  readonly input = ownUserInput;
  readonly ownerOf = (input: OwnUserInput) => input.userId;

  constructor(private readonly deps: Pick<AccountsDeps, 'uow'>) {}

  async execute(_ctx: RequestContext, input: OwnUserInput): Promise<Result<MailPreferences, AppError>> {
    return ok(await this.deps.uow.read(({ settings }) => settings.readMailPreferences(input.userId)));
  }
}
