import type { UnitStatus } from '../../graphql/generated';
import { compare, convert, isDecimal, isZero, round, sum } from '../../lib/decimal';
import { US_DOLLAR as USD } from '../currency/currencies';
import { formatMoney } from '../currency/format-money';
import { fieldMessage } from '../forms/field-message';

/**
 * The project page's direct investment (investor spec §5 and §9). Amounts are US dollars, as the server
 * stores them; everything here is exact decimal arithmetic on strings. Messages name amounts through a
 * `MoneyText` the screen passes in (the page's display currency, the dollars beside it), so a message reads
 * like the rest of the page.
 */

const AMOUNT = /^\d+(\.\d{1,2})?$/;

/** Writes a US-dollar amount for a message. */
export type MoneyText = (usd: string) => string;

const dollars: MoneyText = (usd) => formatMoney(usd, USD);

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

/**
 * What the unit still needs, as the page knows it: totalInvestmentNeeded − currentInvestment (confirmed funding),
 * never below zero. Reservations not yet paid are not in `currentInvestment`, so the server may find less room;
 * its refusal then says how much remains, and the dialog takes that figure as the new bound.
 */
export function unitRemaining(unit: { totalInvestmentNeeded: string; currentInvestment: string }): string {
  const left = sum([round(unit.totalInvestmentNeeded, 2), `-${round(unit.currentInvestment, 2)}`]);
  return compare(left, '0') > 0 ? left : '0.00';
}

/** The amounts a direct investment in one unit must stay between (US dollars). */
export interface DirectBounds {
  /** The larger of the project's and the unit's minimum. */
  readonly minimum: string;
  /** What the unit can still take. */
  readonly remaining: string;
}

/**
 * The amount's messages, catalog ids of the `investing` area with their values (docs/i18n.md, "Validation messages"):
 * the field draws them in the interface language; `formatFieldMessage` does so for a toast.
 */
const DIRECT_AMOUNT_MESSAGES = {
  format: fieldMessage('investing.amount.format'),
  minimum: (minimum: string, money: MoneyText) => fieldMessage('investing.amount.minimum', { minimum: money(minimum) }),
  remaining: (remaining: string, unitNumber: string, money: MoneyText) =>
    fieldMessage('investing.amount.remaining', { remaining: money(remaining), unit: unitNumber }),
  closed: (remaining: string, minimum: string, unitNumber: string, money: MoneyText) =>
    fieldMessage('investing.amount.closed', { remaining: money(remaining), minimum: money(minimum), unit: unitNumber }),
} as const;

export type DirectAmountCheck =
  | { readonly ok: true; readonly amount: string }
  | {
      readonly ok: false;
      readonly reason: 'empty' | 'format' | 'below' | 'above' | 'closed';
      readonly message: string | null;
    };

/** No amount fits: what is left is below the minimum (the server checks the minimum first). */
const isClosedToInvesting = (bounds: DirectBounds): boolean => compare(bounds.remaining, bounds.minimum) < 0;

/**
 * Whether `typed` may be invested in unit `unitNumber`: empty (nothing said, the button stays disabled), not an
 * amount, below the minimum, above what is left, no amount possible at all, or the amount to send, to the cent.
 */
export function checkDirectAmount(
  typed: string,
  bounds: DirectBounds,
  unitNumber: string,
  money: MoneyText = dollars,
): DirectAmountCheck {
  if (isClosedToInvesting(bounds)) {
    return {
      ok: false,
      reason: 'closed',
      message: DIRECT_AMOUNT_MESSAGES.closed(bounds.remaining, bounds.minimum, unitNumber, money),
    };
  }
  const value = typed.trim();
  if (!value) return { ok: false, reason: 'empty', message: null };
  if (!AMOUNT.test(value)) return { ok: false, reason: 'format', message: DIRECT_AMOUNT_MESSAGES.format };
  if (compare(value, bounds.minimum) < 0) {
    return { ok: false, reason: 'below', message: DIRECT_AMOUNT_MESSAGES.minimum(bounds.minimum, money) };
  }
  if (compare(value, bounds.remaining) > 0) {
    return {
      ok: false,
      reason: 'above',
      message: DIRECT_AMOUNT_MESSAGES.remaining(bounds.remaining, unitNumber, money),
    };
  }
  return { ok: true, amount: round(value, 2) };
}

/**
 * ownershipPercentage = amount / unit price × 100, to 2 decimals ('0.00' for a unit without a price), and never
 * above 100.00: no share of a unit is more than the unit.
 */
export function ownershipPreview(amount: string, unitPrice: string): string {
  if (!isDecimal(amount) || !isDecimal(unitPrice) || isZero(unitPrice)) return '0.00';
  const share = convert(amount, unitPrice, '100', 2);
  return compare(share, '100') > 0 ? '100.00' : share;
}

/** The preview's expected profit (15% of the amount) and total expected value (amount plus that profit). */
export function profitPreview(amount: string): { profit: string; total: string } {
  if (!isDecimal(amount)) return { profit: '0.00', total: '0.00' };
  const profit = convert(amount, '100', PREVIEW_PROFIT_PERCENT, 2);
  return { profit, total: sum([round(amount, 2), profit]) };
}
