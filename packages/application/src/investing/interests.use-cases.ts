import {
  applyApplicationEvent,
  checkKyc,
  checkNotOwnRecord,
  checkProjectOpen,
  checkReservationLimit,
  checkReservation,
  committedAmount,
  err,
  ok,
  onApplicationWithdrawn,
  onInvestmentCancelled,
  type Application,
  type InvestingStore,
  type Result,
} from '@cobuy/domain';
import { consumeAttempt } from '../accounts/accounts-rate-limits.js';
import { appError, type AppError } from '../shared/app-error.js';
import { ownDecisionRefused } from '../shared/own-decision.js';
import type { RequestContext } from '../shared/request-context.js';
import type { UseCase } from '../shared/use-case.js';
import {
  applicationAlreadyOpen,
  applicationNotFound,
  approvalNeedsKyc,
  ChangedMeanwhile,
  investingChangedMeanwhile,
  reservationRefused,
  transitionRefused,
} from './investing-errors.js';
import type { InvestingDeps } from './investing.deps.js';
import { userIdInput, type UserIdInput } from '../shared/input-schemas.js';
import { recordApplication, saveApplication, saveInvestment } from './investing-records.js';
import { applicationViewOf, type ApplicationView } from './investing-views.js';
import {
  applicationIdInput,
  expressInterestInput,
  rejectApplicationInput,
  type ApplicationIdInput,
  type ExpressInterestInput,
  type RejectApplicationInput,
} from './interest-input.schemas.js';
import { openApplicationInvestmentStep } from './open-application-investment.step.js';
import { readOpenReservations } from './open-reservations.js';

export const DEFAULT_REJECTION_REASON = 'Not approved by the administrator';

/** Runs an investing transaction; a row changed by someone else meanwhile is a 409, not a 500. */
export async function inTransaction<T>(
  deps: Pick<InvestingDeps, 'uow'>,
  work: (store: InvestingStore) => Promise<Result<T, AppError>>,
): Promise<Result<T, AppError>> {
  try {
    return await deps.uow.run(work);
  } catch (error) {
    if (error instanceof ChangedMeanwhile) return err(investingChangedMeanwhile());
    if (error instanceof RefusedInTransaction) return err(error.refusal);
    throw error;
  }
}

/** Thrown to roll back what a transaction already wrote and answer with the refusal instead. */
export class RefusedInTransaction extends Error {
  constructor(readonly refusal: AppError) {
    super(refusal.message);
  }
}

async function viewOf(deps: InvestingDeps, store: InvestingStore, id: number, now: Date): Promise<ApplicationView> {
  const listing = await store.applications.findById(id);
  return applicationViewOf(listing!, deps.paymentDetails, now);
}

/**
 * An investor expresses interest (one application per selected unit): pending review. A named unit must be
 * the project's, still take money, and the amount must reach its minimum; capacity itself is reserved only
 * when the investment opens after approval. One open application per investor and unit (or project, without a
 * unit): a second is a 409 naming the open one, decided by the database's unique index when two calls race.
 * Rate-limited per investor.
 */
export class ExpressInterest implements UseCase<ExpressInterestInput, ApplicationView> {
  readonly name = 'investing.expressInterest';
  readonly access = 'signed-in' as const;
  readonly input = expressInterestInput;
  readonly ownerOf = (input: ExpressInterestInput) => input.userId;
  constructor(private readonly deps: InvestingDeps) {}

