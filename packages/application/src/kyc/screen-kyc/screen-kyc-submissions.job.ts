import { AmlScreeningUnavailable, amlRetryDelayMs, assessScreening, type ClaimedAmlCheck } from '@cobuy/domain';
import type { RequestContext } from '../../shared/request-context.js';
import type { AmlScreeningSettings, KycDeps } from '../kyc.deps.js';

/** Checks attempted per run at most (the next run goes on). */
const BATCH = 20;
/** A claim lasts the call's timeout and this much more: a process that died mid-call frees the check after it. */
const LEASE_MARGIN_MS = 30_000;

export interface ScreeningRun {
  /** Submissions queued for screening in this run. */
  readonly queued: number;
  /** Checks completed (clear or possible match). */
  readonly screened: number;
  /** Attempts that failed (service down, too slow): the checks stay pending until their next attempt. */
  readonly postponed: number;
}

/**
 * Screens KYC submissions for sanctions and politically exposed persons (docs/kyc.md, "AML screening"), after
 * they are stored, never inside the submission: a screening service that is down never makes a submission fail.
 *
 * Each run queues a pending check for every submission waiting for review that has none, then claims due checks
 * one at a time and asks the service about each, outside any transaction. A claim is one conditional update with
 * a lease, so whatever the number of processes each attempt is made once; the result is written only for the
 * attempt that was claimed. A failure keeps the check pending, to be tried again after 1, 2, 4, … minutes (at
 * most an hour apart); it is never taken as clear.
 */
export class ScreenKycSubmissions {
  constructor(
    private readonly deps: Pick<KycDeps, 'uow'>,
    private readonly screening: AmlScreeningSettings,
    private readonly onError: (message: string) => void = () => {},
  ) {}

  async run(ctx: RequestContext): Promise<ScreeningRun> {
    const queued = await this.deps.uow.run((store) => store.aml.queueUnscreened(ctx.clock.now()));
    let screened = 0;
    let postponed = 0;
    for (let i = 0; i < BATCH; i++) {
      const leaseMs = this.screening.timeoutMs + LEASE_MARGIN_MS;
      const claimed = await this.deps.uow.run((store) => store.aml.claimDue(ctx.clock.now(), leaseMs));
      if (!claimed) break;
      if (await this.attempt(ctx, claimed)) screened++;
      else postponed++;
    }
    return { queued, screened, postponed };
  }

  /** One attempt on a claimed check; true when it completed. */
  private async attempt(ctx: RequestContext, claimed: ClaimedAmlCheck): Promise<boolean> {
    let response;
    try {
      response = await this.screening.service.screen(claimed.check.subject);
    } catch (error) {
      const reason =
        error instanceof AmlScreeningUnavailable
          ? error.message
          : `Screening failed: ${error instanceof Error ? error.message : String(error)}`;
      const now = ctx.clock.now();
      const next = new Date(now.getTime() + amlRetryDelayMs(claimed.attempt));
      this.onError(`AML check ${claimed.check.id} (attempt ${claimed.attempt}) stays pending: ${reason}`);
      await this.deps.uow.run((store) => store.aml.postpone(claimed, reason, next, now));
      return false;
    }
    const assessment = assessScreening(response.entities, this.screening.threshold);
    const now = ctx.clock.now();
    return this.deps.uow.run(async (store) => {
      if (!(await store.aml.complete(claimed, { assessment, response }, now))) return false;
      await store.audit.record({
        actorId: null,
        action: 'kyc.aml_screened',
        entity: 'kyc_verification',
        entityId: String(claimed.check.kycId),
        before: null,
        after: {
          checkId: claimed.check.id,
          provider: response.provider,
          riskLevel: assessment.riskLevel,
          riskScore: assessment.riskScore,
          sanctionsResult: assessment.sanctionsResult,
          pepResult: assessment.pepResult,
          matches: assessment.matches.map((m) => m.id),
        },
        at: now,
        correlationId: ctx.correlationId,
      });
      return true;
    });
  }
}
