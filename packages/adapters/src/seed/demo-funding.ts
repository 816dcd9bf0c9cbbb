import { Money, type UnitStatus } from '@cobuy/domain';
import { splitAmount, type UnitFunding, type UnitToFund } from './confirmed-investments.js';

const DAY_MS = 86_400_000;

interface DemoUnitPlan {
  readonly unit: UnitToFund;
  /** The status the demo data means the unit to show; its investments must make the view derive it. */
  readonly intended: UnitStatus;
  readonly minInvestment: Money;
  /** The unit's position in its group: varies the funded share and the number of investors. */
  readonly index: number;
}

/** What a demo unit in `intended` status has confirmed: partially funded units between 25% and 70%. */
export function demoFundedAmount(intended: UnitStatus, price: Money, index: number): Money {
  if (intended === 'available') return Money.ZERO;
  if (intended === 'partially_funded') return price.multiplyRatio(BigInt(25 + ((index * 15) % 46)), 100n);
  return price;
}

/**
 * The confirmed investments behind a demo unit: one to three demo investors (taken round the list from
 * `firstInvestor`, so each unit's are distinct), paid and confirmed in turn between the listing and the sale
 * (or now). Null for a unit nobody has invested in.
 */
export function demoUnitFunding(
  plan: DemoUnitPlan,
  investorIds: readonly number[],
  firstInvestor: number,
  listedAt: Date,
  now: Date,
): UnitFunding | null {
  const { unit, intended, minInvestment, index } = plan;
  const funded = demoFundedAmount(intended, unit.price, index);
  if (funded.isZero()) return null;
  const amounts = splitAmount(funded, Math.min(1 + (index % 3), investorIds.length), minInvestment);
  const until = unit.sale?.soldAt ?? now;
  const step = (until.getTime() - listedAt.getTime()) / (amounts.length + 1);
  return {
    unit,
    contributions: amounts.map((amount, n) => {
      const paymentConfirmedAt = new Date(listedAt.getTime() + step * (n + 1));
      return {
        userId: investorIds[(firstInvestor + n) % investorIds.length]!,
        amount,
        paymentReference: `DEMO-${unit.id}-${n + 1}`,
        // Opened up to a week before its payment was confirmed, never before the listing.
        createdAt: new Date(paymentConfirmedAt.getTime() - Math.min(step / 2, 7 * DAY_MS)),
        paymentConfirmedAt,
      };
    }),
  };
}
