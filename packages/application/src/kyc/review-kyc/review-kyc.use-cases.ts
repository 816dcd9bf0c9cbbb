import { err, kycExpiresAt, kycRiskFlags, ok, type AmlCheck, type Result } from '@cobuy/domain';
import { z } from 'zod';
import { appError, type AppError } from '../../shared/app-error.js';
import { idInput, noInput, optionalText, type NoInput } from '../../shared/input-schemas.js';
import type { RequestContext } from '../../shared/request-context.js';
import type { UseCase } from '../../shared/use-case.js';
import type { KycDeps } from '../kyc.deps.js';
import {
  DEFAULT_APPROVAL_NOTES,
  HIGH_RISK_NOTES_REQUIRED,
  REJECTION_REASON_REQUIRED,
  REVIEW_NOTES_REQUIRED,
  SCREENING_OVERRIDE_NOTES_REQUIRED,
} from '../kyc-errors.js';
import { kycNotFound, kycReviewOf, type KycReview, type KycReviewWithDocuments } from '../kyc-state.js';
import { reviewStep } from './kyc-review-step.js';

const kycIdInput = z.object({ kycId: idInput });
type KycIdInput = z.output<typeof kycIdInput>;

const requiredText = (message: string, max = 2000) =>
  z
    .string({ error: message })
    .max(max, `must be at most ${max} characters`)
    .transform((s) => s.trim())
    .pipe(z.string().min(1, message));

/** The review queue: pending and under-review verifications, oldest submission first, with their risk. */
export class ListPendingKyc implements UseCase<NoInput, KycReview[]> {
  readonly name = 'kyc.listPending';
  readonly access = 'admin' as const;
  readonly input = noInput;

  constructor(private readonly deps: Pick<KycDeps, 'uow'>) {}

  async execute(ctx: RequestContext): Promise<Result<KycReview[], AppError>> {
    const { records, checks } = await this.deps.uow.run(async ({ verifications, aml }) => {
      const list = await verifications.listByStatus(['pending', 'under_review']);
      return { records: list, checks: await aml.currentFor(list) };
    });
    const now = ctx.clock.now();
    return ok(records.map((r) => kycReviewOf(r, now, checks.get(r.id) ?? null)));
  }
}

/** An admin opens a verification: the whole record, and pending moves to under_review (audited). */
export class OpenKycReview implements UseCase<KycIdInput, KycReviewWithDocuments> {
  readonly name = 'kyc.openReview';
  readonly access = 'admin' as const;
  readonly input = kycIdInput;
  constructor(private readonly deps: Pick<KycDeps, 'uow'>) {}
  execute(ctx: RequestContext, input: KycIdInput) {
    return reviewStep(this.deps, ctx, input.kycId, null);
  }
}

const approveInput = z.object({
  kycId: idInput,
  reviewNotes: optionalText(2000),
  verificationMethod: optionalText(50),
  overrideScreening: z.boolean({ error: 'must be true or false' }).optional(),
});
type ApproveInput = z.output<typeof approveInput>;

const notesRequired = (reason: string): AppError =>
  appError('VALIDATION.INVALID_INPUT', 'Invalid input', { fields: { reviewNotes: reason } });

/**
 * The screening rules of an approval (docs/kyc.md, "AML screening"). With a screening service configured, a
 * submission whose screening has not completed (the service is down, or the check is still queued) is not
 * approved: 409 `KYC.SCREENING_PENDING`, unless the reviewer overrides it explicitly (`overrideScreening`) with
 * their notes. A possible match, like the other risk flags, makes the record high risk: approving it needs the
 * reviewer's own notes.
 */
export function approvalRefusal(
  record: Parameters<typeof kycRiskFlags>[0],
  screening: AmlCheck | null,
  input: Pick<ApproveInput, 'reviewNotes' | 'overrideScreening'>,
  screeningEnabled: boolean,
): AppError | null {
  if (screeningEnabled && screening?.status !== 'completed') {
    if (!input.overrideScreening) {
      return appError(
        'KYC.SCREENING_PENDING',
        'The sanctions and PEP screening of this submission has not completed yet; approve it once it has, or override the screening with your notes',
        {
          details: {
            screeningStatus: screening?.status ?? 'pending',
            attempts: screening?.attempts ?? 0,
            lastError: screening?.lastError ?? null,
          },
        },
      );
    }
    if (!input.reviewNotes) return notesRequired(SCREENING_OVERRIDE_NOTES_REQUIRED);
  }
  if (kycRiskFlags(record, screening).length > 0 && !input.reviewNotes) return notesRequired(HIGH_RISK_NOTES_REQUIRED);
  return null;
}

/**
 * Approval: valid two years from now. A high-risk record (politically exposed, high-risk country, a possible
 * screening match) needs the reviewer's own notes; otherwise the spec's default notes are recorded. The
 * screening rules are `approvalRefusal`'s.
 */
export class ApproveKyc implements UseCase<ApproveInput, KycReviewWithDocuments> {
  readonly name = 'kyc.approve';
  readonly access = 'admin' as const;
  readonly input = approveInput;
  constructor(private readonly deps: Pick<KycDeps, 'uow' | 'screening'>) {}

