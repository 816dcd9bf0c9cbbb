import { object, string } from 'yup';
import { compare, isDecimal, sum } from '../../lib/decimal';
import { fieldMessage } from '../forms/field-message';

/**
 * The admin's forms: the optional reason of a rejection or a cancellation, and Mark as Sold's two amounts (the
 * sold price and the selling costs; the profit is derived from them, issue 19 item 6). The
 * server checks the same rules again; these say it before the call, in words an admin can act on.
 */
export const REASON_MAX = 1000;

/**
 * The messages are catalog ids (docs/i18n.md "Validation messages"): the reason's in the `adminInvesting` area,
 * Mark as Sold's in `adminCatalog`, the area its dialog (the Units tab's) is drawn in.
 */
export const DECISION_MESSAGES = {
  reasonTooLong: fieldMessage('adminInvesting.validation.reasonTooLong', { max: REASON_MAX }),
  soldPriceRequired: fieldMessage('adminCatalog.saleValidation.soldPriceRequired'),
  soldPricePositive: fieldMessage('adminCatalog.saleValidation.soldPricePositive'),
  costsRequired: fieldMessage('adminCatalog.saleValidation.costsRequired'),
  costsNotNegative: fieldMessage('adminCatalog.saleValidation.costsNotNegative'),
  costsAbovePrice: fieldMessage('adminCatalog.saleValidation.costsAbovePrice'),
  amountFormat: fieldMessage('adminCatalog.saleValidation.amountFormat'),
  decimals: fieldMessage('adminCatalog.saleValidation.decimals'),
  tooLarge: fieldMessage('adminCatalog.saleValidation.tooLarge'),
} as const;

export interface ReasonFormValues {
  reason: string;
}

export const EMPTY_REASON: ReasonFormValues = { reason: '' };

export const reasonSchema = object({
  reason: string().trim().default('').max(REASON_MAX, DECISION_MESSAGES.reasonTooLong),
});

/** What the mutation sends: the reason as typed, or nothing, so the server writes its standard reason. */
export const reasonOf = (values: ReasonFormValues): string | null => values.reason.trim() || null;

export interface MarkSoldFormValues {
  soldPrice: string;
  sellingCosts: string;
}

export const EMPTY_SALE: MarkSoldFormValues = { soldPrice: '', sellingCosts: '0' };

const SIGNED_AMOUNT = /^-?\d+(\.\d+)?$/;
/** numeric(15,2): at most 13 digits before the point. */
const MAX_INTEGER_DIGITS = 13;

const wellFormed = (v: string | undefined): v is string => !!v && SIGNED_AMOUNT.test(v);

/** A USD amount typed as text (never through a float), judged exactly: above zero, or zero and above. */
const usdAmount = (required: string, sign: { zeroAllowed: boolean; message: string }) =>
  string()
    .trim()
    .default('')
    .required(required)
    .matches(SIGNED_AMOUNT, DECISION_MESSAGES.amountFormat)
    .test('sign', sign.message, (v) => !wellFormed(v) || compare(v, '0') > (sign.zeroAllowed ? -1 : 0))
    .test('decimals', DECISION_MESSAGES.decimals, (v) => !wellFormed(v) || (v.split('.')[1] ?? '').length <= 2)
    .test(
      'size',
      DECISION_MESSAGES.tooLarge,
      (v) =>
        !wellFormed(v) ||
        v
          .replace(/^-/, '')
          .split('.')[0]!
          .replace(/^0+(?=\d)/, '').length <= MAX_INTEGER_DIGITS,
    );

/**
 * Rules §3 and issue 19 item 6: a sale needs a price above zero and the selling costs, zero or more and at most
 * the sold price (a larger cost would take investors below zero). The profit is not typed: it is derived.
 */
export const markSoldSchema = object({
  soldPrice: usdAmount(DECISION_MESSAGES.soldPriceRequired, {
    zeroAllowed: false,
    message: DECISION_MESSAGES.soldPricePositive,
  }),
  sellingCosts: usdAmount(DECISION_MESSAGES.costsRequired, {
    zeroAllowed: true,
    message: DECISION_MESSAGES.costsNotNegative,
  }).test('at most the price', DECISION_MESSAGES.costsAbovePrice, function (v) {
    const parent = this.parent as Partial<MarkSoldFormValues>;
    const price = (parent.soldPrice ?? '').trim();
    return !wellFormed(v) || !wellFormed(price) || compare(v, price) <= 0;
  }),
});

/** The amounts as the calls send them: the exact decimals typed. */
export const saleOf = (values: MarkSoldFormValues) => ({
  soldPrice: values.soldPrice.trim(),
  sellingCosts: values.sellingCosts.trim(),
});

/**
 * The profit the server will derive (sold price − the unit's price − selling costs), exactly, for the live
 * preview as the admin types; null while a figure is not a number. Negative is a loss. The server's preview
 * and the sale compute it again: this only shows it sooner.
 */
export function derivedProfit(unitPrice: string, values: MarkSoldFormValues): string | null {
  const sold = values.soldPrice.trim();
  const costs = values.sellingCosts.trim() || '0';
  if (!isDecimal(sold) || !isDecimal(costs) || !isDecimal(unitPrice)) return null;
  return sum([sold, negate(unitPrice), negate(costs)]);
}

const negate = (v: string): string => (v.trim().startsWith('-') ? v.trim().slice(1) : `-${v.trim()}`);
