import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Money, MONEY_MAX_CENTS } from './money.js';
import { MONEY_MAX_TEXT, MoneyTotal } from './money-total.js';

const MAX = Money.fromCents(MONEY_MAX_CENTS);

describe('MoneyTotal', () => {
  it('adds stored amounts past numeric(15,2), where Money refuses', () => {
    expect(() => Money.sum([MAX, Money.of('1.00')])).toThrow(RangeError);
    const total = MoneyTotal.sum([MAX, MAX, Money.of('0.02')]);
    expect(total.toString()).toBe('20000000000000.00');
    expect(total.fitsMoney()).toBe(false);
    expect(MoneyTotal.of(MAX).fitsMoney()).toBe(true);
    expect(MoneyTotal.of(MAX).add(Money.of('0.01')).fitsMoney()).toBe(false);
    expect(JSON.stringify({ total })).toBe('{"total":"20000000000000.00"}');
  });

  it('compares with Money and with other totals', () => {
    const total = MoneyTotal.sum([Money.of('10.00'), Money.of('5.50')]);
    expect(total.compare(Money.of('15.50'))).toBe(0);
    expect(total.equals(MoneyTotal.ofStored('15.5'))).toBe(true);
    expect(total.compare(MoneyTotal.ofStored('100000000000000000000.00'))).toBe(-1);
    expect(MoneyTotal.ZERO.isZero() && !total.isZero()).toBe(true);
  });

  it("reads the database's sums of any size, and nothing else", () => {
    expect(MoneyTotal.ofStored('0').toString()).toBe('0.00');
    expect(MoneyTotal.ofStored('12.5').cents).toBe(1250n);
    expect(MoneyTotal.ofStored('123456789012345678901234.56').toString()).toBe('123456789012345678901234.56');
    for (const bad of ['', '-1.00', '1.234', '1e3', ' 1.00', 'abc', '.5']) {
      expect(() => MoneyTotal.ofStored(bad), bad).toThrow(RangeError);
    }
    expect(() => MoneyTotal.fromCents(-1n)).toThrow(RangeError);
  });

  it('reads back every sum it writes, short ones through the fast path and longer ones through the general one', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 20n }), (cents) => {
        expect(MoneyTotal.ofStored(MoneyTotal.fromCents(cents).toString()).cents).toBe(cents);
      }),
    );
  });

  it('is written as Money is, for every value both hold', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: MONEY_MAX_CENTS }), (cents) => {
        expect(MoneyTotal.fromCents(cents).toString()).toBe(Money.fromCents(cents).toString());
      }),
    );
  });

  it('states the bound as refusals do', () => {
    expect(MONEY_MAX_TEXT).toBe('9,999,999,999,999.99');
  });
});
