import { describe, expect, it } from 'vitest';
import {
  homeCurrencyInputOf,
  homeCurrencySchema,
  initialReturnsCurrency,
  NO_HOME_CURRENCY,
  toneOf,
} from './returns-rules';

describe('the home currency choice', () => {
  const schema = homeCurrencySchema(['USD', 'GHS', 'GBP'], 'Choose one of the listed currencies.');

  it('accepts a listed code or "not set", and refuses anything else with the message given', async () => {
    expect(await schema.isValid({ homeCurrency: 'GBP' })).toBe(true);
    expect(await schema.isValid({ homeCurrency: NO_HOME_CURRENCY })).toBe(true);
    await expect(schema.validate({ homeCurrency: 'CHF' })).rejects.toThrow('Choose one of the listed currencies.');
    expect(await schema.isValid({ homeCurrency: 'gbp' })).toBe(false);
  });

  it('sends null for "not set" and the code otherwise', () => {
    expect(homeCurrencyInputOf({ homeCurrency: NO_HOME_CURRENCY })).toBeNull();
    expect(homeCurrencyInputOf({ homeCurrency: 'EUR' })).toBe('EUR');
  });
});

describe('the returns panel', () => {
  it('opens on the home currency, else the cedi, else the first shown', () => {
    expect(initialReturnsCurrency(['USD', 'GHS', 'GBP'], 'GBP')).toBe('GBP');
    expect(initialReturnsCurrency(['USD', 'GHS'], null)).toBe('GHS');
    expect(initialReturnsCurrency(['USD', 'GHS'], 'USD')).toBe('USD');
    expect(initialReturnsCurrency(['USD'], null)).toBe('USD');
  });

  it('reads a sign as a gain, a loss or neither', () => {
    expect(toneOf('118.50')).toBe('gain');
    expect(toneOf('-57.50')).toBe('loss');
    expect(toneOf('0.00')).toBe('none');
    expect(toneOf('-0.00')).toBe('none');
    expect(toneOf('n/a')).toBe('none');
  });
});