  async execute(ctx: RequestContext, input: ExpressInterestInput): Promise<Result<ApplicationView, AppError>> {
    const now = ctx.clock.now();
    const userId = ctx.actor!.userId;
    const limited = await consumeAttempt(this.deps.rateLimiter, [
      [this.deps.limits.expressInterestPerUser, String(userId)],
    ]);
    if (limited) return err(limited);
    return inTransaction(this.deps, async (store) => {
      const project = await store.units.findProject(input.projectId);
      if (!project) {
        return err(appError('VALIDATION.INVALID_INPUT', 'Invalid input', { fields: { projectId: 'no such project' } }));
      }
      const open = checkProjectOpen(project.archived);
      if (!open.ok) return err(reservationRefused(open.error));
      let unitType = input.unitType ?? null;
      if (input.unitId) {
        const unit = await store.units.lockForInvesting(input.unitId);
        if (!unit || unit.projectId !== project.id) {
          return err(
            appError('VALIDATION.INVALID_INPUT', 'Invalid input', {
              fields: { unitId: 'no such unit in this project' },
            }),
          );
        }
        const check = checkReservation({
          unit,
          projectMinInvestment: project.minInvestment,
          committed: committedAmount(await store.investments.listByUnit(unit.id)),
          amount: input.interestAmount,
        });
        // Capacity is decided when the investment opens; a full or closed unit is refused now already.
        if (!check.ok) return err(reservationRefused(check.error, 'interestAmount'));
        unitType = unit.unitType;
      }
      const unitId = input.unitId ?? null;
      const alreadyOpen = await store.applications.findOpen(userId, project.id, unitId);
      if (alreadyOpen) return err(applicationAlreadyOpen(alreadyOpen));
      const application = await store.applications.insert({
        userId,
        projectId: project.id,
        unitId,
        unitType,
        interestAmount: input.interestAmount,
        currency: input.currency,
        contactPreference: input.contactPreference,
        contactInfo: input.contactInfo,
        message: input.message ?? null,
        interestType: input.interestType,
        unitsRequested: input.unitsRequested,
        status: 'pending',
        investmentId: null,
        approvedBy: null,
        approvedAt: null,
        paymentMethod: null,
        paymentReference: null,
        paymentAmount: null,
        paymentDueAt: null,
        paymentConfirmedBy: null,
        paymentConfirmedAt: null,
        adminNotes: null,
        rejectionReason: null,
        createdAt: now,
        updatedAt: now,
      });
      if (!application) {
        // A parallel call stored one first: the unique index refused this one.
        const winner = await store.applications.findOpen(userId, project.id, unitId);
        return err(winner ? applicationAlreadyOpen(winner) : investingChangedMeanwhile());
      }
      await recordApplication(store, ctx, 'application.received', null, application);
      await store.events.publish({
        type: 'application.received',
        applicationId: application.id,
        userId: application.userId,
        projectId: application.projectId,
        unitId: application.unitId,
        interestAmount: application.interestAmount.toString(),
        at: now,
      });
      const listing = (await store.applications.findById(application.id))!;
      const investor = await store.users.findById(application.userId);
      if (investor) {
        // Application news: the outbox leaves it out for an investor who turned that mail off.
        await store.outbox.enqueue({
          template: 'application-received',
          to: investor.email,
          data: {
            firstName: investor.firstName,
            projectTitle: listing.projectTitle,
            unitNumber: listing.unitNumber,
            interestAmount: application.interestAmount.toString(),
            currency: application.currency,
          },
        });
      }
      return ok(applicationViewOf(listing, this.deps.paymentDetails, now));
    });
  }
}

/** The investor's applications, newest first (an admin may read anyone's). */
export class ListUserApplications implements UseCase<UserIdInput, ApplicationView[]> {
  readonly name = 'investing.listUserApplications';
  readonly access = 'signed-in' as const;
  readonly input = userIdInput;
  readonly ownerOf = (input: UserIdInput) => input.userId;
  readonly adminMayActForOthers = true;
  constructor(private readonly deps: InvestingDeps) {}

  async execute(ctx: RequestContext, input: UserIdInput): Promise<Result<ApplicationView[], AppError>> {
    const now = ctx.clock.now();
    const rows = await this.deps.uow.run((store) => store.applications.listByUser(input.userId));
    return ok(rows.map((a) => applicationViewOf(a, this.deps.paymentDetails, now)));
  }
}

