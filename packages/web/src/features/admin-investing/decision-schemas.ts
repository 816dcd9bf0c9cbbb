import { object, string } from 'yup';
import { compare } from '../../lib/decimal';

/**
 * The admin's forms: the optional reason of a rejection or a cancellation, and Mark as Sold's two amounts. The
 * server checks the same rules again; these say it before the call, in words an admin can act on.
 */
export const REASON_MAX = 1000;

export const DECISION_MESSAGES = {
  reasonTooLong: `The reason must be at most ${REASON_MAX} characters`,
  soldPriceRequired: 'Sold price is required',
  soldPricePositive: 'Sold price must be greater than 0',
  profitRequired: 'Profit generated is required (enter 0 if there was none)',
  profitNotNegative: 'Profit generated cannot be negative',
  amountFormat: 'Enter an amount in US dollars, e.g. 250000 or 250000.50',
  decimals: 'Use at most 2 decimals (cents)',
  tooLarge: 'This amount is too large (at most 13 digits before the point)',
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
  profitGenerated: string;
}

export const EMPTY_SALE: MarkSoldFormValues = { soldPrice: '', profitGenerated: '' };

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

/** Rules §3: a sale needs a price above zero and the profit it made, zero or more. */
export const markSoldSchema = object({
  soldPrice: usdAmount(DECISION_MESSAGES.soldPriceRequired, {
    zeroAllowed: false,
    message: DECISION_MESSAGES.soldPricePositive,
  }),
  profitGenerated: usdAmount(DECISION_MESSAGES.profitRequired, {
    zeroAllowed: true,
    message: DECISION_MESSAGES.profitNotNegative,
  }),
});

/** The amounts as the mutation sends them: the exact decimals typed. */
export const saleOf = (values: MarkSoldFormValues) => ({
  soldPrice: values.soldPrice.trim(),
  profitGenerated: values.profitGenerated.trim(),
});
