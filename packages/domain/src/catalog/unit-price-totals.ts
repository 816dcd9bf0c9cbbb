import type { Money } from '../money/money.js';
import { MONEY_MAX_TEXT, type MoneyTotal } from '../money/money-total.js';

/**
 * The supported range of totals (rules §3). Each stored amount is numeric(15,2), so at most
 * 9,999,999,999,999.99. The figures that add up unit prices must stay within that too: a project's total (its
 * `totalInvestmentNeeded` and funding) and the platform's (the admin overview's "of $… needed" and confirmed
 * sums). A unit's `totalInvestmentNeeded` never exceeds its price and its funding never exceeds that, so
 * bounding the sums of prices bounds every one of those figures.
 */

/** The prices of the other units, added up while holding the lock that makes price saves take turns. */
export interface UnitPriceTotals {
  /** The other units of the same project. */
  readonly project: MoneyTotal;
  /** Every other unit of the platform, that project's included. */
  readonly platform: MoneyTotal;
}

export type UnitPriceTotalScope = keyof UnitPriceTotals;

/**
 * Whether a save can raise a total at all: a new unit, or a higher price. Only such a save is checked, so a
 * project stored past the bound (before this rule, or by hand) can still be edited and its prices lowered.
 */
export const raisesUnitPriceTotals = (previous: Money | null, price: Money): boolean =>
  previous === null || price.greaterThan(previous);

/** The first total that this price would take past the bound, or null when it fits (or raises nothing). */
export function unitPriceTotalPastBound(
  previous: Money | null,
  price: Money,
  others: UnitPriceTotals,
): UnitPriceTotalScope | null {
  if (!raisesUnitPriceTotals(previous, price)) return null;
  if (!others.project.add(price).fitsMoney()) return 'project';
  if (!others.platform.add(price).fitsMoney()) return 'platform';
  return null;
}

/** The field error of a refused price. */
export const UNIT_PRICE_TOTAL_REFUSALS: Readonly<Record<UnitPriceTotalScope, string>> = {
  project: `would take the project's total of unit prices past ${MONEY_MAX_TEXT} USD`,
  platform: `would take the platform's total of unit prices past ${MONEY_MAX_TEXT} USD`,
};
