import { object, string } from 'yup';
import type { IntlShape } from 'react-intl';
import type { ContactPreference } from '../../graphql/generated';
import { isRateLimited, isUnauthenticated, type ApiFailure } from '../../lib/api-error';
import { compare } from '../../lib/decimal';
import { US_DOLLAR as USD, type CurrencyOption } from '../currency/currencies';
import { convertMoney, formatMoney, moneyLocale } from '../currency/format-money';
import { fieldMessage } from '../forms/field-message';

/**
 * The interest form of the project cards and the project page (investor spec §5 and §9): an amount of at least
 * 1,000 USD typed in the currency being viewed (step 100), a contact method and the matching contact, and an
 * optional message of at most 500 characters. The server checks the same rules again, with the same messages.
 */
export const MIN_INTEREST_USD = '1000.00';
export const INTEREST_STEP = 100;
export const INTEREST_MESSAGE_MAX = 500;

/** The contact methods, in the order offered; their labels are `investing.interest.contact.<value>`. */
const CONTACT_PREFERENCES: readonly ContactPreference[] = ['email', 'phone', 'whatsapp'];

type Words = Pick<IntlShape, 'formatMessage'>;

export const contactOptions = (intl: Words): { value: ContactPreference; label: string }[] =>
  CONTACT_PREFERENCES.map((value) => ({
    value,
    label: intl.formatMessage({ id: `investing.interest.contact.${value}` }),
  }));

export interface InterestFormValues {
  interestAmount: string;
  contactPreference: ContactPreference;
  contactInfo: string;
  message: string;
}

export const EMPTY_INTEREST: InterestFormValues = {
  interestAmount: '',
  contactPreference: 'email',
  contactInfo: '',
  message: '',
};

export interface InterestToast {
  readonly title: string;
  readonly description: string;
}

/** Investor spec §8, the card's toasts (the project page words its own, see project-detail), in the interface language. */
export function interestToasts(intl: Words) {
  const toast = (name: string): InterestToast => ({
    title: intl.formatMessage({ id: `investing.toast.${name}Title` }),
    description: intl.formatMessage({ id: `investing.toast.${name}` }),
  });
  return {
    signInRequired: toast('signIn'),
    missing: toast('missing'),
    submitted: toast('submitted'),
    failed: toast('failed'),
  } as const;
}

/**
 * The card's failure toast: the spec's 'Please try again' for a failure trying again may fix, but the server's
 * own message for a refusal it decided (a 409 such as an application already open for the project, or a 429
 * saying how long to wait), where trying again at once cannot help.
 */
export function interestFailureToast(failure: ApiFailure, intl: Words): InterestToast {
  const toasts = interestToasts(intl);
  if (isUnauthenticated(failure)) return toasts.signInRequired;
  if (failure.message && (failure.status === 409 || isRateLimited(failure))) {
    return { title: toasts.failed.title, description: failure.message };
  }
  return toasts.failed;
}

const AMOUNT = /^\d+(\.\d{1,2})?$/;
// The server's patterns (interest-input.schemas.ts), so a contact it would refuse is caught before sending.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9 ()-]{7,20}$/;
/** numeric(15,2) on the server: at most 13 digits before the point. */
const MAX_INTEGER_DIGITS = 13;

/** Catalog ids of the `investing` area (docs/i18n.md, "Validation messages"). */
const INTEREST_MESSAGES = {
  amountFormat: 'investing.validation.amountFormat',
  tooLarge: 'investing.validation.tooLarge',
  email: 'investing.validation.email',
  phone: 'investing.validation.phone',
  messageMax: fieldMessage('investing.validation.messageMax', { max: INTEREST_MESSAGE_MAX }),
} as const;

/**
 * An amount typed in `viewing` as the exact USD decimal the server stores (`interestAmount`): divided by the
 * currency's rate in integer arithmetic and rounded half away from zero to the cent, never through a float.
 */
export const interestAmountInUsd = (typed: string, viewing: CurrencyOption): string =>
  convertMoney(typed.trim(), viewing, USD);

/** The 1,000 USD minimum expressed in `viewing` (the input's min and its hint). */
export const minimumInterestIn = (viewing: CurrencyOption): string => convertMoney(MIN_INTEREST_USD, USD, viewing);

/** 'The minimum interest is ₵12,500.00' in the currency being viewed, written in `locale` (a catalog id and values). */
export const minimumInterestMessage = (viewing: CurrencyOption, locale?: string): string =>
  fieldMessage('investing.validation.minimumInterest', {
    amount: formatMoney(minimumInterestIn(viewing), viewing, locale && moneyLocale(locale)),
  });

/** Whether every field the spec requires is filled (amount, contact method, contact info after trimming). */
export const hasRequiredInterestFields = (values: InterestFormValues): boolean =>
  !!values.interestAmount.trim() && !!values.contactPreference && !!values.contactInfo.trim();

/**
 * The form's checks of what was typed. Presence is not among them: a missing field is the 'Missing Information'
 * toast of spec §5, raised on submit, and the submit button stays disabled while a field is empty.
 */
export function interestSchema(viewing: CurrencyOption, locale?: string) {
  return object({
    interestAmount: string()
      .trim()
      .default('')
      .test('format', INTEREST_MESSAGES.amountFormat, (v) => !v || AMOUNT.test(v))
      .test('size', INTEREST_MESSAGES.tooLarge, (v) => {
        if (!v || !AMOUNT.test(v)) return true;
        return (
          interestAmountInUsd(v, viewing)
            .split('.')[0]!
            .replace(/^0+(?=\d)/, '').length <= MAX_INTEGER_DIGITS
        );
      })
      .test(
        'minimum',
        minimumInterestMessage(viewing, locale),
        (v) => !v || !AMOUNT.test(v) || compare(interestAmountInUsd(v, viewing), MIN_INTEREST_USD) >= 0,
      ),
    contactPreference: string().oneOf(CONTACT_PREFERENCES),
    contactInfo: string()
      .trim()
      .default('')
      .when('contactPreference', ([preference], schema) =>
        preference === 'email'
          ? schema.test('email', INTEREST_MESSAGES.email, (v) => !v || EMAIL.test(v))
          : schema.test('phone', INTEREST_MESSAGES.phone, (v) => !v || PHONE.test(v)),
      ),
    message: string().max(INTEREST_MESSAGE_MAX, INTEREST_MESSAGES.messageMax),
  });
}

export interface InterestPayload {
  interestAmount: string;
  currency: string;
  contactPreference: ContactPreference;
  contactInfo: string;
  message?: string;
}

/** The form's values as the mutation's fields: the amount in USD, the viewed currency named, text trimmed. */
export function interestPayloadOf(values: InterestFormValues, viewing: CurrencyOption): InterestPayload {
  const message = values.message.trim();
  return {
    interestAmount: interestAmountInUsd(values.interestAmount, viewing),
    currency: viewing.code,
    contactPreference: values.contactPreference,
    contactInfo: values.contactInfo.trim(),
    ...(message ? { message } : {}),
  };
}