  execute(ctx: RequestContext, input: ApproveInput): Promise<Result<KycReviewWithDocuments, AppError>> {
    const screeningEnabled = this.deps.screening !== null;
    return reviewStep(this.deps, ctx, input.kycId, {
      event: { type: 'APPROVE', approvedAt: ctx.clock.now() },
      refuse: (record, screening) => approvalRefusal(record, screening, input, screeningEnabled),
      after: async (store, saved, screening, now) => {
        const overridden = screeningEnabled && screening?.status !== 'completed';
        if (screening && input.reviewNotes) {
          await store.aml.recordReview(screening.id, ctx.actor!.userId, input.reviewNotes, now);
        }
        if (overridden) {
          await store.audit.record({
            actorId: ctx.actor!.userId,
            action: 'kyc.screening_overridden',
            entity: 'kyc_verification',
            entityId: String(saved.id),
            before: { screeningStatus: screening?.status ?? 'pending', checkId: screening?.id ?? null },
            after: { status: saved.status, reviewNotes: input.reviewNotes ?? null },
            at: now,
            correlationId: ctx.correlationId,
          });
        }
      },
      verb: 'approved',
      action: 'kyc.approved',
      patch: (_r, now) => ({
        approvedAt: now,
        expiresAt: kycExpiresAt(now),
        reviewedAt: now,
        reviewNotes: input.reviewNotes ?? DEFAULT_APPROVAL_NOTES,
        rejectionReason: null,
        verificationMethod: input.verificationMethod ?? 'manual',
      }),
      mailInvestor: (saved, firstName) => ({
        template: 'kyc-approved',
        to: saved.email,
        data: { firstName, expiresAt: saved.expiresAt! },
      }),
    });
  }
}

const rejectInput = z.object({
  kycId: idInput,
  rejectionReason: requiredText(REJECTION_REASON_REQUIRED),
  reviewNotes: optionalText(2000),
});
type RejectInput = z.output<typeof rejectInput>;

/** Rejection with a reason the investor reads; they may correct and resubmit. */
export class RejectKyc implements UseCase<RejectInput, KycReviewWithDocuments> {
  readonly name = 'kyc.reject';
  readonly access = 'admin' as const;
  readonly input = rejectInput;
  constructor(private readonly deps: Pick<KycDeps, 'uow'>) {}

  execute(ctx: RequestContext, input: RejectInput): Promise<Result<KycReviewWithDocuments, AppError>> {
    return reviewStep(this.deps, ctx, input.kycId, {
      event: { type: 'REJECT', reason: input.rejectionReason },
      verb: 'rejected',
      action: 'kyc.rejected',
      patch: (_r, now) => ({
        reviewedAt: now,
        rejectionReason: input.rejectionReason,
        reviewNotes: input.reviewNotes ?? null,
      }),
      mailInvestor: (saved, firstName) => ({
        template: 'kyc-rejected',
        to: saved.email,
        data: { firstName, reason: input.rejectionReason },
      }),
    });
  }
}

const requestInfoInput = z.object({ kycId: idInput, reviewNotes: requiredText(REVIEW_NOTES_REQUIRED) });
type RequestInfoInput = z.output<typeof requestInfoInput>;

/** The reviewer asks for more: the notes go to the investor, who updates the submission. */
export class RequestKycInformation implements UseCase<RequestInfoInput, KycReviewWithDocuments> {
  readonly name = 'kyc.requestInformation';
  readonly access = 'admin' as const;
  readonly input = requestInfoInput;
  constructor(private readonly deps: Pick<KycDeps, 'uow'>) {}

  execute(ctx: RequestContext, input: RequestInfoInput): Promise<Result<KycReviewWithDocuments, AppError>> {
    return reviewStep(this.deps, ctx, input.kycId, {
      event: { type: 'REQUEST_INFO', notes: input.reviewNotes },
      verb: 'sent back for more information',
      action: 'kyc.information_requested',
      patch: (_r, now) => ({ reviewedAt: now, reviewNotes: input.reviewNotes, rejectionReason: null }),
      mailInvestor: (saved, firstName) => ({
        template: 'kyc-info-requested',
        to: saved.email,
        data: { firstName, notes: input.reviewNotes },
      }),
    });
  }
}

/** Every AML screening of a verification, newest first (each submission is screened anew). */
export class ListAmlChecks implements UseCase<KycIdInput, AmlCheck[]> {
  readonly name = 'kyc.listAmlChecks';
  readonly access = 'admin' as const;
  readonly input = kycIdInput;
  constructor(private readonly deps: Pick<KycDeps, 'uow'>) {}

  async execute(_ctx: RequestContext, input: KycIdInput): Promise<Result<AmlCheck[], AppError>> {
    const found = await this.deps.uow.run(async ({ verifications, aml }) => {
      const record = await verifications.findById(input.kycId);
      return record ? await aml.listByKyc(record.id) : null;
    });
    return found === null ? err(kycNotFound(input.kycId)) : ok(found);
  }
}
