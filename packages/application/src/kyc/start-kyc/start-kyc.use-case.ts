import { err, ok, type Result } from '@cobuy/domain';
import type { AppError } from '../../shared/app-error.js';
import type { RequestContext } from '../../shared/request-context.js';
import type { UseCase } from '../../shared/use-case.js';
import { userIdInput, type UserIdInput } from '../../shared/input-schemas.js';
import type { KycDeps } from '../kyc.deps.js';
import { invalidTransition, kycStateOf, type KycState } from '../kyc-state.js';

/**
 * 'Start KYC' (and 'Renew KYC', 'Resubmit'): answers whether the investor may submit now. Nothing is stored
 * until the wizard is submitted; a verification in review, or an approval still valid, is a 409 that names
 * its state, so the screen never opens a wizard the server would refuse.
 */
export class StartKyc implements UseCase<UserIdInput, KycState> {
  readonly name = 'kyc.start';
  readonly access = 'signed-in' as const;
  readonly input = userIdInput;
  readonly ownerOf = (input: UserIdInput) => input.userId;

  constructor(private readonly deps: Pick<KycDeps, 'uow'>) {}

  async execute(ctx: RequestContext, input: UserIdInput): Promise<Result<KycState, AppError>> {
    const kyc = await this.deps.uow.run(({ verifications }) => verifications.findByUser(input.userId));
    const state = kycStateOf(kyc, ctx.clock.now());
    return state.canSubmit ? ok(state) : err(invalidTransition(state.status, 'started again'));
  }
}
