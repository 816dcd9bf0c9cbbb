import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Money } from './money.js';
import {
  CURRENCY_CODES,
  convertForDisplay,
  currencyDecimals,
  formatMoney,
  isValidRate,
  parseRate,
} from './currency.js';

/** Rates as the server's data holds them (the spec's seed); the domain keeps no table of its own. */
const SPEC_RATES = [
  { code: 'USD', rate: '1' },
  { code: 'GHS', rate: '12.5' },
  { code: 'NGN', rate: '1650' },
  { code: 'XOF', rate: '610' },
  { code: 'XAF', rate: '610' },
  { code: 'GBP', rate: '0.79' },
  { code: 'EUR', rate: '0.92' },
  { code: 'CNY', rate: '7.3' },
  { code: 'JPY', rate: '150' },
  { code: 'KRW', rate: '1350' },
] as const;

describe('the currency list', () => {
  it('holds the ten display currencies with USD first, and their decimals', () => {
    expect(CURRENCY_CODES).toEqual(['USD', 'GHS', 'NGN', 'XOF', 'XAF', 'GBP', 'EUR', 'CNY', 'JPY', 'KRW']);
    expect(CURRENCY_CODES.map(currencyDecimals)).toEqual([2, 2, 2, 2, 2, 2, 2, 2, 0, 0]);
  });
});

describe('parseRate', () => {
  it.each([
    ['0.79', '0.79'],
    [0.79, '0.79'],
    ['012.50', '12.5'],
    [' 1650 ', '1650'],
    ['0.000001', '0.000001'],
    [1350, '1350'],
  ] as const)('reads %j as %s', (given, expected) => {
    expect(parseRate(given)).toEqual({ ok: true, rate: expected });
  });

  it.each([
    [0, 'must be greater than 0'],
    ['0.000', 'must be greater than 0'],
    [-1, 'must be greater than 0'],
    ['-0.5', 'must be greater than 0'],
    [Number.NaN, 'must be a number'],
    [Number.POSITIVE_INFINITY, 'must be a number'],
    ['abc', 'must be a number'],
    ['1e3', 'must be a number'],
    ['', 'must be a number'],
    [null, 'must be a number'],
    [true, 'must be a number'],
    ['0.0000001', 'must have at most 6 decimals'],
    ['1234567890123', 'must have at most 12 digits before the point'],
  ] as const)('refuses %j: %s', (given, reason) => {
    expect(parseRate(given)).toEqual({ ok: false, reason });
  });

  it('agrees with isValidRate', () => {
    expect(isValidRate('0.79')).toBe(true);
    expect(isValidRate('0')).toBe(false);
    expect(isValidRate('0.0000001')).toBe(false);
  });
});

describe('formatMoney', () => {
  it.each([
    ['25000', 'USD', '25,000.00'],
    ['1234567.8', 'GHS', '1,234,567.80'],
    ['0.05', 'USD', '0.05'],
    ['999', 'EUR', '999.00'],
    ['1000.49', 'JPY', '1,000'],
    ['1000.50', 'KRW', '1,001'],
  ] as const)('%s %s reads %s', (amount, currency, expected) => {
    expect(formatMoney(Money.of(amount), currency)).toBe(expected);
  });

  it('prefixes the symbol on request', () => {
    expect(formatMoney(Money.of(12500), 'GHS', { symbol: '₵' })).toBe('₵12,500.00');
    expect(formatMoney(Money.of(610), 'XOF', { symbol: 'CFA' })).toBe('CFA 610.00');
  });

  it('round-trips with parse once the grouping is removed', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 999_999_999_999_999n }), (cents) => {
        const m = Money.fromCents(cents);
        const back = Money.parse(formatMoney(m, 'USD').replaceAll(',', ''));
        expect(back.ok && back.value.cents).toBe(cents);
      }),
    );
  });
});

describe('convertForDisplay', () => {
  it('divides by the source rate and multiplies by the target rate, exactly', () => {
    expect(convertForDisplay(Money.of(1000), 'USD', 'GHS', SPEC_RATES).toString()).toBe('12500.00');
    expect(convertForDisplay(Money.of(1000), 'USD', 'GBP', SPEC_RATES).toString()).toBe('790.00');
    expect(convertForDisplay(Money.of(12500), 'GHS', 'USD', SPEC_RATES).toString()).toBe('1000.00');
    expect(convertForDisplay(Money.of(1), 'GHS', 'NGN', SPEC_RATES).toString()).toBe('132.00');
    expect(convertForDisplay(Money.of('0.01'), 'USD', 'CNY', SPEC_RATES).toString()).toBe('0.07'); // 0.073 → 0.07
    expect(convertForDisplay(Money.of(100), 'EUR', 'GBP', SPEC_RATES).toString()).toBe('85.87'); // 85.869…
  });

  it('uses the table it is given (admin-edited rates)', () => {
    const rates = [
      { code: 'USD', rate: '1' },
      { code: 'GHS', rate: '15.25' },
    ] as const;
    expect(convertForDisplay(Money.of(2), 'USD', 'GHS', rates).toString()).toBe('30.50');
    expect(() => convertForDisplay(Money.of(2), 'USD', 'NGN', rates)).toThrow(RangeError);
  });

  it('never changes the stored amount', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 9_999_999_999n }),
        fc.constantFrom(...CURRENCY_CODES),
        fc.constantFrom(...CURRENCY_CODES),
        (cents, from, to) => {
          const stored = Money.fromCents(cents);
          const shown = convertForDisplay(stored, from, to, SPEC_RATES);
          expect(stored.cents).toBe(cents);
          expect(stored.toString()).toBe(Money.fromCents(cents).toString());
          if (from === to) expect(shown.cents).toBe(cents);
        },
      ),
    );
  });
});
