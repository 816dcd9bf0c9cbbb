import { describe, expect, it } from 'vitest';
import { englishIntl } from '../../i18n/testing/english-intl';
import { formatFieldMessage } from '../forms/field-message';
import type { CurrencyOption } from '../currency/currencies';
import { serverCurrency } from '../currency/testing/server-currencies';
import { schemaMessages } from '../forms/testing/schema-messages';
import {
  EMPTY_INTEREST,
  hasRequiredInterestFields,
  interestAmountInUsd,
  interestFailureToast,
  interestToasts,
  interestPayloadOf,
  interestSchema,
  minimumInterestIn,
  minimumInterestMessage,
  type InterestFormValues,
} from './interest-schema';

const byCode = serverCurrency;
const USD = byCode('USD');
const GHS = byCode('GHS');
const JPY: CurrencyOption = { code: 'JPY', name: 'Japanese Yen', symbol: '¥', flag: '', rate: '150', decimals: 0 };

const good: InterestFormValues = {
  interestAmount: '5000',
  contactPreference: 'email',
  contactInfo: 'ama@example.com',
  message: '',
};

describe('the interest amount, typed in the viewed currency, sent in USD', () => {
  it('converts exactly, rounding half away from zero to the cent', () => {
    expect(interestAmountInUsd('12500', GHS)).toBe('1000.00');
    expect(interestAmountInUsd('790', byCode('GBP'))).toBe('1000.00');
    // 1000 / 0.92 = 1086.956…
    expect(interestAmountInUsd('1000', byCode('EUR'))).toBe('1086.96');
    // 1,650,000.01 naira is 1000.000006… dollars: a float would drift, the cents do not.
    expect(interestAmountInUsd('1650000.01', byCode('NGN'))).toBe('1000.00');
    expect(interestAmountInUsd('100000.05', GHS)).toBe('8000.00');
    expect(interestAmountInUsd(' 2500.5 ', USD)).toBe('2500.50');
    expect(interestAmountInUsd('150000', JPY)).toBe('1000.00');
  });

  it('states the 1,000 USD minimum in the viewed currency', () => {
    expect(minimumInterestIn(USD)).toBe('1000.00');
    expect(minimumInterestIn(GHS)).toBe('12500.00');
    expect(minimumInterestIn(JPY)).toBe('150000');
    expect(formatFieldMessage(englishIntl, minimumInterestMessage(GHS))).toBe('The minimum interest is ₵12,500.00');
    expect(formatFieldMessage(englishIntl, minimumInterestMessage(USD))).toBe('The minimum interest is $1,000.00');
    expect(formatFieldMessage(englishIntl, minimumInterestMessage(GHS, 'fr'))).toMatch(
      /^The minimum interest is 12\s500,00\s₵$/,
    );
  });
});

describe('the interest form (investor spec §5)', () => {
  const messages = (values: object, currency = USD) => schemaMessages(interestSchema(currency), values);

  it('accepts a complete interest and leaves presence to the Missing Information toast', async () => {
    expect(await messages(good)).toEqual({});
    expect(await messages(EMPTY_INTEREST)).toEqual({});
    expect(hasRequiredInterestFields(EMPTY_INTEREST)).toBe(false);
    expect(hasRequiredInterestFields({ ...good, contactInfo: '   ' })).toBe(false);
    expect(hasRequiredInterestFields(good)).toBe(true);
  });

  it('wants at least 1,000 USD, judged after the conversion', async () => {
    expect(await messages({ ...good, interestAmount: '999.99' })).toEqual({
      interestAmount: 'The minimum interest is $1,000.00',
    });
    expect(await messages({ ...good, interestAmount: '12499.90' }, GHS)).toEqual({
      interestAmount: 'The minimum interest is ₵12,500.00',
    });
    // 12,499.95 cedis is 999.996 dollars: the cent it rounds to is the 1,000 the server accepts.
    expect(await messages({ ...good, interestAmount: '12499.95' }, GHS)).toEqual({});
    expect(await messages({ ...good, interestAmount: '12500' }, GHS)).toEqual({});
  });

  it('wants a plain amount with at most 2 decimals, small enough to store', async () => {
    for (const interestAmount of ['1e4', '-5000', '5000.123', 'abc']) {
      expect(await messages({ ...good, interestAmount })).toEqual({
        interestAmount: 'Enter an amount such as 5000, with at most 2 decimals',
      });
    }
    expect(await messages({ ...good, interestAmount: '99999999999999' })).toEqual({
      interestAmount: 'The amount is too large',
    });
  });

  it('checks the contact against the chosen method, with the server’s messages', async () => {
    expect(await messages({ ...good, contactInfo: 'not-an-email' })).toEqual({
      contactInfo: 'Please enter a valid email address',
    });
    expect(await messages({ ...good, contactPreference: 'whatsapp', contactInfo: 'ama@example.com' })).toEqual({
      contactInfo: 'Please enter a valid phone number',
    });
    expect(await messages({ ...good, contactPreference: 'phone', contactInfo: '+233 24 123 4567' })).toEqual({});
  });

  it('keeps the message to 500 characters', async () => {
    expect(await messages({ ...good, message: 'x'.repeat(500) })).toEqual({});
    expect(await messages({ ...good, message: 'x'.repeat(501) })).toEqual({
      message: 'Message must be at most 500 characters',
    });
  });

  it('sends the USD amount, the viewed currency and trimmed text, without an empty message', () => {
    expect(
      interestPayloadOf({ ...good, interestAmount: '25000', contactInfo: ' ama@example.com ', message: '  ' }, GHS),
    ).toEqual({
      interestAmount: '2000.00',
      currency: 'GHS',
      contactPreference: 'email',
      contactInfo: 'ama@example.com',
    });
    expect(interestPayloadOf({ ...good, message: ' Two units please ' }, USD).message).toBe('Two units please');
  });
});

describe('the card dialog’s failure toast', () => {
  it('shows the server’s message for a refusal (409, 429) and the spec’s retry text otherwise', () => {
    const open =
      'You already have an open application for this project (application 7, pending). Withdraw it first, or wait until it is decided.';
    expect(
      interestFailureToast(
        { status: 409, code: 'APPLICATION.ALREADY_OPEN', message: open, network: false },
        englishIntl,
      ),
    ).toEqual({
      title: 'Error',
      description: open,
    });
    expect(
      interestFailureToast(
        {
          status: 429,
          code: 'ACCOUNTS.RATE_LIMITED',
          message: 'Too many attempts. Try again in 10 minutes.',
          network: false,
        },
        englishIntl,
      ),
    ).toEqual({ title: 'Error', description: 'Too many attempts. Try again in 10 minutes.' });
    expect(interestFailureToast({ status: 500, message: 'Something went wrong', network: false }, englishIntl)).toEqual(
      interestToasts(englishIntl).failed,
    );
    expect(interestFailureToast({ network: true }, englishIntl)).toEqual(interestToasts(englishIntl).failed);
    expect(interestFailureToast({ status: 401, code: 'AUTH.UNAUTHENTICATED', network: false }, englishIntl)).toEqual(
      interestToasts(englishIntl).signInRequired,
    );
  });
});
