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
  type StagedFile,
} from '@cobuy/domain';
import { appError, type AppError } from '../../shared/app-error.js';
import type { RequestContext } from '../../shared/request-context.js';
import type { UseCase } from '../../shared/use-case.js';
import type { UploadAdmission } from '../../shared/upload-admission.js';
import { consumeAttempt } from '../../accounts/accounts-rate-limits.js';
import type { KycDeps } from '../kyc.deps.js';
import { isStagedFile, submitKycInput, type SubmitKycInput } from '../kyc-input.schemas.js';
import { KycSubmissionPermit } from './kyc-submission-permit.js';
import { changedMeanwhile, invalidTransition, kycStateOf, type KycState } from '../kyc-state.js';
import { ChangedMeanwhile, recordKycChange } from '../kyc-transaction.js';

const ADULT_YEARS = 18;

/** Staged documents that this request did not send (only an in-process caller can get this wrong). */
const notReceivedHere = (): AppError =>
  appError('VALIDATION.INVALID_INPUT', 'Invalid input', {
    fields: { _: 'the documents were not received with this submission' },
  });
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
 * approval has expired).
 *
 * Over HTTP the documents are large, so the work is split around the body (docs/kyc.md, "Order of checks"):
 * `admitUpload` runs before a byte of it is read: it counts the attempt against the investor's limit and
 * checks that their verification accepts a submission now (a 429 or 409 answered without reading the
 * files). The transport then streams each document into a `KycSubmissionPermit`, which stages it encrypted,
 * and `execute` (given the permit in `ctx.upload`) does not count the attempt again.
 *
 * `execute` decides in one transaction: the record moves to pending with the review fields cleared (the
 * state is checked again: it may have changed meanwhile), the staged documents are kept (documents given in
 * memory by an in-process caller are written there), the previous documents are deleted, the change is
 * audited and published, and every admin is mailed. Any failure keeps nothing: the permit deletes its staged
 * files when it is closed.
 */
export class SubmitKyc implements UseCase<SubmitKycInput, KycState> {
  readonly name = 'kyc.submit';
  readonly access = 'signed-in' as const;
  readonly input = submitKycInput;
  /** A `userId` in the form must be the caller's own (the token decides who submits). */
  readonly ownerOf = (input: SubmitKycInput) => input.userId;

  /** The permits this use case issued (a permit from anywhere else counts for nothing). */
  private readonly permits = new WeakSet<KycSubmissionPermit>();

  constructor(private readonly deps: KycDeps) {}

  /** Before the body: counts the attempt, then checks that the investor's verification accepts a submission. */
  readonly admitUpload = async (ctx: RequestContext): Promise<Result<UploadAdmission, AppError>> => {
    if (!ctx.actor) return err(appError('AUTH.UNAUTHENTICATED', 'Authentication required'));
    const userId = ctx.actor.userId;
    const limited = await consumeAttempt(this.deps.rateLimiter, [[this.deps.submitLimit, String(userId)]]);
    if (limited) return err(limited);
    const now = ctx.clock.now();
    const existing = await this.deps.uow.read((store) => store.verifications.findByUser(userId));
    const from = existing?.status ?? 'not_started';
    if (!applyKycEvent(from, { type: 'SUBMIT', now, expiresAt: existing?.expiresAt ?? null }).ok) {
      return err(invalidTransition(kycStateOf(existing, now).status, 'submitted again'));
    }
    const permit = new KycSubmissionPermit(userId, this.deps);
    this.permits.add(permit);
    return ok(permit);
  };

  /** The permit the transport obtained for this request, when it is one of ours and the caller's. */
  private permitOf(ctx: RequestContext): KycSubmissionPermit | null {
    const upload = ctx.upload;
    if (!(upload instanceof KycSubmissionPermit) || !this.permits.has(upload)) return null;
    return upload.userId === ctx.actor?.userId ? upload : null;
  }

  async execute(ctx: RequestContext, input: SubmitKycInput): Promise<Result<KycState, AppError>> {
    const userId = ctx.actor!.userId;
    const now = ctx.clock.now();
    const problems = dateProblems(input, now);
    if (problems) return err(appError('VALIDATION.INVALID_INPUT', 'Invalid input', { fields: problems }));
    const staged = KYC_DOCUMENT_KINDS.map((kind) => input[kind]).filter(isStagedFile);
    const permit = this.permitOf(ctx);
    if (permit) {
      // Counted when the request was admitted; the staged files must be the ones this request sent.
      if (!permit.claim(staged)) return err(notReceivedHere());
    } else {
      if (staged.length > 0) return err(notReceivedHere());
      const limited = await consumeAttempt(this.deps.rateLimiter, [[this.deps.submitLimit, String(userId)]]);
      if (limited) return err(limited);
    }

    try {
      const result = await this.deps.uow.run(async (store) => {
        const existing = await store.verifications.findByUser(userId);
        const from = existing?.status ?? 'not_started';
        const moved = applyKycEvent(from, { type: 'SUBMIT', now, expiresAt: existing?.expiresAt ?? null });
        if (!moved.ok) return err(invalidTransition(kycStateOf(existing, now).status, 'submitted again'));

        const documents: Partial<Record<KycDocumentKind, string>> = {};
        for (const kind of KYC_DOCUMENT_KINDS) {
          const file = input[kind];
          if (file) documents[kind] = isStagedFile(file) ? file.key : await store.files.put(file);
        }
        const keys = staged.map((f: StagedFile) => f.key);
        if ((await store.files.keep(keys)) !== keys.length) throw new Error('A staged KYC document has vanished');
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
      if (result.ok) permit?.markKept();
      return result;
    } catch (error) {
      if (error instanceof ChangedMeanwhile) return err(changedMeanwhile());
      throw error;
    }
  }
}
