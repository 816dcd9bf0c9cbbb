import { err, ok, type Result, type UserProfile } from '@cobuy/domain';
import { appError, type AppError } from '../../shared/app-error.js';
import type { RequestContext } from '../../shared/request-context.js';
import type { UseCase } from '../../shared/use-case.js';
import type { AccountsDeps } from '../accounts.deps.js';
import { setHomeCurrencyInput, type SetHomeCurrencyInput } from './set-home-currency.input.js';

/**
 * The signed-in user sets (or clears) their home currency (their own only): the dashboard's returns and the sale
 * statements show amounts in it too. Not audited, like a mail preference: it changes only how amounts are shown,
 * never what is owned or owed.
 */
export class SetHomeCurrency implements UseCase<SetHomeCurrencyInput, UserProfile> {
  readonly name = 'accounts.setHomeCurrency';
  readonly access = 'signed-in' as const;
  readonly input = setHomeCurrencyInput;
  readonly ownerOf = (input: SetHomeCurrencyInput) => input.userId;

  constructor(private readonly deps: Pick<AccountsDeps, 'uow'>) {}

  async execute(_ctx: RequestContext, input: SetHomeCurrencyInput): Promise<Result<UserProfile, AppError>> {
    const profile = await this.deps.uow.run(({ settings }) =>
      settings.setHomeCurrency(input.userId, input.homeCurrency),
    );
    return profile ? ok(profile) : err(appError('AUTH.UNAUTHENTICATED', 'Authentication required'));
  }
}
