import type { Application, ApplicationStatus, InvestingStore, Investment, InvestmentStatus } from '@cobuy/domain';
import type { RequestContext } from '../shared/request-context.js';
import { ChangedMeanwhile } from './investing-errors.js';

const snapshotOfApplication = (a: Application) => ({
  status: a.status,
  unitId: a.unitId,
  interestAmount: a.interestAmount.toString(),
  investmentId: a.investmentId,
  paymentReference: a.paymentReference,
  paymentDueAt: a.paymentDueAt,
  rejectionReason: a.rejectionReason,
});

const snapshotOfInvestment = (i: Investment) => ({
  status: i.status,
  amount: i.amount.toString(),
  ownershipPercentage: i.ownershipPercentage.toString(),
  profitShare: i.profitShare.toString(),
  currentValue: i.currentValue.toString(),
  windowEndsAt: i.windowEndsAt,
  paymentConfirmedBy: i.paymentConfirmedBy,
  cancellationReason: i.cancellationReason,
});

/**
 * Stores an application's new state (only if it still has `before.status`), with its audit entry and its
 * `application.changed` event, in the caller's transaction. A row moved meanwhile rolls the transaction back.
 */
export async function saveApplication(
  store: InvestingStore,
  ctx: RequestContext,
  action: string,
  before: Application,
  after: Application,
): Promise<void> {
  if (!(await store.applications.save(after, before.status))) throw new ChangedMeanwhile();
  await recordApplication(store, ctx, action, before, after);
}

export async function recordApplication(
  store: InvestingStore,
  ctx: RequestContext,
  action: string,
  before: Application | null,
  after: Application,
): Promise<void> {
  const at = ctx.clock.now();
  await store.audit.record({
    actorId: ctx.actor?.userId ?? null,
    actorSystem: ctx.system ?? null,
    action,
    entity: 'application',
    entityId: String(after.id),
    before: before ? snapshotOfApplication(before) : null,
    after: snapshotOfApplication(after),
    at,
    correlationId: ctx.correlationId,
  });
  const from: ApplicationStatus | null = before?.status ?? null;
  if (from !== after.status) {
    await store.events.publish({
      type: 'application.changed',
      applicationId: after.id,
      userId: after.userId,
      from,
      to: after.status,
      at,
    });
  }
}

/** The same for an investment: conditional write, audit entry (who, when, before, after), event. */
export async function saveInvestment(
  store: InvestingStore,
  ctx: RequestContext,
  action: string,
  before: Investment,
  after: Investment,
): Promise<void> {
  if (!(await store.investments.save(after, before.status))) throw new ChangedMeanwhile();
  await recordInvestment(store, ctx, action, before, after);
}

export async function recordInvestment(
  store: InvestingStore,
  ctx: RequestContext,
  action: string,
  before: Investment | null,
  after: Investment,
): Promise<void> {
  const at = ctx.clock.now();
  await store.audit.record({
    actorId: ctx.actor?.userId ?? null,
    actorSystem: ctx.system ?? null,
    action,
    entity: 'investment',
    entityId: String(after.id),
    before: before ? snapshotOfInvestment(before) : null,
    after: snapshotOfInvestment(after),
    at,
    correlationId: ctx.correlationId,
  });
  const from: InvestmentStatus | null = before?.status ?? null;
  if (from !== after.status) {
    await store.events.publish({
      type: 'investment.changed',
      investmentId: after.id,
      userId: after.userId,
      unitId: after.unitId,
      from,
      to: after.status,
      at,
    });
  }
}

/** Publishes `unit.changed` when a change in this transaction moved the unit's derived funding status. */
export async function recordUnitFundingChange(
  store: InvestingStore,
  ctx: RequestContext,
  unitId: number,
  statusBefore: string,
): Promise<void> {
  const after = await store.units.readFunding(unitId);
  if (after && after.status !== statusBefore) {
    await store.events.publish({
      type: 'unit.changed',
      unitId,
      from: statusBefore,
      to: after.status,
      at: ctx.clock.now(),
    });
  }
}