/**
 * An admin approves a pending application; the KYC check runs at once (rules §2): valid KYC opens the
 * investment with its payment instructions, KYC under review waits in pending_kyc, none in awaiting_kyc.
 * All of it is one transaction: a unit with no room left refuses the approval with what remains. Waiting for
 * KYC is a reservation (rules §3): past the investor's limit the approval is refused and the application stays
 * pending, decided under the investor's lock. An admin's own application is approved by another admin (four
 * eyes, rules §5).
 */
export class ApproveApplication implements UseCase<ApplicationIdInput, ApplicationView> {
  readonly name = 'investing.approveApplication';
  readonly access = 'admin' as const;
  readonly input = applicationIdInput;
  constructor(private readonly deps: InvestingDeps) {}

  execute(ctx: RequestContext, input: ApplicationIdInput): Promise<Result<ApplicationView, AppError>> {
    const now = ctx.clock.now();
    return inTransaction(this.deps, async (store) => {
      // The investor's lock comes first, as in every transaction that reserves for an investor (an
      // application's investor never changes, so reading it before the row lock is safe).
      const investorId = (await store.applications.findById(input.applicationId))?.userId;
      if (investorId === undefined) return err(applicationNotFound(input.applicationId));
      await store.investors.lockForReservations(investorId);
      const application = await store.applications.findForUpdate(input.applicationId);
      if (!application) return err(applicationNotFound(input.applicationId));
      const own = checkNotOwnRecord(ctx.actor!.userId, application.userId, 'application');
      if (!own.ok) return err(ownDecisionRefused(own.error));
      const approvedMove = applyApplicationEvent(application.status, { type: 'APPROVE' });
      if (!approvedMove.ok) return err(transitionRefused(approvedMove.error));
      const kyc = await store.kyc.findByUserForShare(application.userId);
      const kycResult = checkKyc(kyc, now);
      const checked = applyApplicationEvent(approvedMove.value.state, { type: 'KYC_CHECKED', result: kycResult });
      if (!checked.ok) return err(transitionRefused(checked.error));
      if (kycResult !== 'valid') {
        const limit = checkReservationLimit({
          kycValid: false,
          open: await readOpenReservations(store, application.userId),
          amount: application.interestAmount,
        });
        if (!limit.ok) return err(approvalNeedsKyc(limit.error, application.interestAmount));
      }
      // The unit's lock comes before any write: writing the application a second time in this transaction
      // re-checks its foreign keys, which share-locks the unit row, and two approvals each holding that share
      // while waiting for the unit's update lock deadlock.
      if (checked.value.state === 'kyc_approved' && application.unitId !== null) {
        await store.units.lockForInvesting(application.unitId);
      }
      const approved: Application = {
        ...application,
        status: approvedMove.value.state,
        approvedBy: ctx.actor!.userId,
        approvedAt: now,
        updatedAt: now,
      };
      await saveApplication(store, ctx, 'application.approved', application, approved);
      const afterCheck: Application = { ...approved, status: checked.value.state };
      await saveApplication(store, ctx, 'application.kyc_checked', approved, afterCheck);
      await store.events.publish({
        type: 'application.approved',
        applicationId: application.id,
        userId: application.userId,
        reason: null,
        at: now,
      });
      if (afterCheck.status === 'kyc_approved') {
        const opened = await openApplicationInvestmentStep(this.deps, store, ctx, afterCheck);
        // Roll back the approval too: the admin sees why (for example how much the unit has left).
        if (!opened.ok) throw new RefusedInTransaction(opened.error);
      }
      return ok(await viewOf(this.deps, store, application.id, now));
    });
  }
}

/**
 * An admin rejects an application that has not been paid, the reason kept: a pending one directly, a later
 * one as a cancellation (its open investment, if any, is cancelled with it and the capacity released). An
 * admin's own application is decided by another admin (four eyes, rules §5); they may withdraw it themselves.
 */
export class RejectApplication implements UseCase<RejectApplicationInput, ApplicationView> {
  readonly name = 'investing.rejectApplication';
  readonly access = 'admin' as const;
  readonly input = rejectApplicationInput;
  constructor(private readonly deps: InvestingDeps) {}

