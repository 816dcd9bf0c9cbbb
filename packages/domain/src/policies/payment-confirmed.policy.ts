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
import type { Money } from '../money/money.js';
import { err, ok, type Result } from '../shared/result.js';
import { confirmedFunding, unitFundingStatus } from '../unit/unit-funding.service.js';
import { applyUnitEvent, type UnitEffect, type UnitLifecycleState } from '../unit/unit.machine.js';
import type { LifecycleError, Move } from './policy.types.js';

export interface PaymentConfirmedOutcome {
  /** True when the investment was already active: nothing changes and nothing is sent again. */
  readonly alreadyConfirmed: boolean;
  readonly investment: Move<InvestmentStatus, InvestmentEffect>;
  /** The linked application, moved to active with it; null when the investment came from the project page. */
  readonly application: Move<ApplicationStatus, ApplicationEffect> | null;
  /** The unit's status recomputed from confirmed funding; null when it does not change. */
  readonly unit: (Omit<Move<UnitLifecycleState, UnitEffect>, 'id'> & { readonly confirmedFunding: Money }) | null;
  readonly confirmedFunding: Money;
}

/**
 * Confirm payment (admin): the investment becomes active, its application active, and the unit's funding
 * status follows the new confirmed funding. Confirming twice reports alreadyConfirmed instead of failing.
 */
export function onPaymentConfirmed(input: {
  readonly investment: { readonly id: number; readonly status: InvestmentStatus };
  readonly application: { readonly id: number; readonly status: ApplicationStatus } | null;
  readonly unit: { readonly status: UnitLifecycleState; readonly totalInvestmentNeeded: Money };
  /** All of the unit's investments as stored before this confirmation (this one included). */
  readonly unitInvestments: readonly {
    readonly id: number;
    readonly status: InvestmentStatus;
    readonly amount: Money;
  }[];
}): Result<PaymentConfirmedOutcome, LifecycleError> {
  const inv = applyInvestmentEvent(input.investment.status, { type: 'CONFIRM_PAYMENT' });
  if (!inv.ok) return inv;
  const investment = {
    id: input.investment.id,
    from: input.investment.status,
    to: inv.value.state,
    effects: inv.value.effects,
  };
  const after = input.unitInvestments.map((i) =>
    i.id === input.investment.id ? { ...i, status: inv.value.state } : i,
  );
  const funding = confirmedFunding(after);
  if (!inv.value.changed) {
    return ok({ alreadyConfirmed: true, investment, application: null, unit: null, confirmedFunding: funding });
  }

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

  const target = unitFundingStatus(funding, input.unit.totalInvestmentNeeded);
  let unit: PaymentConfirmedOutcome['unit'] = null;
  if (target !== input.unit.status) {
    const u = applyUnitEvent(input.unit.status, { type: 'FUNDING_CHANGED', status: target });
    if (!u.ok) return err(u.error);
    unit = { from: input.unit.status, to: u.value.state, effects: u.value.effects, confirmedFunding: funding };
  }
  return ok({ alreadyConfirmed: false, investment, application, unit, confirmedFunding: funding });
}
