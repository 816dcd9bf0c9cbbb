import {
  checkNotOwnRecord,
  committedAmount,
  err,
  isKycValid,
  MoneyTotal,
  normalizeInvestmentStatus,
  ok,
  onInvestmentCancelled,
  onPaymentConfirmed,
  openDirectInvestment,
  type Application,
  type Investment,
  type InvestingStore,
  type Result,
} from '@cobuy/domain';
import { z } from 'zod';
import { consumeAttempt } from '../accounts/accounts-rate-limits.js';
import { appError, type AppError } from '../shared/app-error.js';
import { ownDecisionRefused } from '../shared/own-decision.js';
import { idInput, moneyInput, optionalText } from '../shared/input-schemas.js';
import type { RequestContext } from '../shared/request-context.js';
import type { UseCase } from '../shared/use-case.js';
import { investmentNotFound, reservationRefused, transitionRefused } from './investing-errors.js';
import type { InvestingDeps } from './investing.deps.js';
import { recordInvestment, recordUnitFundingChange, saveApplication, saveInvestment } from './investing-records.js';
import { investmentViewOf, type InvestmentView } from './investing-views.js';
import { userIdInput, type UserIdInput } from '../shared/input-schemas.js';
import { inTransaction } from './interests.use-cases.js';
import { issueInstructions } from './open-application-investment.step.js';
import { readOpenReservations } from './open-reservations.js';

const NOTHING_OPEN = { count: 0, total: MoneyTotal.ZERO };

const invalidField = (field: string, reason: string): AppError =>
  appError('VALIDATION.INVALID_INPUT', 'Invalid input', { fields: { [field]: reason } });

async function viewOf(
  deps: Pick<InvestingDeps, 'paymentDetails'>,
  store: InvestingStore,
  id: number,
): Promise<InvestmentView> {
  return investmentViewOf((await store.investments.findById(id))!, deps.paymentDetails);
}

/**
 * What the project page sends (investor spec §7). ownershipPercentage and currentValue are accepted and
 * ignored: the server computes them (rules §2). `status` may say pending_payment (awaiting_payment); the
 * server decides the status from the investor's KYC either way.
 */
export const createInvestmentInput = z.object({
  userId: idInput.optional(),
  projectId: idInput,
  unitId: idInput,
  amount: moneyInput,
  ownershipPercentage: z.unknown().optional(),
  currentValue: z.unknown().optional(),
  status: z
    .unknown()
    .optional()
    .refine(
      (s) =>
        s === undefined ||
        s === null ||
        ['pending_kyc', 'awaiting_payment'].includes(normalizeInvestmentStatus(s) ?? ''),
      'must be pending_payment, awaiting_payment or pending_kyc',
    ),
});
export type CreateInvestmentInput = z.output<typeof createInvestmentInput>;

/**
 * A direct investment in one unit. The unit row is locked, its committed amount read and the new investment
 * inserted in one transaction, so concurrent requests can never over-commit it (rules §3): over capacity is a
 * 409 saying what remains, below the minimum a 400. Valid KYC: awaiting payment with instructions at once;
 * otherwise pending_kyc (14 days to pass KYC), within the reservation limit (3 unpaid reservations, 100,000.00
 * USD), which is read under the investor's lock, taken before the unit's. Rate-limited per investor.
 */
export class CreateInvestment implements UseCase<CreateInvestmentInput, InvestmentView> {
  readonly name = 'investing.createInvestment';
  readonly access = 'signed-in' as const;
  readonly input = createInvestmentInput;
  readonly ownerOf = (input: CreateInvestmentInput) => input.userId;
  constructor(private readonly deps: InvestingDeps) {}

  async execute(ctx: RequestContext, input: CreateInvestmentInput): Promise<Result<InvestmentView, AppError>> {
    const now = ctx.clock.now();
    const userId = ctx.actor!.userId;
    const limited = await consumeAttempt(this.deps.rateLimiter, [
      [this.deps.limits.createInvestmentPerUser, String(userId)],
    ]);
    if (limited) return err(limited);
    return inTransaction(this.deps, async (store) => {
      // The investor's lock, then the unit's: parallel requests of one investor on different units queue here.
      await store.investors.lockForReservations(userId);
      // The unit and project are what the client sent: a wrong one is bad input (400 naming the field).
      const unit = await store.units.lockForInvesting(input.unitId);
      if (!unit) return err(invalidField('unitId', 'no such unit'));
      if (unit.projectId !== input.projectId) {
        return err(
          (await store.units.findProject(input.projectId))
            ? invalidField('unitId', 'is not a unit of this project')
            : invalidField('projectId', 'no such project'),
        );
      }
      const kyc = await store.kyc.findByUserForShare(userId);
      const kycValid = isKycValid(kyc, now);
      const opened = openDirectInvestment({
        userId,
        unit,
        projectMinInvestment: unit.projectMinInvestment,
        projectArchived: unit.projectArchived,
        committed: committedAmount(await store.investments.listByUnit(unit.id)),
        amount: input.amount,
        paymentReference: await store.references.nextPaymentReference(),
        paymentMethod: this.deps.paymentDetails.method,
        now,
        kycValid,
        openReservations: kycValid ? NOTHING_OPEN : await readOpenReservations(store, userId),
      });
      if (!opened.ok) return err(reservationRefused(opened.error));
      const investment = await store.investments.insert(opened.value);
      await recordInvestment(store, ctx, 'investment.opened', null, investment);
      if (investment.status === 'awaiting_payment') await issueInstructions(this.deps, store, investment, unit, now);
      return ok(await viewOf(this.deps, store, investment.id));
    });
  }
}

