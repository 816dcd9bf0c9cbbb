import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Money } from './money.js';
import { CURRENCY_CODES, DEFAULT_CURRENCY_RATES, convertForDisplay, formatMoney, isValidRate } from './currency.js';

describe('DEFAULT_CURRENCY_RATES', () => {
  it('holds the spec rates with USD first', () => {
    expect(DEFAULT_CURRENCY_RATES.map((r) => `${r.code}:${r.rate}:${r.symbol}:${r.decimals}`)).toEqual([
      'USD:1:$:2',
      'GHS:12.5:₵:2',
      'NGN:1650:₦:2',
      'XOF:610:CFA:2',
      'XAF:610:FCFA:2',
      'GBP:0.79:£:2',
      'EUR:0.92:€:2',
      'CNY:7.3:¥:2',
      'JPY:150:¥:0',
      'KRW:1350:₩:0',
    ]);
    expect(DEFAULT_CURRENCY_RATES.every((r) => isValidRate(r.rate) && r.flag.length > 0)).toBe(true);
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
    expect(formatMoney(Money.of(12500), 'GHS', { symbol: true })).toBe('₵12,500.00');
    expect(formatMoney(Money.of(610), 'XOF', { symbol: true })).toBe('CFA 610.00');
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
    expect(convertForDisplay(Money.of(1000), 'USD', 'GHS').toString()).toBe('12500.00');
    expect(convertForDisplay(Money.of(1000), 'USD', 'GBP').toString()).toBe('790.00');
    expect(convertForDisplay(Money.of(12500), 'GHS', 'USD').toString()).toBe('1000.00');
    expect(convertForDisplay(Money.of(1), 'GHS', 'NGN').toString()).toBe('132.00');
    expect(convertForDisplay(Money.of('0.01'), 'USD', 'CNY').toString()).toBe('0.07'); // 0.073 → 0.07
    expect(convertForDisplay(Money.of(100), 'EUR', 'GBP').toString()).toBe('85.87'); // 85.869…
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
          const shown = convertForDisplay(stored, from, to);
          expect(stored.cents).toBe(cents);
          expect(stored.toString()).toBe(Money.fromCents(cents).toString());
          if (from === to) expect(shown.cents).toBe(cents);
        },
      ),
    );
  });
});
