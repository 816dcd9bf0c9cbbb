import { describe, expect, it } from 'vitest';
import { Money } from './money.js';
import { Percentage, ownershipPercentage } from './percentage.js';

describe('Percentage', () => {
  it('parses numeric(5,2) values and refuses the rest', () => {
    expect(Percentage.of('18.5').toString()).toBe('18.50');
    expect(Percentage.of(999.99).hundredths).toBe(99_999n);
    const codes = ['1000', '-1', '1.234', '1e2', 'x'].map((i) => {
      const r = Percentage.parse(i);
      return r.ok ? 'ok' : r.error.code;
    });
    expect(codes).toEqual([
      'PERCENTAGE.TOO_LARGE',
      'PERCENTAGE.NEGATIVE',
      'PERCENTAGE.TOO_MANY_DECIMALS',
      'PERCENTAGE.EXPONENT_NOTATION',
      'PERCENTAGE.NOT_A_NUMBER',
    ]);
    expect(Percentage.of('12.25').toNumber()).toBe(12.25);
    expect(JSON.stringify(Percentage.of(7))).toBe('"7.00"');
  });
});

describe('ownershipPercentage', () => {
  it.each([
    ['25000', '100000', '25.00'],
    ['10000', '30000', '33.33'],
    ['20000', '30000', '66.67'],
    ['1', '200000', '0.00'], // 0.0005 % rounds half-up to 0.00
    ['1', '100000', '0.00'],
    ['5', '1000000', '0.00'],
    ['50', '1000000', '0.01'], // exactly 0.005 % rounds up
    ['100000', '100000', '100.00'],
  ])('%s of %s is %s %%', (amount, price, expected) => {
    expect(ownershipPercentage(Money.of(amount), Money.of(price)).toString()).toBe(expected);
  });

  it('refuses a unit priced at zero', () => {
    expect(() => ownershipPercentage(Money.of(1), Money.ZERO)).toThrow(RangeError);
  });
});
