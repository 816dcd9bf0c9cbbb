import { describe, expect, it } from 'vitest';
import { Money } from '../money/money.js';
import { Percentage } from '../money/percentage.js';
import { SignedMoney } from '../money/signed-money.js';
import { isStatementYear, yearlyStatementFigures } from './yearly-statement.js';

const position = (id: number, paidAt: string, sale: { soldAt: string; profit: string; value: string } | null) => ({
  investmentId: id,
  projectTitle: 'East Legon Heights',
  unitNumber: `A-${id}`,
  amount: Money.of('10000.00'),
  ownershipPercentage: Percentage.of('20.00'),
  paidAt: new Date(paidAt),
  sale: sale
    ? { soldAt: new Date(sale.soldAt), profitShare: SignedMoney.of(sale.profit), valueReturned: Money.of(sale.value) }
    : null,
});

describe('yearlyStatementFigures', () => {
  const figures = yearlyStatementFigures({
    year: 2025,
    homeCurrency: 'GBP',
    rates: [
      { code: 'GHS', rate: '15' },
      { code: 'GBP', rate: '0.8' },
    ],
    positions: [
      position(1, '2024-03-01T00:00:00Z', { soldAt: '2024-12-31T10:00:00Z', profit: '1.00', value: '10001.00' }),
      position(2, '2024-05-01T00:00:00Z', { soldAt: '2025-06-30T12:00:00Z', profit: '1500.50', value: '11500.50' }),
      position(3, '2025-02-01T00:00:00Z', { soldAt: '2025-09-01T12:00:00Z', profit: '-500.00', value: '9500.00' }),
      position(4, '2025-12-31T23:00:00Z', { soldAt: '2026-02-01T12:00:00Z', profit: '99.00', value: '10099.00' }),
      position(5, '2026-01-01T00:00:00Z', null),
    ],
  });

  it('lists the positions of the year: sold within it, or held at its end', () => {
    expect(figures.positions.map((p) => [p.investmentId, p.soldAt !== null, p.holdingDays])).toEqual([
      [2, true, 425],
      [3, true, 212],
      [4, false, 0],
    ]);
  });

  it('totals in USD and at the year end rates', () => {
    expect(figures.ratesAt).toBe('2025-12-31T23:59:59.999Z');
    expect(figures.heldAtYearEnd).toEqual({ usd: '10000.00', converted: { GHS: '150000.00', GBP: '8000.00' } });
    expect(figures.profitRealised).toEqual({ usd: '1000.50', converted: { GHS: '15007.50', GBP: '800.40' } });
    expect(figures.valueReturned).toEqual({ usd: '21000.50', converted: { GHS: '315007.50', GBP: '16800.40' } });
  });
});

describe('isStatementYear', () => {
  it('takes years that have ended', () => {
    const now = new Date('2026-11-26T10:00:00Z');
    expect(isStatementYear(2025, now)).toBe(true);
    expect(isStatementYear(2026, now)).toBe(false);
    expect(isStatementYear(1999, now)).toBe(false);
    expect(isStatementYear(2025.5, now)).toBe(false);
  });
});
