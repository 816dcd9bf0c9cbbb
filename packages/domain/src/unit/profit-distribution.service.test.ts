import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Money } from '../money/money.js';
import { distributeProfit, saleValueFits } from './profit-distribution.service.js';

describe('distributeProfit', () => {
  it('pays each investor profit × amount / price and leaves the unfunded part to the developer', () => {
    const d = distributeProfit({
      price: Money.of(100_000),
      profitGenerated: Money.of(30_000),
      investments: [
        { id: 2, amount: Money.of(25_000) },
        { id: 1, amount: Money.of(50_000) },
      ],
    });
    expect(d.shares.map((s) => [s.investmentId, s.profitShare.toString(), s.currentValue.toString()])).toEqual([
      [1, '15000.00', '65000.00'],
      [2, '7500.00', '32500.00'],
    ]);
    expect(d.distributedTotal.toString()).toBe('22500.00');
    expect(d.developerShare.toString()).toBe('7500.00');
  });

  it('rounds the total once and gives the leftover cents to the largest remainders', () => {
    // Three equal thirds of 100.00: 33.333… each; the total 100.00 is kept exactly.
    const d = distributeProfit({
      price: Money.of(300),
      profitGenerated: Money.of(100),
      investments: [1, 2, 3].map((id) => ({ id, amount: Money.of(100) })),
    });
    expect(d.shares.map((s) => s.profitShare.toString())).toEqual(['33.34', '33.33', '33.33']);
    expect(d.distributedTotal.toString()).toBe('100.00');
    expect(d.developerShare.toString()).toBe('0.00');
  });

  it('refuses impossible inputs', () => {
    expect(() => distributeProfit({ price: Money.ZERO, profitGenerated: Money.of(1), investments: [] })).toThrow(
      RangeError,
    );
    expect(() =>
      distributeProfit({
        price: Money.of(10),
        profitGenerated: Money.of(1),
        investments: [{ id: 1, amount: Money.of(11) }],
      }),
    ).toThrow(RangeError);
    expect(() =>
      distributeProfit({
        price: Money.of(10),
        profitGenerated: Money.of(1),
        investments: [
          { id: 1, amount: Money.of(1) },
          { id: 1, amount: Money.of(2) },
        ],
      }),
    ).toThrow(RangeError);
  });

  const sale = fc
    .record({
      price: fc.bigInt({ min: 1n, max: 100_000_000_00n }),
      profit: fc.bigInt({ min: 0n, max: 50_000_000_00n }),
      parts: fc.array(fc.bigInt({ min: 1n, max: 1_000_000n }), { minLength: 0, maxLength: 15 }),
      fill: fc.integer({ min: 1, max: 100 }),
    })
    .map(({ price, profit, parts, fill }) => {
      // Scale the random parts so that together they fund at most `fill` % of the price.
      const sum = parts.reduce((a, b) => a + b, 0n) || 1n;
      const budget = (price * BigInt(fill)) / 100n;
      const amounts = parts.map((p) => (p * budget) / sum).filter((a) => a > 0n);
      return { price, profit, amounts };
    });

  it('always adds up to the rounded total, each share the floor or ceiling of its exact value', () => {
    fc.assert(
      fc.property(sale, ({ price, profit, amounts }) => {
        const d = distributeProfit({
          price: Money.fromCents(price),
          profitGenerated: Money.fromCents(profit),
          investments: amounts.map((a, i) => ({ id: i + 1, amount: Money.fromCents(a) })),
        });
        const funded = amounts.reduce((a, b) => a + b, 0n);
        const roundedTotal = (profit * funded * 2n + price) / (2n * price);
        expect(d.shares.reduce((a, s) => a + s.profitShare.cents, 0n)).toBe(roundedTotal);
        expect(d.distributedTotal.cents + d.developerShare.cents).toBe(profit);
        d.shares.forEach((s, i) => {
          const exactNum = profit * amounts[i]!;
          const floor = exactNum / price;
          const ceil = exactNum % price === 0n ? floor : floor + 1n;
          expect(s.profitShare.cents === floor || s.profitShare.cents === ceil).toBe(true);
          expect(s.currentValue.cents).toBe(amounts[i]! + s.profitShare.cents);
        });
      }),
    );
  });

  it('does not depend on the order of the investors', () => {
    fc.assert(
      fc.property(sale, fc.infiniteStream(fc.nat()), ({ price, profit, amounts }, seeds) => {
        const investments = amounts.map((a, i) => ({ id: 100 - i, amount: Money.fromCents(a) }));
        const shuffled = [...investments];
        const it = seeds[Symbol.iterator]();
        for (let i = shuffled.length - 1; i > 0; i--) {
          const j = it.next().value % (i + 1);
          [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
        }
        const key = (xs: typeof investments) =>
          distributeProfit({ price: Money.fromCents(price), profitGenerated: Money.fromCents(profit), investments: xs })
            .shares.map((s) => `${s.investmentId}:${s.profitShare.cents}`)
            .join(',');
        expect(key(shuffled)).toBe(key(investments));
      }),
    );
  });
});

describe('saleValueFits', () => {
  it("takes a profit while the unit's price plus the profit fits one stored amount, whose share then fits too", () => {
    const price = Money.of('9999999999999.00');
    expect(saleValueFits(price, Money.of('0.99'))).toBe(true);
    expect(saleValueFits(price, Money.of('1.00'))).toBe(false);
    const d = distributeProfit({
      price,
      profitGenerated: Money.of('0.99'),
      investments: [{ id: 1, amount: price }],
    });
    expect(d.shares[0]!.currentValue.toString()).toBe('9999999999999.99');
  });

  it('keeps every current value storable whenever it says the sale fits', () => {
    const MAX = 999_999_999_999_999n;
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: MAX }),
        fc.bigInt({ min: 0n, max: MAX }),
        fc.array(fc.bigInt({ min: 1n, max: MAX }), { minLength: 1, maxLength: 5 }),
        (price, profit, weights) => {
          fc.pre(saleValueFits(Money.fromCents(price), Money.fromCents(profit)));
          // Amounts that fund at most the price.
          const sum = weights.reduce((a, b) => a + b, 0n);
          const amounts = weights.map((w) => (w * price) / sum).filter((a) => a > 0n);
          fc.pre(amounts.length > 0);
          const d = distributeProfit({
            price: Money.fromCents(price),
            profitGenerated: Money.fromCents(profit),
            investments: amounts.map((a, i) => ({ id: i + 1, amount: Money.fromCents(a) })),
          });
          for (const s of d.shares) expect(s.currentValue.cents <= MAX).toBe(true);
        },
      ),
    );
  });
});
