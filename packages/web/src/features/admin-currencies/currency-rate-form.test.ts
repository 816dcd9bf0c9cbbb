import { describe, expect, it } from 'vitest';
import { englishIntl } from '../../i18n/testing/english-intl';
import { formatFieldMessage } from '../forms/field-message';
import { currencyRateSchema, formatRate } from './currency-rate-form';

/** The field's message as an English reader sees it. */
const check = (rate: string) =>
  currencyRateSchema.validate({ rate }).then(
    () => null,
    (error: { message: string }) => formatFieldMessage(englishIntl, error.message),
  );

// The server's words (application/src/currencies), which the English catalog keeps.
const RATE_MESSAGES = {
  number: 'must be a number',
  positive: 'must be greater than 0',
  decimals: 'must have at most 6 decimals',
  digits: 'must have at most 12 digits before the point',
};

describe('the rate field', () => {
  it.each(['0.81', '12.5', '1650', '0.000001', ' 7.3 '])('accepts %j', async (rate) => {
    expect(await check(rate)).toBeNull();
  });

  it.each([
    ['0', RATE_MESSAGES.positive],
    ['0.000', RATE_MESSAGES.positive],
    ['-1', RATE_MESSAGES.number],
    ['abc', RATE_MESSAGES.number],
    ['1e3', RATE_MESSAGES.number],
    ['', RATE_MESSAGES.number],
    ['0.0000001', RATE_MESSAGES.decimals],
    ['1234567890123', RATE_MESSAGES.digits],
  ])('refuses %j: %s', async (rate, message) => {
    expect(await check(rate)).toBe(message);
  });
});

describe('a rate on screen', () => {
  it('is written the way the interface language writes numbers, every digit kept', () => {
    expect(formatRate('0.79', 'en')).toBe('0.79');
    expect(formatRate('1650.123456', 'en')).toBe('1,650.123456');
    expect(formatRate('123456789012.5', 'en')).toBe('123,456,789,012.5');
    expect(formatRate('0.5', 'fr')).toBe('0,5');
  });
});
