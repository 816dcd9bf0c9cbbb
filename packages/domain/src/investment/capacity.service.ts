import { Money } from '../money/money.js';
import { formatMoney } from '../money/currency.js';
import { err, ok, type Result } from '../shared/result.js';
import type { UnitLifecycleState } from '../unit/unit.machine.js';
import type { InvestmentStatus } from './investment.machine.js';

/** Investments that hold a share of a unit's capacity: everything but cancelled. */
export const COMMITTED_INVESTMENT_STATUSES: readonly InvestmentStatus[] = [
  'pending_kyc',
  'awaiting_payment',
  'active',
  'completed',
];

export function isCommitted(status: InvestmentStatus): boolean {
  return COMMITTED_INVESTMENT_STATUSES.includes(status);
}

export function committedAmount(
  investments: Iterable<{ readonly status: InvestmentStatus; readonly amount: Money }>,
): Money {
  let total = Money.ZERO;
  for (const i of investments) if (isCommitted(i.status)) total = total.add(i.amount);
  return total;
}

/** remaining = needed − committed, never below zero (a hand-lowered target must not make it negative). */
export function remainingCapacity(needed: Money, committed: Money): Money {
  return committed.lessThan(needed) ? needed.subtract(committed) : Money.ZERO;
}

export type ReservationError =
  | { readonly code: 'INVESTMENT.PROJECT_ARCHIVED'; readonly message: string }
  | { readonly code: 'INVESTMENT.UNIT_NOT_OPEN'; readonly unitStatus: UnitLifecycleState; readonly message: string }
  | { readonly code: 'INVESTMENT.BELOW_MINIMUM'; readonly minimum: Money; readonly message: string }
  | { readonly code: 'INVESTMENT.CAPACITY_EXCEEDED'; readonly remaining: Money; readonly message: string };

export interface ReservationInput {
  readonly unit: {
    readonly status: UnitLifecycleState;
    readonly totalInvestmentNeeded: Money;
    readonly minInvestmentAmount: Money;
  };
  /** The project's minInvestment; the larger of the two minimums applies. */
  readonly projectMinInvestment?: Money;
  /** An archived project takes no new money, whatever its units' state. */
  readonly projectArchived?: boolean;
  /** Committed amount read under the unit's row lock, in the same transaction as the insert. */
  readonly committed: Money;
  readonly amount: Money;
}

const projectArchivedError: ReservationError = {
  code: 'INVESTMENT.PROJECT_ARCHIVED',
  message: 'This project is archived and takes no new investments',
};

/** A project-wide interest (no unit) is checked against the project alone. */
export function checkProjectOpen(projectArchived: boolean): Result<true, ReservationError> {
  return projectArchived ? err(projectArchivedError) : ok(true);
}

/**
 * May `amount` be reserved in the unit? An archived project and a sold or fully funded unit take no new money,
 * an amount below the minimum (at least one cent) is refused, and the reservation may not take committed past
 * the target.
 */
export function checkReservation(
  input: ReservationInput,
): Result<{ readonly remainingAfter: Money }, ReservationError> {
  const { unit, amount } = input;
  if (input.projectArchived) return err(projectArchivedError);
  if (unit.status === 'sold' || unit.status === 'fully_funded') {
    return err({
      code: 'INVESTMENT.UNIT_NOT_OPEN',
      unitStatus: unit.status,
      message: `The unit is ${unit.status.replace('_', ' ')}`,
    });
  }
  const minimum = unit.minInvestmentAmount.max(input.projectMinInvestment ?? Money.ZERO).max(Money.fromCents(1n));
  if (amount.lessThan(minimum)) {
    return err({
      code: 'INVESTMENT.BELOW_MINIMUM',
      minimum,
      message: `The minimum investment is ${formatMoney(minimum)} USD`,
    });
  }
  const remaining = remainingCapacity(unit.totalInvestmentNeeded, input.committed);
  if (amount.greaterThan(remaining)) {
    return err({
      code: 'INVESTMENT.CAPACITY_EXCEEDED',
      remaining,
      message: `Only ${formatMoney(remaining)} USD remains in this unit`,
    });
  }
  return ok({ remainingAfter: remaining.subtract(amount) });
}
