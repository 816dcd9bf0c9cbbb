import { ok, type Result } from '@cobuy/domain';
import type { AppError } from '../../shared/app-error.js';
import { userIdInput, type UserIdInput } from '../../shared/input-schemas.js';
import type { RequestContext } from '../../shared/request-context.js';
import type { UseCase } from '../../shared/use-case.js';
import type { KycDeps } from '../kyc.deps.js';
import { kycStateOf, type KycState } from '../kyc-state.js';

/** An investor's KYC status (a reading: an approval past its two years reads expired). Owner or admin. */
export class GetKycState implements UseCase<UserIdInput, KycState> {
  readonly name = 'kyc.getState';
  readonly access = 'signed-in' as const;
  readonly input = userIdInput;
  readonly ownerOf = (input: UserIdInput) => input.userId;
  readonly adminMayActForOthers = true;

  constructor(private readonly deps: Pick<KycDeps, 'uow'>) {}

  async execute(ctx: RequestContext, input: UserIdInput): Promise<Result<KycState, AppError>> {
    // One statement, so no transaction (the dashboard asks for this on every load).
    const kyc = await this.deps.uow.read(({ verifications }) => verifications.findByUser(input.userId));
    return ok(kycStateOf(kyc, ctx.clock.now()));
  }
}
