import { err, ok, type InvestingReadStore, type Result } from '@cobuy/domain';
import { z } from 'zod';
import type { AppError } from '../../shared/app-error.js';
import type { RequestContext } from '../../shared/request-context.js';
import type { UseCase } from '../../shared/use-case.js';
import { commitmentOfApplication, commitmentOfInvestment, type CommitmentView } from '../commitment-views.js';
import { WithdrawApplication } from '../interests.use-cases.js';
import type { InvestingDeps } from '../investing.deps.js';
import { CancelInvestment } from '../investments.use-cases.js';

const KEY = /^(application|investment)-([1-9]\d{0,9})$/;
const MAX_ID = 2_147_483_647;

/** A commitment's key, as the dashboard lists it: `application-12` or `investment-5`. */
export const commitmentKeyInput = z.string({ error: 'is required' }).transform((value, ctx) => {
  const match = KEY.exec(value);
  if (!match || Number(match[2]) > MAX_ID) {
    ctx.addIssue({ code: 'custom', message: "must be a commitment id such as 'application-12' or 'investment-5'" });
    return z.NEVER;
  }
  return { kind: match[1] as 'application' | 'investment', id: Number(match[2]) };
});

export const withdrawCommitmentInput = z.object({ commitmentId: commitmentKeyInput });
export type WithdrawCommitmentInput = z.output<typeof withdrawCommitmentInput>;

/** One commitment of its owner, read back as the dashboard shows it (null when it is not theirs). */
async function readCommitment(
  deps: InvestingDeps,
  store: InvestingReadStore,
  key: WithdrawCommitmentInput['commitmentId'],
  userId: number,
  now: Date,
): Promise<CommitmentView | null> {
  const investment = key.kind === 'investment' ? await store.investments.findById(key.id) : null;
  const applicationId = key.kind === 'application' ? key.id : investment?.applicationId;
  if (applicationId) {
    const application = await store.applications.findById(applicationId);
    if (!application || application.userId !== userId) return null;
    const paired = application.investmentId ? await store.investments.findById(application.investmentId) : null;
    return commitmentOfApplication(application, paired, deps.paymentDetails, now);
  }
  if (!investment || investment.userId !== userId) return null;
  return commitmentOfInvestment(investment, await store.kyc.findByUser(userId), deps.paymentDetails, now);
}

/**
 * The one way to back out of a commitment (issue 19, item 4), whatever it began as: an application is withdrawn
 * and its open investment cancelled with it; a direct investment is cancelled (and, were it linked to an
 * application, that is withdrawn with it). Both happen in one transaction with the application's and the
 * investment's row locks, in that order, through the same use cases as before; only before payment is
 * confirmed. Someone else's commitment reads as not found.
 */
export class WithdrawCommitment implements UseCase<WithdrawCommitmentInput, CommitmentView> {
  readonly name = 'investing.withdrawCommitment';
  readonly access = 'signed-in' as const;
  readonly input = withdrawCommitmentInput;
  private readonly withdrawApplication: WithdrawApplication;
  private readonly cancelInvestment: CancelInvestment;
  constructor(private readonly deps: InvestingDeps) {
    this.withdrawApplication = new WithdrawApplication(deps);
    this.cancelInvestment = new CancelInvestment(deps);
  }

  async execute(ctx: RequestContext, input: WithdrawCommitmentInput): Promise<Result<CommitmentView, AppError>> {
    const key = input.commitmentId;
    const done =
      key.kind === 'application'
        ? await this.withdrawApplication.execute(ctx, { applicationId: key.id })
        : await this.cancelInvestment.execute(ctx, { investmentId: key.id, reason: undefined });
    if (!done.ok) return err(done.error);
    const now = ctx.clock.now();
    const view = await this.deps.uow.read((store) => readCommitment(this.deps, store, key, ctx.actor!.userId, now));
    // It was theirs a moment ago (the withdrawal checked it), and a commitment is never deleted.
    return ok(view!);
  }
}
