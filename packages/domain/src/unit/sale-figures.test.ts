import { describe, expect, it } from 'vitest';
import { Money } from '../money/money.js';
import { SignedMoney } from '../money/signed-money.js';
import { deriveSaleFigures } from './sale-figures.js';

const price = Money.of(62_000);

describe('deriveSaleFigures (issue 19 item 6)', () => {
  it('derives the profit: sold price − unit price − selling costs', () => {
    const r = deriveSaleFigures({ price, soldPrice: Money.of(80_000), sellingCosts: Money.of('4500.50') });
    expect(r.ok && r.value.profitGenerated.toString()).toBe('13499.50');
  });

  it('derives a loss: a $50,000 sale of a $62,000 unit is -12,000.00, not a typed $7,000 profit', () => {
    const derived = deriveSaleFigures({ price, soldPrice: Money.of(50_000), sellingCosts: Money.ZERO });
    expect(derived.ok && derived.value.profitGenerated.toString()).toBe('-12000.00');
    const typed = deriveSaleFigures({
      price,
      soldPrice: Money.of(50_000),
      sellingCosts: Money.ZERO,
      profitGenerated: SignedMoney.of(7_000),
    });
    expect(typed.ok).toBe(false);
    if (typed.ok) return;
    expect(typed.error.code).toBe('SALE.PROFIT_MISMATCH');
    expect(typed.error.field).toBe('profitGenerated');
    // Both figures are named.
    expect(typed.error.message).toContain('7000.00');
    expect(typed.error.message).toContain('-12000.00');
  });

  it('accepts a sent profit equal to the derived one, however written', () => {
    const r = deriveSaleFigures({
      price,
      soldPrice: Money.of(70_000),
      sellingCosts: Money.of(1_000),
      profitGenerated: SignedMoney.of('7000'),
    });
    expect(r.ok && r.value.profitGenerated.toString()).toBe('7000.00');
  });

  it('refuses selling costs above the sold price (a loss past the price would take investors below zero)', () => {
    const r = deriveSaleFigures({ price, soldPrice: Money.of(1_000), sellingCosts: Money.of('1000.01') });
    expect(!r.ok && r.error.field).toBe('sellingCosts');
    const equal = deriveSaleFigures({ price, soldPrice: Money.of(1_000), sellingCosts: Money.of(1_000) });
    expect(equal.ok && equal.value.profitGenerated.toString()).toBe('-62000.00');
  });
});

describe('SignedMoney', () => {
  it('reads and writes either sign exactly, with the money rules on decimals', () => {
    expect(SignedMoney.of('-1234.5').toString()).toBe('-1234.50');
    expect(SignedMoney.of(-0.01).toString()).toBe('-0.01');
    expect(SignedMoney.of('-0').toString()).toBe('0.00');
    expect(SignedMoney.parse('-1.234').ok).toBe(false);
    expect(SignedMoney.parse('--1').ok).toBe(false);
    expect(SignedMoney.parse('abc').ok).toBe(false);
    expect(SignedMoney.of('-5.00').abs().toString()).toBe('5.00');
    expect(SignedMoney.of(Money.of(3)).add(SignedMoney.of('-4.5')).toString()).toBe('-1.50');
  });
});
