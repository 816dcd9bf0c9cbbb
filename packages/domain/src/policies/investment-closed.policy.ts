import {
  applyApplicationEvent,
  type ApplicationEffect,
  type ApplicationStatus,
} from '../application/application.machine.js';
import { isWindowElapsed } from '../investment/payment-window.service.js';
import {
  applyInvestmentEvent,
  type InvestmentCanceller,
  type InvestmentEffect,
  type InvestmentStatus,
} from '../investment/investment.machine.js';
import { Money } from '../money/money.js';
import { err, ok, type Result } from '../shared/result.js';
import type { LifecycleError, Move } from './policy.types.js';

export interface InvestmentClosedOutcome {
  readonly investment: Move<InvestmentStatus, InvestmentEffect>;
  /** The linked application, moved with it; null when there is none. */
  readonly application: Move<ApplicationStatus, ApplicationEffect> | null;
  /** Capacity given back to the unit. */
  readonly released: Money;
}

interface Closing {
  readonly investment: {
    readonly id: number;
    readonly status: InvestmentStatus;
    readonly amount: Money;
    readonly windowEndsAt: Date | null;
  };
  readonly application: { readonly id: number; readonly status: ApplicationStatus } | null;
}

/** Is this waiting investment's window over? The expiry job selects with this. */
export function isDueForExpiry(i: Closing['investment'], now: Date): boolean {
  return (
    (i.status === 'pending_kyc' || i.status === 'awaiting_payment') &&
    i.windowEndsAt !== null &&
    isWindowElapsed(i.windowEndsAt, now)
  );
}

/**
 * Expiry (7 days awaiting payment, 14 pending KYC): the investment is cancelled, its capacity released, and
 * its application (if any) reads 'Payment Window Expired'. Refused while the window is still open.
 */
export function onWindowExpired(
  input: Closing & { readonly now: Date },
): Result<InvestmentClosedOutcome, LifecycleError> {
  const { investment: i } = input;
  const dueAt = i.windowEndsAt ?? new Date(8.64e15); // no window: never due, so the machine refuses
  const inv = applyInvestmentEvent(i.status, { type: 'EXPIRE', now: input.now, dueAt });
  if (!inv.ok) return inv;
  return linkApplication(input, inv.value, { type: 'EXPIRE', now: input.now, dueAt });
}

/**
 * Cancellation by hand before payment is confirmed. By the investor it withdraws the linked application;
 * by an admin it reads as a rejection with the reason kept.
 */
export function onInvestmentCancelled(
  input: Closing & { readonly by: InvestmentCanceller; readonly reason?: string },
): Result<InvestmentClosedOutcome, LifecycleError> {
  const inv = applyInvestmentEvent(input.investment.status, {
    type: 'CANCEL',
    by: input.by,
    ...(input.reason ? { reason: input.reason } : {}),
  });
  if (!inv.ok) return inv;
  return linkApplication(
    input,
    inv.value,
    input.by === 'investor'
      ? { type: 'WITHDRAW' }
      : { type: 'ADMIN_CANCEL', reason: input.reason ?? 'Cancelled by an administrator' },
  );
}

function linkApplication(
  input: Closing,
  inv: { readonly state: InvestmentStatus; readonly effects: readonly InvestmentEffect[] },
  event: Parameters<typeof applyApplicationEvent>[1],
): Result<InvestmentClosedOutcome, LifecycleError> {
  const investment = { id: input.investment.id, from: input.investment.status, to: inv.state, effects: inv.effects };
  let application: Move<ApplicationStatus, ApplicationEffect> | null = null;
  if (input.application) {
    const app = applyApplicationEvent(input.application.status, event);
    if (!app.ok) return err(app.error);
    application = {
      id: input.application.id,
      from: input.application.status,
      to: app.value.state,
      effects: app.value.effects,
    };
  }
  return ok({ investment, application, released: inv.state === 'cancelled' ? input.investment.amount : Money.ZERO });
}

/**
 * The investor withdraws an application. When it already has an investment (awaiting_payment), the
 * investment is cancelled with it and its capacity released.
 */
export function onApplicationWithdrawn(input: {
  readonly application: { readonly id: number; readonly status: ApplicationStatus };
  readonly investment: Closing['investment'] | null;
}): Result<
  {
    readonly application: Move<ApplicationStatus, ApplicationEffect>;
    readonly investment: Move<InvestmentStatus, InvestmentEffect> | null;
    readonly released: Money;
  },
  LifecycleError
> {
  const app = applyApplicationEvent(input.application.status, { type: 'WITHDRAW' });
  if (!app.ok) return app;
  const application = {
    id: input.application.id,
    from: input.application.status,
    to: app.value.state,
    effects: app.value.effects,
  };
  if (!input.investment) return ok({ application, investment: null, released: Money.ZERO });
  const inv = applyInvestmentEvent(input.investment.status, { type: 'CANCEL', by: 'investor' });
  if (!inv.ok) return err(inv.error);
  return ok({
    application,
    investment: {
      id: input.investment.id,
      from: input.investment.status,
      to: inv.value.state,
      effects: inv.value.effects,
    },
    released: input.investment.amount,
  });
}