/** The investor's investments, newest first (an admin may read anyone's). */
export class ListUserInvestments implements UseCase<UserIdInput, InvestmentView[]> {
  readonly name = 'investing.listUserInvestments';
  readonly access = 'signed-in' as const;
  readonly input = userIdInput;
  readonly ownerOf = (input: UserIdInput) => input.userId;
  readonly adminMayActForOthers = true;
  constructor(private readonly deps: InvestingDeps) {}

  async execute(_ctx: RequestContext, input: UserIdInput): Promise<Result<InvestmentView[], AppError>> {
    const rows = await this.deps.uow.run((store) => store.investments.listByUser(input.userId));
    return ok(rows.map((i) => investmentViewOf(i, this.deps.paymentDetails)));
  }
}

export const confirmPaymentInput = z.object({
  investmentId: idInput,
  // The admin panel sends a reference it makes up; the investment keeps the one its instructions quoted, and
  // the one sent is kept in the audit entry as the admin's note.
  paymentReference: optionalText(100),
});
export type ConfirmPaymentInput = z.output<typeof confirmPaymentInput>;

export interface PaymentConfirmation {
  /** True when this call found the payment already confirmed: it changed nothing. */
  readonly alreadyConfirmed: boolean;
  readonly investment: InvestmentView;
}

/**
 * Locks an investment's application (if any) and then the investment: always in that order, so no deadlock.
 * With `unitFirst`, the unit's row before both, the order Mark as Sold takes them in: a change that also
 * writes the unit row (confirmation clears a hand-set status) would otherwise hold the application while
 * waiting for the unit, as a sale holds the unit while waiting for the application.
 */
export async function lockInvestment(store: InvestingStore, id: number, options: { unitFirst?: boolean } = {}) {
  const peek = await store.investments.findById(id);
  if (!peek) return null;
  if (options.unitFirst) await store.units.lockForInvesting(peek.unitId);
  const application = peek.applicationId ? await store.applications.findForUpdate(peek.applicationId) : null;
  const investment = await store.investments.findForUpdate(id);
  return investment ? { investment, application } : null;
}

/**
 * An admin confirms an investment's payment: it becomes active with its application, the unit's funding
 * follows (derived), and a hand-set unit status gives way to it. Idempotent: a second call says so and
 * changes nothing (rules §2). The payment of an admin's own investment is confirmed by another admin (§5).
 */
export class ConfirmPayment implements UseCase<ConfirmPaymentInput, PaymentConfirmation> {
  readonly name = 'investing.confirmPayment';
  readonly access = 'admin' as const;
  readonly input = confirmPaymentInput;
  constructor(private readonly deps: InvestingDeps) {}

  execute(ctx: RequestContext, input: ConfirmPaymentInput): Promise<Result<PaymentConfirmation, AppError>> {
    return inTransaction<PaymentConfirmation>(this.deps, async (store) => {
      const locked = await lockInvestment(store, input.investmentId, { unitFirst: true });
      if (!locked) return err(investmentNotFound(input.investmentId));
      const own = checkNotOwnRecord(ctx.actor!.userId, locked.investment.userId, 'payment');
      if (!own.ok) return err(ownDecisionRefused(own.error));
      return confirmLockedPayment(this.deps, store, ctx, locked);
    });
  }
}

/**
 * The confirmation itself, on rows the caller has locked (`lockInvestment` with `unitFirst`) in its transaction:
 * shared by the admin's Confirm Payment and the payment provider's verified payment (issue 22), so both activate,
 * audit, publish and mail alike. `paymentConfirmedBy` is the acting admin, or null when the provider confirmed
 * (the audit then names it through `ctx.system`). Idempotent: an already confirmed payment changes nothing.
 */
