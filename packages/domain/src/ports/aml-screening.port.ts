import type { AmlAssessment, AmlCheck, AmlScreeningResponse, AmlSubject } from '../aml/aml-screening.js';

/**
 * The external screening service (OpenSanctions yente, or the fake). `screen` answers what the service found,
 * or throws `AmlScreeningUnavailable` when the service is down, too slow or answers something it cannot read:
 * the check then stays pending and is asked again later. It never answers "clear" for a failure.
 */
export interface AmlScreeningService {
  screen(subject: AmlSubject): Promise<AmlScreeningResponse>;
}

export class AmlScreeningUnavailable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AmlScreeningUnavailable';
  }
}

/** A pending check claimed by one process for one attempt. */
export interface ClaimedAmlCheck {
  readonly check: AmlCheck;
  /** The attempt this claim is (the check's `attempts` after claiming): the result is written only for it. */
  readonly attempt: number;
}

export interface AmlCheckRepository {
  /**
   * Queues a pending check for every submitted verification (pending or under review) whose current submission
   * has none, copying the subject from it. Safe to run in several processes at once (one check per submission).
   * Returns how many it queued.
   */
  queueUnscreened(now: Date): Promise<number>;
  /**
   * Claims the next pending check that is due, for `leaseMs`: no other process claims it meanwhile; a process
   * that dies mid-attempt leaves it to be claimed again once the lease has passed. Null when none is due.
   */
  claimDue(now: Date, leaseMs: number): Promise<ClaimedAmlCheck | null>;
  /** Stores the result of the claimed attempt; false when the claim was lost (nothing written). */
  complete(
    claimed: ClaimedAmlCheck,
    result: { assessment: AmlAssessment; response: AmlScreeningResponse },
    now: Date,
  ): Promise<boolean>;
  /** The attempt failed: stays pending, asked again at `nextAttemptAt`. */
  postpone(claimed: ClaimedAmlCheck, error: string, nextAttemptAt: Date, now: Date): Promise<boolean>;
  /** The check of each verification's current submission (by kycId); absent when it has none. */
  currentFor(verifications: readonly { id: number; submittedAt: Date | null }[]): Promise<Map<number, AmlCheck>>;
  /** Every check of a verification, newest first. */
  listByKyc(kycId: number): Promise<AmlCheck[]>;
  /** Records who approved the verification with this check and why. */
  recordReview(checkId: number, reviewerId: number, notes: string, now: Date): Promise<void>;
}