  execute(ctx: RequestContext, input: RejectApplicationInput): Promise<Result<ApplicationView, AppError>> {
    const now = ctx.clock.now();
    const reason = input.reason ?? DEFAULT_REJECTION_REASON;
    return inTransaction(this.deps, async (store) => {
      const application = await store.applications.findForUpdate(input.applicationId);
      if (!application) return err(applicationNotFound(input.applicationId));
      const own = checkNotOwnRecord(ctx.actor!.userId, application.userId, 'application');
      if (!own.ok) return err(ownDecisionRefused(own.error));
      const investment = application.investmentId
        ? await store.investments.findForUpdate(application.investmentId)
        : null;
      let nextStatus: Application['status'];
      if (investment && (investment.status === 'awaiting_payment' || investment.status === 'pending_kyc')) {
        const closed = onInvestmentCancelled({ investment, application, by: 'admin', reason });
        if (!closed.ok) return err(transitionRefused(closed.error));
        await saveInvestment(store, ctx, 'investment.cancelled', investment, {
          ...investment,
          status: closed.value.investment.to,
          windowEndsAt: null,
          cancelledAt: now,
          cancellationReason: reason,
        });
        nextStatus = closed.value.application!.to;
      } else {
        const event =
          application.status === 'pending'
            ? ({ type: 'REJECT', reason } as const)
            : ({ type: 'ADMIN_CANCEL', reason } as const);
        const moved = applyApplicationEvent(application.status, event);
        if (!moved.ok) return err(transitionRefused(moved.error));
        nextStatus = moved.value.state;
      }
      await saveApplication(store, ctx, 'application.rejected', application, {
        ...application,
        status: nextStatus,
        rejectionReason: reason,
        adminNotes: reason,
        updatedAt: now,
      });
      await store.events.publish({
        type: 'application.rejected',
        applicationId: application.id,
        userId: application.userId,
        reason,
        at: now,
      });
      const listing = await store.applications.findById(application.id);
      const investor = await store.users.findById(application.userId);
      if (investor && listing) {
        await store.outbox.enqueue({
          template: 'application-rejected',
          to: investor.email,
          data: { firstName: investor.firstName, projectTitle: listing.projectTitle, reason },
        });
      }
      return ok(applicationViewOf(listing!, this.deps.paymentDetails, now));
    });
  }
}

/**
 * The investor withdraws their application before payment is confirmed; an open investment is cancelled with
 * it. Someone else's application reads as not found.
 */
export class WithdrawApplication implements UseCase<ApplicationIdInput, ApplicationView> {
  readonly name = 'investing.withdrawApplication';
  readonly access = 'signed-in' as const;
  readonly input = applicationIdInput;
  constructor(private readonly deps: InvestingDeps) {}

  execute(ctx: RequestContext, input: ApplicationIdInput): Promise<Result<ApplicationView, AppError>> {
    const now = ctx.clock.now();
    return inTransaction(this.deps, async (store) => {
      const application = await store.applications.findForUpdate(input.applicationId);
      if (!application || application.userId !== ctx.actor!.userId)
        return err(applicationNotFound(input.applicationId));
      const investment = application.investmentId
        ? await store.investments.findForUpdate(application.investmentId)
        : null;
      const withdrawn = onApplicationWithdrawn({
        application,
        investment: investment && investment.status !== 'cancelled' ? investment : null,
      });
      if (!withdrawn.ok) return err(transitionRefused(withdrawn.error));
      if (investment && withdrawn.value.investment) {
        await saveInvestment(store, ctx, 'investment.cancelled', investment, {
          ...investment,
          status: withdrawn.value.investment.to,
          windowEndsAt: null,
          cancelledAt: now,
          cancellationReason: 'Withdrawn by the investor',
        });
      }
      await saveApplication(store, ctx, 'application.withdrawn', application, {
        ...application,
        status: withdrawn.value.application.to,
        updatedAt: now,
      });
      return ok(await viewOf(this.deps, store, application.id, now));
    });
  }
}
