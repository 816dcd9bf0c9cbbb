import {
  applyKycEvent,
  type AmlCheck,
  checkNotOwnRecord,
  type AccountsMail,
  err,
  ok,
  type KycDocumentKind,
  type KycEvent,
  type KycStore,
  type KycVerification,
  type KycVerificationWithUser,
  type Result,
} from '@cobuy/domain';
import type { AppError } from '../../shared/app-error.js';
import { ownDecisionRefused } from '../../shared/own-decision.js';
import type { RequestContext } from '../../shared/request-context.js';
import type { KycDeps } from '../kyc.deps.js';
import {
  changedMeanwhile,
  invalidTransition,
  kycNotFound,
  kycReviewOf,
  type KycReviewWithDocuments,
} from '../kyc-state.js';
import { ChangedMeanwhile, recordKycChange } from '../kyc-transaction.js';

type InvestorMail = Extract<AccountsMail, { template: 'kyc-approved' | 'kyc-rejected' | 'kyc-info-requested' }>;

export interface ReviewDecision {
  readonly event: KycEvent;
  /** The verb for a refusal: "approved", "rejected", … */
  readonly verb: string;
  readonly action: string;
  /** The record's fields after the decision (status is set from the machine). */
  readonly patch: (record: KycVerification, now: Date) => Partial<KycVerification>;
  /**
   * A rule of the decision on the record and its current AML screening (null when none), checked in the
   * transaction before anything is written.
   */
  readonly refuse?: (record: KycVerification, screening: AmlCheck | null) => AppError | null;
  /** More writes of the decision, in its transaction, once the record has moved. */
  readonly after?: (store: KycStore, saved: KycVerification, screening: AmlCheck | null, now: Date) => Promise<void>;
  /** The mail the investor gets about the decision, written in the same transaction. */
  readonly mailInvestor?: (saved: KycVerificationWithUser, firstName: string) => InvestorMail;
}

async function move(
  store: KycStore,
  ctx: RequestContext,
  record: KycVerificationWithUser,
  decision: ReviewDecision,
  now: Date,
): Promise<Result<KycVerificationWithUser, AppError>> {
  const moved = applyKycEvent(record.status, decision.event);
  if (!moved.ok) return err(invalidTransition(kycReviewOf(record, now, null).reading, decision.verb));
  const next: KycVerification = { ...record, ...decision.patch(record, now), status: moved.value.state };
  const saved = await store.verifications.update(next, record.status);
  if (!saved) throw new ChangedMeanwhile();
  await recordKycChange(store, ctx, decision.action, record.status, saved);
  const withUser = { ...saved, username: record.username, email: record.email };
  if (decision.mailInvestor) {
    const firstName = (await store.users.findById(saved.userId))?.firstName ?? saved.fullName;
    await store.outbox.enqueue(decision.mailInvestor(withUser, firstName));
  }
  return ok(withUser);
}

const OPEN: ReviewDecision = {
  event: { type: 'OPEN_REVIEW' },
  verb: 'opened for review',
  action: 'kyc.review_opened',
  patch: (_record, now) => ({ reviewedAt: now }),
};

/**
 * One reviewer step in one transaction. A decision on a record still `pending` opens it first (the admin is
 * reviewing it now), so approve/reject/request-information work from the pending list as the spec shows.
 * Both writes are conditional on the status read, so two admins deciding at once cannot both succeed.
 * An admin's own verification is decided by another admin (four eyes, rules §5), opening it for review included.
 */
export async function reviewStep(
  deps: Pick<KycDeps, 'uow'>,
  ctx: RequestContext,
  kycId: number,
  decision: ReviewDecision | null,
): Promise<Result<KycReviewWithDocuments, AppError>> {
  const now = ctx.clock.now();
  const reviewer = ctx.actor!.userId;
  try {
    return await deps.uow.run(async (store) => {
      let record = await store.verifications.findById(kycId);
      if (!record) return err(kycNotFound(kycId));
      const own = checkNotOwnRecord(reviewer, record.userId, 'kyc');
      if (!own.ok) return err(ownDecisionRefused(own.error));
      const screening = (await store.aml.currentFor([record])).get(record.id) ?? null;
      const refused = decision?.refuse?.(record, screening);
      if (refused) return err(refused);
      const withReviewer = (d: ReviewDecision): ReviewDecision => ({
        ...d,
        patch: (r, at) => ({ ...d.patch(r, at), reviewedBy: reviewer }),
      });
      if (record.status === 'pending') {
        const opened = await move(store, ctx, record, withReviewer(OPEN), now);
        if (!opened.ok) return opened;
        record = opened.value;
      }
      if (decision) {
        const decided = await move(store, ctx, record, withReviewer(decision), now);
        if (!decided.ok) return decided;
        record = decided.value;
        await decision.after?.(store, record, screening, now);
      }
      const keys = Object.entries(record.documents) as [KycDocumentKind, string][];
      const described = await store.verifications.describeFiles(keys.map(([, key]) => key));
      const documentFiles = keys.flatMap(([kind, key]) => {
        const info = described.find((d) => d.key === key);
        return info ? [{ kind, contentType: info.contentType, byteSize: info.byteSize }] : [];
      });
      const current = (await store.aml.currentFor([record])).get(record.id) ?? null;
      return ok({ ...kycReviewOf(record, now, current), documentFiles });
    });
  } catch (error) {
    if (error instanceof ChangedMeanwhile) return err(changedMeanwhile());
    throw error;
  }
}
