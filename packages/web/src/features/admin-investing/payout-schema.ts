import type { IntlShape } from 'react-intl';
import { object, string } from 'yup';
import type { PayoutMethod } from '../../graphql/generated';
import { compare } from '../../lib/decimal';
import { fieldMessage } from '../forms/field-message';

/**
 * Record Payout (issue 19, item 5): the same rules as the server's (RecordPayout's zod input and the domain's
 * checkPayout), said before the call: an amount above zero and at most the value returned, a method, the
 * transfer's reference (1-100 characters), and the day it was paid, between the sale and today in Accra.
 */
const PAYOUT_METHODS: readonly PayoutMethod[] = ['bank_transfer', 'mobile_money', 'cheque'];

/** The method select's options, named in the interface language. */
export const payoutMethodOptions = (intl: IntlShape) =>
  PAYOUT_METHODS.map((value) => ({
    value,
    label: intl.formatMessage({ id: `adminInvesting.payout.methodOption.${value}` }),
  }));

export const PAYOUT_REFERENCE_MAX = 100;

/** Catalog ids of the `adminInvesting` area (docs/i18n.md, "Validation messages"), with the values they need. */
const message = (name: string, values?: Record<string, string | number>) =>
  fieldMessage(`adminInvesting.validation.${name}`, values);
export const PAYOUT_MESSAGES = {
  amountRequired: message('amountRequired'),
  amountFormat: message('amountFormat'),
  amountPositive: message('amountPositive'),
  decimals: message('decimals'),
  amountTooHigh: (valueReturned: string) => message('amountTooHigh', { value: valueReturned }),
  methodRequired: message('methodRequired'),
  referenceRequired: message('referenceRequired'),
  referenceTooLong: message('referenceTooLong', { max: PAYOUT_REFERENCE_MAX }),
  dateRequired: message('dateRequired'),
  dateFormat: message('dateFormat'),
  dateFuture: message('dateFuture'),
  dateBeforeSale: (soldOn: string) => message('dateBeforeSale', { soldOn }),
} as const;

export interface PayoutFormValues {
  amount: string;
  method: PayoutMethod | '';
  reference: string;
  paidOn: string;
}

const AMOUNT = /^\d+(\.\d+)?$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (v: string) => DAY.test(v) && new Date(`${v}T00:00:00Z`).toISOString().slice(0, 10) === v;

/** Accra keeps GMT all year: its calendar day is the UTC one. */
export const accraToday = (now: Date = new Date()): string => now.toISOString().slice(0, 10);

export interface PayoutLimits {
  /** USD: the position's amount + profit share. */
  valueReturned: string;
  /** The sale's day in Accra (YYYY-MM-DD); null when it is not known. */
  soldOn: string | null;
  /** Today in Accra (YYYY-MM-DD). */
  today: string;
}

export const payoutSchema = ({ valueReturned, soldOn, today }: PayoutLimits) =>
  object({
    amount: string()
      .trim()
      .default('')
      .required(PAYOUT_MESSAGES.amountRequired)
      .matches(AMOUNT, PAYOUT_MESSAGES.amountFormat)
      .test('decimals', PAYOUT_MESSAGES.decimals, (v) => !v || !AMOUNT.test(v) || (v.split('.')[1] ?? '').length <= 2)
      .test('positive', PAYOUT_MESSAGES.amountPositive, (v) => !v || !AMOUNT.test(v) || compare(v, '0') > 0)
      .test(
        'value-returned',
        PAYOUT_MESSAGES.amountTooHigh(valueReturned),
        (v) => !v || !AMOUNT.test(v) || compare(v, valueReturned) <= 0,
      ),
    method: string().oneOf(PAYOUT_METHODS, PAYOUT_MESSAGES.methodRequired).required(PAYOUT_MESSAGES.methodRequired),
    reference: string()
      .trim()
      .default('')
      .required(PAYOUT_MESSAGES.referenceRequired)
      .max(PAYOUT_REFERENCE_MAX, PAYOUT_MESSAGES.referenceTooLong),
    paidOn: string()
      .default('')
      .required(PAYOUT_MESSAGES.dateRequired)
      .test('day', PAYOUT_MESSAGES.dateFormat, (v) => !v || isDay(v))
      .test('not-future', PAYOUT_MESSAGES.dateFuture, (v) => !v || !isDay(v) || v <= today)
      .test(
        'after-sale',
        soldOn ? PAYOUT_MESSAGES.dateBeforeSale(soldOn) : '',
        (v) => !soldOn || !v || !isDay(v) || v >= soldOn,
      ),
  });

/** What the mutation sends: the exact decimals typed, the reference trimmed. */
export const payoutOf = (investmentId: number, values: PayoutFormValues) => ({
  investmentId,
  amount: values.amount.trim(),
  method: values.method as PayoutMethod,
  reference: values.reference.trim(),
  paidOn: values.paidOn,
});
