import { Money } from '../money/money.js';
import { Percentage } from '../money/percentage.js';
import { divideHalfUp } from '../money/decimal.js';
import type { InvestmentStatus } from '../investment/investment.machine.js';
import type { UnitFundingState } from './unit.machine.js';

/** Confirmed funding is the money actually paid in: the sum of active investments. */
export function confirmedFunding(
  investments: Iterable<{ readonly status: InvestmentStatus; readonly amount: Money }>,
): Money {
  let total = Money.ZERO;
  for (const i of investments) if (i.status === 'active') total = total.add(i.amount);
  return total;
}

/** 0 → available; between → partially funded; the target reached → fully funded. */
export function unitFundingStatus(confirmed: Money, needed: Money): UnitFundingState {
  if (confirmed.isZero()) return 'available';
  return confirmed.lessThan(needed) ? 'partially_funded' : 'fully_funded';
}

/** Confirmed funding as a percentage of the target, two decimals, capped at 100 (a unit's progress bar). */
export function fundingPercentage(confirmed: Money, needed: Money): Percentage {
  if (needed.isZero()) return Percentage.ZERO;
  const hundredths = divideHalfUp(confirmed.min(needed).cents * 10_000n, needed.cents);
  return Percentage.fromHundredths(hundredths);
}
