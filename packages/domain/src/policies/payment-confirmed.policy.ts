import {
  applyApplicationEvent,
  type ApplicationEffect,
  type ApplicationStatus,
} from '../application/application.machine.js';
import {
  applyInvestmentEvent,
  type InvestmentEffect,
  type InvestmentStatus,
} from '../investment/investment.machine.js';
import { err, ok, type Result } from '../shared/result.js';
import type { LifecycleError, Move } from './policy.types.js';

export interface PaymentConfirmedOutcome {
  /** True when the investment was already active: nothing changes and nothing is sent again. */
  readonly alreadyConfirmed: boolean;
  readonly investment: Move<InvestmentStatus, InvestmentEffect>;
  /** The linked application, moved to active with it; null when the investment came from the project page. */
  readonly application: Move<ApplicationStatus, ApplicationEffect> | null;
}

/**
 * Confirm payment (admin): the investment becomes active and its application active with it. The unit's
 * funding follows from the active investments (the database derives it; nothing is stored apart).
 * Confirming twice reports alreadyConfirmed instead of failing.
 */
export function onPaymentConfirmed(input: {
  readonly investment: { readonly id: number; readonly status: InvestmentStatus };
  readonly application: { readonly id: number; readonly status: ApplicationStatus } | null;
}): Result<PaymentConfirmedOutcome, LifecycleError> {
  const inv = applyInvestmentEvent(input.investment.status, { type: 'CONFIRM_PAYMENT' });
  if (!inv.ok) return inv;
  const investment = {
    id: input.investment.id,
    from: input.investment.status,
    to: inv.value.state,
    effects: inv.value.effects,
  };
  if (!inv.value.changed) return ok({ alreadyConfirmed: true, investment, application: null });

  let application: Move<ApplicationStatus, ApplicationEffect> | null = null;
  if (input.application) {
    const app = applyApplicationEvent(input.application.status, { type: 'PAYMENT_CONFIRMED' });
    if (!app.ok) return err(app.error);
    application = {
      id: input.application.id,
      from: input.application.status,
      to: app.value.state,
      effects: app.value.effects,
    };
  }
  return ok({ alreadyConfirmed: false, investment, application });
}
