import { allocateCents } from '../money/allocation.js';
import { divideHalfUp } from '../money/decimal.js';
import { Money } from '../money/money.js';
import { SignedMoney } from '../money/signed-money.js';

export interface ProfitShare {
  readonly investmentId: number;
  readonly amount: Money;
  /** Negative when the sale made a loss. */
  readonly profitShare: SignedMoney;
  /** amount + profitShare: never below zero. */
  readonly currentValue: Money;
}

export interface ProfitDistribution {
  /** In investment id order, whatever the input order. */
  readonly shares: readonly ProfitShare[];
  /**
   * profitGenerated × Σamount / price, rounded half away from zero to the cent (half-up for a profit, the
   * same for a loss's size); the shares add up to exactly this.
   */
  readonly distributedTotal: SignedMoney;
  /** What the unfunded part earned (or lost): it belongs to the developer. */
  readonly developerShare: SignedMoney;
}

/**
 * Profit at sale (rules §3): investor i is owed profitGenerated × amount_i / price. The total owed is rounded
 * once, then split by the largest-remainder method so that each share is the floor or the ceiling of its
 * exact value and the shares add up exactly to the rounded total. Investors are taken in id order, so that
 * ties between equal remainders are settled the same way whatever order the rows came in.
 * A loss (negative profit, issue 19 item 6) is shared the same way: its size is split as a profit would be and
 * each share is negated, so a loss rounds exactly as the same profit would. A loss larger than the price would
 * take an investor below zero: `deriveSaleFigures` refuses the figures that give one, and this throws.
 * Pass the unit's active investments only.
 */
export function distributeProfit(input: {
  readonly price: Money;
  readonly profitGenerated: SignedMoney;
  readonly investments: readonly { readonly id: number; readonly amount: Money }[];
}): ProfitDistribution {
  const { price, profitGenerated } = input;
  const loss = profitGenerated.isNegative();
  const size = profitGenerated.abs();
  if (loss && size.greaterThan(price))
    throw new RangeError('a loss larger than the price would take a value below zero');
  if (price.isZero()) throw new RangeError('a unit priced at zero has no ownership to share profit by');
  const investments = [...input.investments].sort((a, b) => a.id - b.id);
  if (new Set(investments.map((i) => i.id)).size !== investments.length)
    throw new RangeError('duplicate investment id');
  const funded = Money.sum(investments.map((i) => i.amount));
  // Over-commitment is ruled out by the capacity check; if it ever happened, paying out would exceed the profit.
  if (funded.greaterThan(price)) throw new RangeError('investments exceed the unit price');

  const sign = loss ? -1n : 1n;
  const numerators = investments.map((i) => size.cents * i.amount.cents);
  const totalCents = divideHalfUp(size.cents * funded.cents, price.cents);
  const cents = allocateCents(numerators, price.cents, totalCents);
  const shares = investments.map((i, k) => {
    const profitShare = SignedMoney.fromCents(sign * cents[k]!);
    // amount + share: a loss share is at most the amount (size ≤ price), a profit keeps amount + share ≤ the
    // sold price, so the value is always a storable, non-negative amount.
    const currentValue = Money.fromCents(i.amount.cents + profitShare.cents);
    return { investmentId: i.id, amount: i.amount, profitShare, currentValue };
  });
  const distributedTotal = SignedMoney.fromCents(sign * totalCents);
  return { shares, distributedTotal, developerShare: profitGenerated.subtract(distributedTotal) };
}
