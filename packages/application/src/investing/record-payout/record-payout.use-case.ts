import {
  accraDay,
  checkNotOwnRecord,
  checkPayout,
  err,
  isCalendarDay,
  ok,
  PAYOUT_METHODS,
  PAYOUT_REFERENCE_MAX,
  type Result,
} from '@cobuy/domain';
import { z } from 'zod';
import type { AppError } from '../../shared/app-error.js';
import { idInput, moneyInput } from '../../shared/input-schemas.js';
import { ownDecisionRefused } from '../../shared/own-decision.js';
import type { RequestContext } from '../../shared/request-context.js';
import type { UseCase } from '../../shared/use-case.js';
import { investmentNotFound, payoutFacts, payoutRefused } from '../investing-errors.js';
import type { InvestingDeps } from '../investing.deps.js';
import { investmentViewOf, type InvestmentView } from '../investing-views.js';
import { inTransaction } from '../interests.use-cases.js';

export const recordPayoutInput = z.object({
  investmentId: idInput,
  /** USD; omitted, the whole value returned. Never more than it (checked under the lock). */
  amount: moneyInput.refine((m) => !m.isZero(), 'must be greater than 0').optional(),
  method: z.enum(PAYOUT_METHODS, { error: `must be one of ${PAYOUT_METHODS.join(', ')}` }),
  reference: z
    .string({ error: 'is required' })
    .trim()
    .min(1, 'is required')
    .max(PAYOUT_REFERENCE_MAX, `must be at most ${PAYOUT_REFERENCE_MAX} characters`),
  paidOn: z
    .string({ error: 'is required' })
    .refine(isCalendarDay, 'must be a calendar date written YYYY-MM-DD (the day in Accra)'),
});
export type RecordPayoutInput = z.output<typeof recordPayoutInput>;

/**
 * An admin records the payout of a sold position (issue 19, item 5): how (method, reference) and when the
 * value returned was paid. Decided in one transaction under the investment's row lock: another admin (four
 * eyes: never the investor), once per investment (a second is a 409 naming the first, whoever asks and however
 * many at once), only once its unit is sold, at most the value returned, dated between the sale and today in
 * Accra. Audited on the investment, and published as `payout.recorded` for the investor's notifications.
 */
export class RecordPayout implements UseCase<RecordPayoutInput, InvestmentView> {
  readonly name = 'investing.recordPayout';
  readonly access = 'admin' as const;
  readonly input = recordPayoutInput;
  constructor(private readonly deps: InvestingDeps) {}

  execute(ctx: RequestContext, input: RecordPayoutInput): Promise<Result<InvestmentView, AppError>> {
    const now = ctx.clock.now();
    const adminId = ctx.actor!.userId;
    return inTransaction<InvestmentView>(this.deps, async (store) => {
      const investment = await store.investments.findForUpdate(input.investmentId);
      if (!investment) return err(investmentNotFound(input.investmentId));
      const own = checkNotOwnRecord(adminId, investment.userId, 'payout');
      if (!own.ok) return err(ownDecisionRefused(own.error));
      const recorded = await store.payouts.findByInvestment(investment.id);
      const listing = (await store.investments.findById(investment.id))!;
      const amount = input.amount ?? investment.currentValue;
      const request = {
        investment,
        amount,
        paidOn: input.paidOn,
        soldOn: listing.unitSoldAt ? accraDay(listing.unitSoldAt) : null,
        today: accraDay(now),
      };
      const checked = checkPayout({ ...request, recorded });
      if (!checked.ok) return err(payoutRefused(checked.error));
      const payout = await store.payouts.insert({
        investmentId: investment.id,
        userId: investment.userId,
        amount,
        method: input.method,
        reference: input.reference,
        paidOn: input.paidOn,
        recordedBy: adminId,
        recordedAt: now,
      });
      if (!payout) {
        // Unreachable under the row lock; the unique index answers the same way should the lock ever be skipped.
        const again = checkPayout({ ...request, recorded: await store.payouts.findByInvestment(investment.id) });
        if (!again.ok) return err(payoutRefused(again.error));
        throw new Error(`The payout of investment ${investment.id} was neither stored nor found`);
      }
      await store.audit.record({
        actorId: adminId,
        action: 'investment.payout_recorded',
        entity: 'investment',
        entityId: String(investment.id),
        before: { status: investment.status, currentValue: investment.currentValue.toString(), payout: null },
        after: {
          status: investment.status,
          currentValue: investment.currentValue.toString(),
          payout: payoutFacts(payout),
        },
        at: now,
        correlationId: ctx.correlationId,
      });
      await store.events.publish({
        type: 'payout.recorded',
        payoutId: payout.id,
        investmentId: investment.id,
        userId: investment.userId,
        unitId: investment.unitId,
        amount: payout.amount.toString(),
        method: payout.method,
        reference: payout.reference,
        paidOn: payout.paidOn,
        at: now,
      });
      return ok(investmentViewOf((await store.investments.findById(investment.id))!, this.deps.paymentDetails));
    });
  }
}
