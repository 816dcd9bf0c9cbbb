import {
  committedAmount,
  err,
  ok,
  OPEN_APPLICATION_STATUSES,
  openApplicationInvestment,
  type Application,
  type InvestingStore,
  type Investment,
  type LockedUnit,
  type ReservationError,
  type Result,
} from '@cobuy/domain';
import { appError, type AppError } from '../shared/app-error.js';
import type { RequestContext } from '../shared/request-context.js';
import { reservationRefused, transitionRefused } from './investing-errors.js';
import type { InvestingDeps } from './investing.deps.js';
import { recordInvestment, saveApplication } from './investing-records.js';

/**
 * An application in kyc_approved gets its payment instructions at once (rules §2): its investment opens in
 * awaiting_payment for the interest amount, under the unit's row lock so that capacity is decided with the
 * insert, and both records, their audit entries, the `payment.instructions_issued` event and the mail are
 * written in the caller's transaction.
 * An interest sent from a project card names no unit: it is placed in the first of the project's open units
 * (by unit number) that takes the amount.
 */
export async function openApplicationInvestmentStep(
  deps: Pick<InvestingDeps, 'paymentDetails'>,
  store: InvestingStore,
  ctx: RequestContext,
  application: Application,
): Promise<Result<{ application: Application; investment: Investment }, AppError>> {
  const now = ctx.clock.now();
  const candidates = application.unitId ? [application.unitId] : await placementsFor(store, application);
  if (candidates.length === 0) {
    return err(appError('INVESTMENT.UNIT_NOT_OPEN', 'No unit of this project takes new investments'));
  }
  const paymentReference = await store.references.nextPaymentReference();
  let refusal: ReservationError | null = null;
  for (const unitId of candidates) {
    const unit = await store.units.lockForInvesting(unitId);
    if (!unit || unit.projectId !== application.projectId) continue;
    const committed = committedAmount(await store.investments.listByUnit(unitId));
    const opened = openApplicationInvestment({
      userId: application.userId,
      unit,
      projectMinInvestment: unit.projectMinInvestment,
      projectArchived: unit.projectArchived,
      committed,
      paymentReference,
      paymentMethod: deps.paymentDetails.method,
      now,
      application,
    });
    if (!opened.ok) {
      if ('currentState' in opened.error) return err(transitionRefused(opened.error));
      refusal = opened.error;
      continue;
    }
    const investment = await store.investments.insert(opened.value.investment);
    const after: Application = {
      ...application,
      status: opened.value.application.to,
      unitId: unit.id,
      unitType: application.unitType ?? unit.unitType,
      investmentId: investment.id,
      paymentMethod: deps.paymentDetails.method,
      paymentReference,
      paymentAmount: opened.value.application.paymentAmount,
      paymentDueAt: opened.value.application.paymentDueAt,
      updatedAt: now,
    };
    await saveApplication(store, ctx, 'application.payment_instructions_issued', application, after);
    await recordInvestment(store, ctx, 'investment.opened', null, investment);
    await issueInstructions(deps, store, investment, unit, now);
    return ok({ application: after, investment });
  }
  return err(
    refusal
      ? reservationRefused(refusal)
      : appError('INVESTMENT.UNIT_NOT_OPEN', 'No unit of this project takes new investments'),
  );
}

/**
 * The open units an interest without a unit may be placed in: not one where the investor has another open
 * application (one open application per investor and unit; the unique index would refuse the move).
 */
async function placementsFor(store: InvestingStore, application: Application): Promise<number[]> {
  const others = await store.applications.listByUser(application.userId, OPEN_APPLICATION_STATUSES);
  const taken = new Set(others.filter((a) => a.id !== application.id).map((a) => a.unitId));
  return (await store.units.listOpenUnitIds(application.projectId)).filter((id) => !taken.has(id));
}

/** The event and the mail of payment instructions (rules §6), for an investment now awaiting payment. */
export async function issueInstructions(
  deps: Pick<InvestingDeps, 'paymentDetails'>,
  store: InvestingStore,
  investment: Investment,
  unit: Pick<LockedUnit, 'unitNumber' | 'projectTitle'>,
  now: Date,
): Promise<void> {
  const dueAt = investment.windowEndsAt!;
  await store.events.publish({
    type: 'payment.instructions_issued',
    investmentId: investment.id,
    applicationId: investment.applicationId,
    userId: investment.userId,
    amount: investment.amount.toString(),
    reference: investment.paymentReference!,
    dueAt,
    at: now,
  });
  const investor = await store.users.findById(investment.userId);
  if (!investor) return;
  await store.outbox.enqueue({
    template: 'payment-instructions',
    to: investor.email,
    data: {
      firstName: investor.firstName,
      projectTitle: unit.projectTitle,
      unitNumber: unit.unitNumber,
      amount: investment.amount.toString(),
      reference: investment.paymentReference!,
      dueAt,
      bank: deps.paymentDetails,
    },
  });
}
