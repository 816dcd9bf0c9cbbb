import { isDueForExpiry, onWindowExpired, type InvestmentListing } from '@cobuy/domain';
import type { RequestContext } from '../shared/request-context.js';
import { ChangedMeanwhile } from './investing-errors.js';
import type { InvestingDeps } from './investing.deps.js';
import { saveApplication, saveInvestment } from './investing-records.js';
import { EXPIRY_REMINDER_HOURS } from '@cobuy/domain';

const BATCH = 100;
const HOUR_MS = 3_600_000;

const mailData = (i: InvestmentListing, firstName: string) => ({
  firstName,
  projectTitle: i.projectTitle,
  unitNumber: i.unitNumber,
  amount: i.amount.toString(),
  reference: i.paymentReference ?? '',
  dueAt: i.windowEndsAt!,
});

/**
 * Expires waiting investments whose window has passed (7 days awaiting payment, 14 pending KYC) with their
 * applications, releasing the capacity. Each one is decided in its own transaction, holding its application's
 * and its own row locks and checking again that it is still due, so with two processes each expiry (and its
 * mail and event) happens exactly once. Due dates are stored: a restart loses nothing.
 */
export class ExpireOverduePayments {
  constructor(private readonly deps: Pick<InvestingDeps, 'uow'>) {}

  /** Returns how many it expired. */
  async run(ctx: RequestContext): Promise<number> {
    const now = ctx.clock.now();
    const due = await this.deps.uow.run((store) => store.investments.listDueForExpiry(now, BATCH));
    let expired = 0;
    for (const candidate of due) {
      try {
        if (await this.expireOne(ctx, candidate.id, candidate.applicationId, now)) expired++;
      } catch (error) {
        if (!(error instanceof ChangedMeanwhile)) throw error;
      }
    }
    return expired;
  }

  private expireOne(ctx: RequestContext, id: number, applicationId: number | null, now: Date): Promise<boolean> {
    return this.deps.uow.run(async (store) => {
      const application = applicationId ? await store.applications.findForUpdate(applicationId) : null;
      const investment = await store.investments.findForUpdate(id);
      // Another process (or a confirmation) got there first: nothing to do.
      if (!investment || !isDueForExpiry(investment, now)) return false;
      const outcome = onWindowExpired({ investment, application, now });
      if (!outcome.ok) return false;
      const dueAt = investment.windowEndsAt!;
      await saveInvestment(store, ctx, 'investment.expired', investment, {
        ...investment,
        status: outcome.value.investment.to,
        windowEndsAt: null,
        cancelledAt: now,
        cancellationReason: 'Payment window expired',
      });
      if (application && outcome.value.application) {
        await saveApplication(store, ctx, 'application.expired', application, {
          ...application,
          status: outcome.value.application.to,
          updatedAt: now,
        });
      }
      await store.events.publish({
        type: 'payment.window_expired',
        investmentId: id,
        userId: investment.userId,
        dueAt,
        at: now,
      });
      const listing = await store.investments.findById(id);
      const investor = await store.users.findById(investment.userId);
      if (listing && investor) {
        await store.outbox.enqueue({
          template: 'payment-expired',
          to: investor.email,
          data: { ...mailData(listing, investor.firstName), dueAt },
        });
      }
      return true;
    });
  }
}

/**
 * Reminds investors 24 hours before their payment window closes (rules §6). The claim that marks a reminder
 * sent is one atomic update, so each reminder goes out once whichever process claims it.
 */
export class SendPaymentReminders {
  constructor(private readonly deps: Pick<InvestingDeps, 'uow'>) {}

  async run(ctx: RequestContext): Promise<number> {
    const now = ctx.clock.now();
    const until = new Date(now.getTime() + EXPIRY_REMINDER_HOURS * HOUR_MS);
    return this.deps.uow.run(async (store) => {
      const claimed = await store.investments.claimDueReminders(until, now, BATCH);
      for (const investment of claimed) {
        await store.events.publish({
          type: 'payment.window_expiring',
          investmentId: investment.id,
          userId: investment.userId,
          dueAt: investment.windowEndsAt!,
          at: now,
        });
        const listing = await store.investments.findById(investment.id);
        const investor = await store.users.findById(investment.userId);
        if (listing && investor) {
          await store.outbox.enqueue({
            template: 'payment-reminder',
            to: investor.email,
            data: mailData(listing, investor.firstName),
          });
        }
      }
      return claimed.length;
    });
  }
}
