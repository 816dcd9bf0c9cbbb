import {
  onKycApproved,
  onKycReturned,
  onKycSubmitted,
  paymentDueAt,
  type Application,
  type DomainEvent,
  type InvestingStore,
  type Move,
  type ApplicationEffect,
  type ApplicationStatus,
} from '@cobuy/domain';
import type { RequestContext } from '../shared/request-context.js';
import type { InvestingDeps } from './investing.deps.js';
import { saveApplication, saveInvestment } from './investing-records.js';
import { issueInstructions, openApplicationInvestmentStep } from './open-application-investment.step.js';

export const KYC_DECISIONS_CONSUMER = 'investing.kyc-decisions';
/** The events this consumer takes from the outbox. */
export const KYC_DECISIONS_EVENT_TYPES = ['kyc.changed'] as const;
const BATCH = 50;

type KycChanged = Extract<DomainEvent, { type: 'kyc.changed' }>;

/**
 * Moves applications and investments when an investor's KYC is decided (rules §2), by consuming the KYC
 * context's `kyc.changed` events from the outbox: submitted → awaiting_kyc applications wait on the review;
 * approved → their applications reach kyc_approved and open their investments with payment instructions, and
 * pending_kyc investments start their 7-day window; rejected or more information needed → back to
 * awaiting_kyc. Events and their effects are committed together, so each applies exactly once.
 */
export class ApplyKycDecisions {
  constructor(private readonly deps: InvestingDeps) {}

  /** Applies one batch; returns how many events it consumed (0 when there was nothing to do). */
  async run(ctx: RequestContext): Promise<number> {
    return this.deps.uow.run(async (store) => {
      const events = await store.feed.take(KYC_DECISIONS_CONSUMER, KYC_DECISIONS_EVENT_TYPES, BATCH);
      for (const { event } of events) await this.apply(store, ctx, event);
      await store.feed.markConsumed(
        KYC_DECISIONS_CONSUMER,
        events.map((e) => e.id),
        ctx.clock.now(),
      );
      return events.length;
    });
  }

  private async apply(store: InvestingStore, ctx: RequestContext, event: KycChanged): Promise<void> {
    const now = ctx.clock.now();
    const applications = await store.applications.listByUser(event.userId, ['awaiting_kyc', 'pending_kyc']);
    const locked = new Map<number, Application>();
    for (const a of applications) {
      const row = await store.applications.findForUpdate(a.id);
      if (row) locked.set(row.id, row);
    }
    const current = [...locked.values()];
    const move = async (m: Move<ApplicationStatus, ApplicationEffect>, action: string): Promise<Application> => {
      const before = locked.get(m.id)!;
      const after = { ...before, status: m.to, updatedAt: now };
      await saveApplication(store, ctx, action, before, after);
      return after;
    };

    switch (event.to) {
      case 'pending':
        for (const m of onKycSubmitted({ applications: current })) await move(m, 'application.kyc_submitted');
        return;
      case 'rejected':
      case 'requires_additional_info':
        for (const m of onKycReturned({ reason: event.to, applications: current })) {
          await move(m, 'application.kyc_returned');
        }
        return;
      case 'approved': {
        const waiting = await store.investments.listByUser(event.userId, ['pending_kyc']);
        const outcome = onKycApproved({ approvedAt: event.at, applications: current, investments: waiting });
        for (const m of outcome.applications) {
          const approved = await move(m, 'application.kyc_approved');
          const opened = await openApplicationInvestmentStep(this.deps, store, ctx, approved);
          if (!opened.ok) {
            // No room left in the unit: the application waits in kyc_approved for an admin, who sees why.
            await saveApplication(store, ctx, 'application.investment_not_opened', approved, {
              ...approved,
              adminNotes: `Payment instructions could not be issued: ${opened.error.message}`,
            });
          }
        }
        for (const m of outcome.investments) {
          const before = await store.investments.findForUpdate(m.id);
          if (!before || before.status !== m.from) continue;
          const after = { ...before, status: m.to, windowEndsAt: paymentDueAt(now) };
          await saveInvestment(store, ctx, 'investment.kyc_approved', before, after);
          const listing = await store.investments.findById(m.id);
          await issueInstructions(this.deps, store, after, listing!, now);
        }
        return;
      }
      default:
        return;
    }
  }
}
