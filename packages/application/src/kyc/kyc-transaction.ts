import type { KycStatus, KycStore, KycVerification } from '@cobuy/domain';
import type { RequestContext } from '../shared/request-context.js';

/**
 * Thrown inside a KYC transaction when a conditional write finds the record changed by someone else: the
 * transaction rolls back (documents included) and the use case answers a 409.
 */
export class ChangedMeanwhile extends Error {
  constructor() {
    super('The KYC verification changed during the transaction');
  }
}

/** Audit entry and domain event of one status change, written in the change's transaction. */
export async function recordKycChange(
  store: KycStore,
  ctx: RequestContext,
  action: string,
  before: KycStatus | null,
  after: KycVerification,
): Promise<void> {
  const at = ctx.clock.now();
  await store.audit.record({
    actorId: ctx.actor?.userId ?? null,
    action,
    entity: 'kyc_verification',
    entityId: String(after.id),
    before: before === null ? null : { status: before },
    after: { status: after.status, reviewedBy: after.reviewedBy, expiresAt: after.expiresAt },
    at,
    correlationId: ctx.correlationId,
  });
  if (before !== after.status) {
    await store.events.publish({
      type: 'kyc.changed',
      kycId: after.id,
      userId: after.userId,
      from: before,
      to: after.status,
      reason:
        after.status === 'rejected'
          ? after.rejectionReason
          : after.status === 'requires_additional_info'
            ? after.reviewNotes
            : null,
      at,
    });
  }
}
