import { describe, expect, it } from 'vitest';
import { Money } from '../money/money.js';
import { MoneyTotal } from '../money/money-total.js';
import { raisesUnitPriceTotals, unitPriceTotalPastBound, UNIT_PRICE_TOTAL_REFUSALS } from './unit-price-totals.js';

const totals = (project: string, platform: string) => ({
  project: MoneyTotal.ofStored(project),
  platform: MoneyTotal.ofStored(platform),
});

describe('unit price totals', () => {
  it("refuses a new unit that takes its project's total past 9,999,999,999,999.99, up to which it fits", () => {
    const others = totals('9999999999999.00', '9999999999999.00');
    expect(unitPriceTotalPastBound(null, Money.of('1.00'), others)).toBe('project');
    expect(unitPriceTotalPastBound(null, Money.of('0.99'), others)).toBeNull();
  });

  it("refuses a new unit that takes the platform's total past the bound, though its project's fits", () => {
    const others = totals('0', '6000000000000.00');
    expect(unitPriceTotalPastBound(null, Money.of('4000000000000.00'), others)).toBe('platform');
    expect(unitPriceTotalPastBound(null, Money.of('3999999999999.99'), others)).toBeNull();
  });

  it('checks a raised price, and never refuses a price kept or lowered, even in totals already past the bound', () => {
    const past = totals('9999999999999.99', '20000000000000.00');
    expect(unitPriceTotalPastBound(Money.of('5.00'), Money.of('5.00'), past)).toBeNull();
    expect(unitPriceTotalPastBound(Money.of('5.00'), Money.of('4.00'), past)).toBeNull();
    expect(unitPriceTotalPastBound(Money.of('5.00'), Money.of('6.00'), past)).toBe('project');
    expect(raisesUnitPriceTotals(Money.of('5.00'), Money.of('5.00'))).toBe(false);
    expect(raisesUnitPriceTotals(null, Money.of('0.01'))).toBe(true);
  });

  it('names the total and the bound', () => {
    expect(UNIT_PRICE_TOTAL_REFUSALS).toEqual({
      project: "would take the project's total of unit prices past 9,999,999,999,999.99 USD",
      platform: "would take the platform's total of unit prices past 9,999,999,999,999.99 USD",
    });
  });
});
