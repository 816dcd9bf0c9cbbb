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
import { distributeProfit, type ProfitDistribution, type ProfitShare } from '../unit/profit-distribution.service.js';
import { applyUnitEvent, type UnitEffect, type UnitLifecycleState } from '../unit/unit.machine.js';
import type { LifecycleError, Move } from './policy.types.js';

export const UNIT_SOLD_CANCELLATION_REASON = 'The unit was sold';

export interface UnitSoldOutcome {
  readonly unit: Omit<Move<UnitLifecycleState, UnitEffect>, 'id'>;
  readonly distribution: ProfitDistribution;
  /** Active investments, now completed with their profit share and current value. */
  readonly completed: readonly (Move<InvestmentStatus, InvestmentEffect> & { readonly share: ProfitShare })[];
  /** Investments still waiting (pending_kyc, awaiting_payment): a sold unit takes no more money. */
  readonly cancelled: readonly (Move<InvestmentStatus, InvestmentEffect> & { readonly reason: string })[];
  /** Applications of those investments: active → completed, awaiting_payment → rejected (reason kept). */
  readonly applications: readonly Move<ApplicationStatus, ApplicationEffect>[];
}

/**
 * Mark as Sold (rules §3): the unit becomes sold (final), its active investments are completed with their
 * share of the profit (largest remainder), and investments not yet paid are cancelled. Applications of the
 * unit that never reached payment are not moved here: opening their investment is refused later
 * (INVESTMENT.UNIT_NOT_OPEN), and an admin rejects or they withdraw.
 */
export function onUnitSold(input: {
  readonly unit: { readonly status: UnitLifecycleState; readonly price: Money };
  readonly soldPrice: Money;
  readonly profitGenerated: Money;
  readonly investments: readonly {
    readonly id: number;
    readonly status: InvestmentStatus;
    readonly amount: Money;
    readonly applicationId: number | null;
  }[];
  readonly applications: readonly { readonly id: number; readonly status: ApplicationStatus }[];
}): Result<UnitSoldOutcome, LifecycleError> {
  const u = applyUnitEvent(input.unit.status, {
    type: 'MARK_SOLD',
    soldPrice: input.soldPrice,
    profitGenerated: input.profitGenerated,
  });
  if (!u.ok) return u;

  const active = input.investments.filter((i) => i.status === 'active');
  const distribution = distributeProfit({
    price: input.unit.price,
    profitGenerated: input.profitGenerated,
    investments: active,
  });
  const completed: UnitSoldOutcome['completed'][number][] = [];
  for (const share of distribution.shares) {
    const r = applyInvestmentEvent('active', { type: 'UNIT_SOLD' });
    if (!r.ok) return err(r.error);
    completed.push({ id: share.investmentId, from: 'active', to: r.value.state, effects: r.value.effects, share });
  }

  const cancelled: UnitSoldOutcome['cancelled'][number][] = [];
  for (const i of input.investments.filter((i) => i.status === 'pending_kyc' || i.status === 'awaiting_payment')) {
    const r = applyInvestmentEvent(i.status, { type: 'CANCEL', by: 'admin', reason: UNIT_SOLD_CANCELLATION_REASON });
    if (!r.ok) return err(r.error);
    cancelled.push({
      id: i.id,
      from: i.status,
      to: r.value.state,
      effects: r.value.effects,
      reason: UNIT_SOLD_CANCELLATION_REASON,
    });
  }

  const linked = new Map(input.applications.map((a) => [a.id, a]));
  const applications: Move<ApplicationStatus, ApplicationEffect>[] = [];
  for (const i of input.investments) {
    const app = i.applicationId === null ? undefined : linked.get(i.applicationId);
    if (!app || (app.status !== 'active' && app.status !== 'awaiting_payment')) continue;
    const r = applyApplicationEvent(
      app.status,
      app.status === 'active' ? { type: 'UNIT_SOLD' } : { type: 'ADMIN_CANCEL', reason: UNIT_SOLD_CANCELLATION_REASON },
    );
    if (!r.ok) return err(r.error);
    applications.push({ id: app.id, from: app.status, to: r.value.state, effects: r.value.effects });
  }

  return ok({
    unit: { from: input.unit.status, to: u.value.state, effects: u.value.effects },
    distribution,
    completed,
    cancelled,
    applications,
  });
}
