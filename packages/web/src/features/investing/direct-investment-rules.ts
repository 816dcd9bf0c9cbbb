import type { UnitStatus } from '../../graphql/generated';
import { compare, convert, isDecimal, isZero, round, sum } from '../../lib/decimal';
import { FALLBACK_CURRENCIES } from '../currency/currencies';
import { formatMoney } from '../currency/format-money';

/**
 * The project page's direct investment (investor spec §5 and §9). Amounts are US dollars, as the server
 * stores them; everything here is exact decimal arithmetic on strings.
 */

const USD = FALLBACK_CURRENCIES.find((c) => c.code === 'USD')!;
const AMOUNT = /^\d+(\.\d{1,2})?$/;

/** Investor spec §9: the preview's profit share is a fixed 15 percent of the amount. */
export const PREVIEW_PROFIT_PERCENT = '15';

/** Units still taking money: the server refuses sold and fully funded ones (INVESTMENT.UNIT_NOT_OPEN). */
export const isUnitOpenForInvesting = (status: UnitStatus): boolean =>
  status === 'available' || status === 'partially_funded';

/**
 * The smallest amount the server accepts for a unit: the project's minInvestment, or the unit's own minimum when
 * that is higher (the server checks both).
 */
export const directInvestmentMinimum = (projectMinimum: string, unitMinimum: string): string =>
  compare(unitMinimum, projectMinimum) > 0 ? unitMinimum : projectMinimum;

const DIRECT_AMOUNT_MESSAGES = {
  format: 'Enter an amount in US dollars, e.g. 25000',
  minimum: (minimum: string) => `Minimum investment is ${formatMoney(minimum, USD)}`,
} as const;

export type DirectAmountCheck =
  | { readonly ok: true; readonly amount: string }
  | { readonly ok: false; readonly reason: 'empty' | 'format' | 'below'; readonly message: string | null };

/**
 * Whether `typed` may be invested: empty (nothing said, the button stays disabled), not an amount, below the
 * minimum ('Minimum investment is $1,000.00'), or the amount to send, to the cent.
 */
export function checkDirectAmount(typed: string, minimum: string): DirectAmountCheck {
  const value = typed.trim();
  if (!value) return { ok: false, reason: 'empty', message: null };
  if (!AMOUNT.test(value)) return { ok: false, reason: 'format', message: DIRECT_AMOUNT_MESSAGES.format };
  if (compare(value, minimum) < 0) {
    return { ok: false, reason: 'below', message: DIRECT_AMOUNT_MESSAGES.minimum(minimum) };
  }
  return { ok: true, amount: round(value, 2) };
}

/** ownershipPercentage = amount / unit price × 100, to 2 decimals ('0.00' for a unit without a price). */
export function ownershipPreview(amount: string, unitPrice: string): string {
  if (!isDecimal(amount) || !isDecimal(unitPrice) || isZero(unitPrice)) return '0.00';
  return convert(amount, unitPrice, '100', 2);
}

/** The preview's expected profit (15% of the amount) and total expected value (amount plus that profit). */
export function profitPreview(amount: string): { profit: string; total: string } {
  if (!isDecimal(amount)) return { profit: '0.00', total: '0.00' };
  const profit = convert(amount, '100', PREVIEW_PROFIT_PERCENT, 2);
  return { profit, total: sum([round(amount, 2), profit]) };
}
