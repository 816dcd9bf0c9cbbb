import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Money } from '../money/money.js';
import { SignedMoney } from '../money/signed-money.js';
import { distributeProfit } from './profit-distribution.service.js';
import { deriveSaleFigures } from './sale-figures.js';

describe('distributeProfit', () => {
  it('pays each investor profit × amount / price and leaves the unfunded part to the developer', () => {
    const d = distributeProfit({
      price: Money.of(100_000),
      profitGenerated: SignedMoney.of(30_000),
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
      profitGenerated: SignedMoney.of(100),
      investments: [1, 2, 3].map((id) => ({ id, amount: Money.of(100) })),
    });
    expect(d.shares.map((s) => s.profitShare.toString())).toEqual(['33.34', '33.33', '33.33']);
    expect(d.distributedTotal.toString()).toBe('100.00');
    expect(d.developerShare.toString()).toBe('0.00');
  });

  it('refuses impossible inputs', () => {
    expect(() => distributeProfit({ price: Money.ZERO, profitGenerated: SignedMoney.of(1), investments: [] })).toThrow(
      RangeError,
    );
    expect(() =>
      distributeProfit({
        price: Money.of(10),
        profitGenerated: SignedMoney.of(1),
        investments: [{ id: 1, amount: Money.of(11) }],
      }),
    ).toThrow(RangeError);
    expect(() =>
      distributeProfit({
        price: Money.of(10),
        profitGenerated: SignedMoney.of(1),
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
          profitGenerated: SignedMoney.fromCents(profit),
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
          distributeProfit({
            price: Money.fromCents(price),
            profitGenerated: SignedMoney.fromCents(profit),
            investments: xs,
          })
            .shares.map((s) => `${s.investmentId}:${s.profitShare.cents}`)
            .join(',');
        expect(key(shuffled)).toBe(key(investments));
      }),
    );
  });
});

describe('distributeProfit at a loss (issue 19 item 6)', () => {
  it('shares a loss by ownership like a profit: $50,000 sale of a $62,000 unit, no costs', () => {
    const price = Money.of(62_000);
    const sale = deriveSaleFigures({ price, soldPrice: Money.of(50_000), sellingCosts: Money.ZERO });
    if (!sale.ok) throw new Error('refused');
    expect(sale.value.profitGenerated.toString()).toBe('-12000.00');
    const d = distributeProfit({
      price,
      profitGenerated: sale.value.profitGenerated,
      investments: [
        { id: 1, amount: Money.of(31_000) },
        { id: 2, amount: Money.of(15_500) },
      ],
    });
    expect(d.shares.map((s) => [s.profitShare.toString(), s.currentValue.toString()])).toEqual([
      ['-6000.00', '25000.00'],
      ['-3000.00', '12500.00'],
    ]);
    expect(d.distributedTotal.toString()).toBe('-9000.00');
    // The unfunded quarter's loss is the developer's.
    expect(d.developerShare.toString()).toBe('-3000.00');
  });

  it('rounds a loss to the cent by largest remainder so the shares add up exactly', () => {
    // A loss of 100.00 over three equal thirds: -33.34, -33.33, -33.33 (the same cents as a profit).
    const d = distributeProfit({
      price: Money.of(300),
      profitGenerated: SignedMoney.of('-100.00'),
      investments: [
        { id: 1, amount: Money.of(100) },
        { id: 2, amount: Money.of(100) },
        { id: 3, amount: Money.of(100) },
      ],
    });
    expect(d.shares.map((s) => s.profitShare.toString())).toEqual(['-33.34', '-33.33', '-33.33']);
    expect(SignedMoney.sum(d.shares.map((s) => s.profitShare)).toString()).toBe('-100.00');
    expect(d.developerShare.toString()).toBe('0.00');
  });

  it('takes an investor to zero at worst: selling costs equal to the sale price lose the whole price', () => {
    const price = Money.of(62_000);
    const sale = deriveSaleFigures({ price, soldPrice: Money.of(50_000), sellingCosts: Money.of(50_000) });
    if (!sale.ok) throw new Error('refused');
    const d = distributeProfit({
      price,
      profitGenerated: sale.value.profitGenerated,
      investments: [{ id: 1, amount: Money.of('20000.01') }],
    });
    expect(d.shares[0]!.profitShare.toString()).toBe('-20000.01');
    expect(d.shares[0]!.currentValue.toString()).toBe('0.00');
  });

  it('refuses a loss past the price, which would take a value below zero', () => {
    expect(() =>
      distributeProfit({
        price: Money.of(100),
        profitGenerated: SignedMoney.of('-100.01'),
        investments: [{ id: 1, amount: Money.of(100) }],
      }),
    ).toThrow(RangeError);
  });

  it('keeps every value between zero and the stored bound, shares adding up, for any derived sale', () => {
    const MAX = 999_999_999_999_999n;
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: MAX }),
        fc.bigInt({ min: 1n, max: MAX }),
        fc.bigInt({ min: 0n, max: MAX }),
        fc.array(fc.bigInt({ min: 1n, max: MAX }), { minLength: 1, maxLength: 5 }),
        (price, soldPrice, costs, weights) => {
          fc.pre(costs <= soldPrice);
          const sale = deriveSaleFigures({
            price: Money.fromCents(price),
            soldPrice: Money.fromCents(soldPrice),
            sellingCosts: Money.fromCents(costs),
          });
          if (!sale.ok) throw new Error('refused');
          const sum = weights.reduce((a, b) => a + b, 0n);
          const amounts = weights.map((w) => (w * price) / sum).filter((a) => a > 0n);
          fc.pre(amounts.length > 0);
          const d = distributeProfit({
            price: Money.fromCents(price),
            profitGenerated: sale.value.profitGenerated,
            investments: amounts.map((a, i) => ({ id: i + 1, amount: Money.fromCents(a) })),
          });
          expect(d.shares.reduce((a, s) => a + s.profitShare.cents, 0n)).toBe(d.distributedTotal.cents);
          expect(d.distributedTotal.add(d.developerShare).equals(sale.value.profitGenerated)).toBe(true);
          for (const s of d.shares) {
            expect(s.currentValue.cents >= 0n && s.currentValue.cents <= MAX).toBe(true);
            expect(s.currentValue.cents).toBe(s.amount.cents + s.profitShare.cents);
          }
        },
      ),
    );
  });
});
