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
import { SignedMoney } from '../money/signed-money.js';
import { err, ok, type Result } from '../shared/result.js';
import { distributeProfit, type ProfitDistribution, type ProfitShare } from '../unit/profit-distribution.service.js';
import {
  applyUnitEvent,
  type UnitEffect,
  type UnitLifecycleState,
  type UnitTransitionError,
} from '../unit/unit.machine.js';
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
  readonly profitGenerated: SignedMoney;
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

/** The sale a sold unit records. */
export interface RecordedSale {
  readonly soldPrice: Money;
  readonly profitGenerated: SignedMoney;
  /** What the admin entered as selling costs; null for a sale recorded before they were (issue 19 item 6). */
  readonly sellingCosts: Money | null;
  readonly soldAt: Date;
}

/** Mark as Sold asked again, on a sold unit, with figures other than the recorded sale's. */
export interface DifferentSaleRecorded extends UnitTransitionError {
  readonly recordedSale: RecordedSale;
}

/**
 * Mark as Sold on a unit that is already sold. The same sale asked again (a retry whose answer was lost) is
 * that sale: it is answered as done and nothing happens twice. Other figures are refused naming the sale on
 * record, since sold is final. Decided under the unit's row lock, after the four-eyes check.
 */
export function onUnitSaleRepeated(
  recorded: RecordedSale,
  requested: { readonly soldPrice: Money; readonly profitGenerated: SignedMoney },
): Result<RecordedSale, DifferentSaleRecorded> {
  if (recorded.soldPrice.equals(requested.soldPrice) && recorded.profitGenerated.equals(requested.profitGenerated)) {
    return ok(recorded);
  }
  return err({
    code: 'UNIT.INVALID_TRANSITION',
    currentState: 'sold',
    event: 'MARK_SOLD',
    message:
      `The unit was already sold on ${recorded.soldAt.toISOString().slice(0, 10)} for ${recorded.soldPrice.toString()} ` +
      `USD with a profit of ${recorded.profitGenerated.toString()} USD; a sale is final`,
    recordedSale: recorded,
  });
}

/**
 * The distribution a recorded sale made, read back from the investments it completed (each keeps its profit
 * share and current value): the same shares, in investment id order, and the same totals as the sale answered.
 */
export function distributionOfRecord(
  sale: Pick<RecordedSale, 'profitGenerated'>,
  investments: readonly {
    readonly id: number;
    readonly status: InvestmentStatus;
    readonly amount: Money;
    readonly profitShare: SignedMoney;
    readonly currentValue: Money;
  }[],
): ProfitDistribution {
  const shares = investments
    .filter((i) => i.status === 'completed')
    .sort((a, b) => a.id - b.id)
    .map((i) => ({ investmentId: i.id, amount: i.amount, profitShare: i.profitShare, currentValue: i.currentValue }));
  const distributedTotal = SignedMoney.sum(shares.map((s) => s.profitShare));
  return { shares, distributedTotal, developerShare: sale.profitGenerated.subtract(distributedTotal) };
}
