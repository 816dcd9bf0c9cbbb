import { allocateCents } from '../money/allocation.js';
import { divideHalfUp } from '../money/decimal.js';
import { Money } from '../money/money.js';
import { MONEY_MAX_TEXT, MoneyTotal } from '../money/money-total.js';

export interface ProfitShare {
  readonly investmentId: number;
  readonly amount: Money;
  readonly profitShare: Money;
  /** amount + profitShare. */
  readonly currentValue: Money;
}

export interface ProfitDistribution {
  /** In investment id order, whatever the input order. */
  readonly shares: readonly ProfitShare[];
  /** profitGenerated × Σamount / price, rounded half-up to the cent; the shares add up to exactly this. */
  readonly distributedTotal: Money;
  /** What the unfunded part earned: it belongs to the developer. */
  readonly developerShare: Money;
}

/**
 * Profit at sale (rules §3): investor i is owed profitGenerated × amount_i / price. The total owed is rounded
 * once, then split by the largest-remainder method so that each share is the floor or the ceiling of its
 * exact value and the shares add up exactly to the rounded total. Investors are taken in id order, so that
 * ties between equal remainders are settled the same way whatever order the rows came in.
 * Pass the unit's active investments only.
 */
export function distributeProfit(input: {
  readonly price: Money;
  readonly profitGenerated: Money;
  readonly investments: readonly { readonly id: number; readonly amount: Money }[];
}): ProfitDistribution {
  const { price, profitGenerated } = input;
  if (price.isZero()) throw new RangeError('a unit priced at zero has no ownership to share profit by');
  const investments = [...input.investments].sort((a, b) => a.id - b.id);
  if (new Set(investments.map((i) => i.id)).size !== investments.length)
    throw new RangeError('duplicate investment id');
  const funded = Money.sum(investments.map((i) => i.amount));
  // Over-commitment is ruled out by the capacity check; if it ever happened, paying out would exceed the profit.
  if (funded.greaterThan(price)) throw new RangeError('investments exceed the unit price');

  const numerators = investments.map((i) => profitGenerated.cents * i.amount.cents);
  const totalCents = divideHalfUp(profitGenerated.cents * funded.cents, price.cents);
  const cents = allocateCents(numerators, price.cents, totalCents);
  const shares = investments.map((i, k) => {
    const profitShare = Money.fromCents(cents[k]!);
    return { investmentId: i.id, amount: i.amount, profitShare, currentValue: i.amount.add(profitShare) };
  });
  const distributedTotal = Money.fromCents(totalCents);
  return { shares, distributedTotal, developerShare: profitGenerated.subtract(distributedTotal) };
}

/**
 * Whether a sale's profit keeps every investor's value storable (rules §3): current value = amount + profit share
 * is one numeric(15,2) amount, and amount ≤ price, share ≤ profit, so price + profit within the bound is enough.
 * Mark as Sold (and its preview) refuses a profit beyond it instead of failing half-way through the payout.
 */
export const saleValueFits = (price: Money, profitGenerated: Money): boolean =>
  MoneyTotal.of(price).add(profitGenerated).fitsMoney();

/** The field error of a refused profit. */
export const SALE_VALUE_REFUSAL = `with the unit's price, would take an investor's value past ${MONEY_MAX_TEXT} USD`;