export async function confirmLockedPayment(
  deps: Pick<InvestingDeps, 'paymentDetails'>,
  store: InvestingStore,
  ctx: RequestContext,
  locked: { investment: Investment; application: Application | null },
): Promise<Result<PaymentConfirmation, AppError>> {
  const now = ctx.clock.now();
  const confirmedBy = ctx.actor?.userId ?? null;
  const { investment, application } = locked;
  const outcome = onPaymentConfirmed({ investment, application });
  if (!outcome.ok) return err(transitionRefused(outcome.error));
  if (outcome.value.alreadyConfirmed) {
    return ok({ alreadyConfirmed: true, investment: await viewOf(deps, store, investment.id) });
  }
  const fundingBefore = (await store.units.readFunding(investment.unitId))!;
  const confirmed: Investment = {
    ...investment,
    status: outcome.value.investment.to,
    windowEndsAt: null,
    paymentConfirmedBy: confirmedBy,
    paymentConfirmedAt: now,
  };
  await saveInvestment(store, ctx, 'investment.payment_confirmed', investment, confirmed);
  if (application && outcome.value.application) {
    await saveApplication(store, ctx, 'application.payment_confirmed', application, {
      ...application,
      status: outcome.value.application.to,
      paymentConfirmedBy: confirmedBy,
      paymentConfirmedAt: now,
      updatedAt: now,
    });
  }
  if (fundingBefore.fundingOverride) await store.units.setFundingOverride(investment.unitId, null, now);
  await recordUnitFundingChange(store, ctx, investment.unitId, fundingBefore.status);
  await store.events.publish({
    type: 'payment.confirmed',
    investmentId: investment.id,
    userId: investment.userId,
    unitId: investment.unitId,
    amount: investment.amount.toString(),
    at: now,
  });
  const view = await viewOf(deps, store, investment.id);
  const investor = await store.users.findById(investment.userId);
  if (investor) {
    await store.outbox.enqueue({
      template: 'payment-confirmed',
      to: investor.email,
      data: {
        firstName: investor.firstName,
        projectTitle: view.projectTitle,
        unitNumber: view.unitNumber,
        amount: investment.amount.toString(),
        ownershipPercentage: investment.ownershipPercentage.toString(),
      },
    });
  }
  return ok({ alreadyConfirmed: false, investment: view });
}

const cancelInput = z.object({ investmentId: idInput, reason: optionalText(1000) });
type CancelInput = z.output<typeof cancelInput>;

async function cancel(
  deps: InvestingDeps,
  ctx: RequestContext,
  input: CancelInput,
  by: 'admin' | 'investor',
): Promise<Result<InvestmentView, AppError>> {
  const now = ctx.clock.now();
  return inTransaction(deps, async (store) => {
    const locked = await lockInvestment(store, input.investmentId);
    if (!locked || (by === 'investor' && locked.investment.userId !== ctx.actor!.userId)) {
      return err(investmentNotFound(input.investmentId));
    }
    const { investment, application } = locked;
    if (by === 'admin') {
      const own = checkNotOwnRecord(ctx.actor!.userId, investment.userId, 'investment');
      if (!own.ok) return err(ownDecisionRefused(own.error));
    }
    const reason = input.reason ?? (by === 'investor' ? 'Cancelled by the investor' : 'Cancelled by an administrator');
    const closed = onInvestmentCancelled({ investment, application, by, reason });
    if (!closed.ok) return err(transitionRefused(closed.error));
    await saveInvestment(store, ctx, 'investment.cancelled', investment, {
      ...investment,
      status: closed.value.investment.to,
      windowEndsAt: null,
      cancelledAt: now,
      cancellationReason: reason,
    });
    if (application && closed.value.application) {
      await saveApplication(
        store,
        ctx,
        by === 'investor' ? 'application.withdrawn' : 'application.rejected',
        application,
        {
          ...application,
          status: closed.value.application.to,
          rejectionReason: by === 'admin' ? reason : application.rejectionReason,
          updatedAt: now,
        },
      );
    }
    return ok(await viewOf(deps, store, investment.id));
  });
}

/** The investor cancels their own investment before payment is confirmed; another's reads as not found. */
export class CancelInvestment implements UseCase<CancelInput, InvestmentView> {
  readonly name = 'investing.cancelInvestment';
  readonly access = 'signed-in' as const;
  readonly input = cancelInput;
  constructor(private readonly deps: InvestingDeps) {}
  execute(ctx: RequestContext, input: CancelInput) {
    return cancel(this.deps, ctx, input, 'investor');
  }
}

export const setInvestmentStatusInput = z.object({
  investmentId: idInput,
  status: z.literal('cancelled', { error: "only 'cancelled' can be set by hand; use Confirm Payment to activate" }),
  reason: optionalText(1000),
});
type SetInvestmentStatusInput = z.output<typeof setInvestmentStatusInput>;

/**
 * PATCH …/status (admin): the only status an admin sets by hand is cancelled, before payment. Not on their own
 * investment (four eyes, rules §5): they cancel that as its investor, or another admin does.
 */
export class SetInvestmentStatus implements UseCase<SetInvestmentStatusInput, InvestmentView> {
  readonly name = 'investing.setInvestmentStatus';
  readonly access = 'admin' as const;
  readonly input = setInvestmentStatusInput;
  constructor(private readonly deps: InvestingDeps) {}
  execute(ctx: RequestContext, input: SetInvestmentStatusInput) {
    return cancel(this.deps, ctx, input, 'admin');
  }
}
