import {
  applyKycEvent,
  err,
  isHighRiskCountry,
  kycRiskFlags,
  KYC_DOCUMENT_KINDS,
  ok,
  type KycDocumentKind,
  type KycVerification,
  type NewKycVerification,
  type Result,
} from '@cobuy/domain';
import { appError, type AppError } from '../../shared/app-error.js';
import type { RequestContext } from '../../shared/request-context.js';
import type { UseCase } from '../../shared/use-case.js';
import { consumeAttempt } from '../../accounts/accounts-rate-limits.js';
import type { KycDeps } from '../kyc.deps.js';
import { submitKycInput, type SubmitKycInput } from '../kyc-input.schemas.js';
import { changedMeanwhile, invalidTransition, kycStateOf, type KycState } from '../kyc-state.js';
import { ChangedMeanwhile, recordKycChange } from '../kyc-transaction.js';

const ADULT_YEARS = 18;
const utcDay = (date: string) => new Date(`${date}T00:00:00Z`);

/** The date rules that need the clock: an adult, an unexpired identity document, a proof of address not from the future. */
function dateProblems(input: SubmitKycInput, now: Date): Record<string, string> | null {
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const adultBefore = new Date(Date.UTC(now.getUTCFullYear() - ADULT_YEARS, now.getUTCMonth(), now.getUTCDate()));
  const fields: Record<string, string> = {};
  if (utcDay(input.dateOfBirth) > adultBefore) fields.dateOfBirth = 'You must be at least 18 years old';
  if (utcDay(input.documentExpiryDate) <= today) fields.documentExpiryDate = 'The identity document has expired';
  if (utcDay(input.proofOfAddressDate) > today) fields.proofOfAddressDate = 'The date cannot be in the future';
  return Object.keys(fields).length > 0 ? fields : null;
}

/**
 * The wizard's submission (first, after a rejection or a request for information, or a renewal once an
 * approval has expired). In one transaction: the documents are stored encrypted, the record moves to pending
 * with the review fields cleared, the previous documents are deleted, the change is audited and published,
 * and every admin is mailed. Any failure stores nothing.
 */
export class SubmitKyc implements UseCase<SubmitKycInput, KycState> {
  readonly name = 'kyc.submit';
  readonly access = 'signed-in' as const;
  readonly input = submitKycInput;
  /** A `userId` in the form must be the caller's own (the token decides who submits). */
  readonly ownerOf = (input: SubmitKycInput) => input.userId;

  constructor(private readonly deps: KycDeps) {}

  async execute(ctx: RequestContext, input: SubmitKycInput): Promise<Result<KycState, AppError>> {
    const userId = ctx.actor!.userId;
    const now = ctx.clock.now();
    const problems = dateProblems(input, now);
    if (problems) return err(appError('VALIDATION.INVALID_INPUT', 'Invalid input', { fields: problems }));
    const limited = await consumeAttempt(this.deps.rateLimiter, [[this.deps.submitLimit, String(userId)]]);
    if (limited) return err(limited);

    try {
      return await this.deps.uow.run(async (store) => {
        const existing = await store.verifications.findByUser(userId);
        const from = existing?.status ?? 'not_started';
        const moved = applyKycEvent(from, { type: 'SUBMIT', now, expiresAt: existing?.expiresAt ?? null });
        if (!moved.ok) return err(invalidTransition(kycStateOf(existing, now).status, 'submitted again'));

        const documents: Partial<Record<KycDocumentKind, string>> = {};
        for (const kind of KYC_DOCUMENT_KINDS) {
          const file = input[kind];
          if (file) documents[kind] = await store.files.put(file);
        }
        const {
          userId: _ignored,
          documentFront: _f,
          documentBack: _b,
          proofOfAddress: _p,
          selfie: _s,
          ...fields
        } = input;
        const record: NewKycVerification = {
          ...fields,
          userId,
          status: moved.value.state,
          documents,
          isHighRiskCountry: isHighRiskCountry(fields),
          verificationMethod: null,
          reviewedBy: null,
          reviewNotes: null,
          rejectionReason: null,
          submittedAt: now,
          reviewedAt: null,
          approvedAt: null,
          expiresAt: null,
        };
        const saved: KycVerification | null = existing
          ? await store.verifications.update({ ...record, id: existing.id }, existing.status)
          : await store.verifications.insert(record);
        if (!saved) throw new ChangedMeanwhile();
        for (const key of Object.values(existing?.documents ?? {})) await store.files.delete(key);

        await recordKycChange(store, ctx, 'kyc.submitted', existing?.status ?? null, saved);
        const highRisk = kycRiskFlags(saved).length > 0;
        for (const to of await store.users.listAdminEmails()) {
          await store.outbox.enqueue({
            template: 'kyc-submitted',
            to,
            data: { investorName: saved.fullName, submittedAt: now, highRisk },
          });
        }
        return ok(kycStateOf(saved, now));
      });
    } catch (error) {
      if (error instanceof ChangedMeanwhile) return err(changedMeanwhile());
      throw error;
    }
  }
}
