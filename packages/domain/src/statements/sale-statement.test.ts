import { describe, expect, it } from 'vitest';
import { Money } from '../money/money.js';
import { Percentage } from '../money/percentage.js';
import { SignedMoney } from '../money/signed-money.js';
import { convertSigned, saleStatementFigures, statementCurrencies } from './sale-statement.js';

const base = {
  investmentId: 7,
  unitId: 3,
  projectTitle: 'East Legon Heights',
  unitNumber: 'A-12',
  amount: Money.of('25000.00'),
  ownershipPercentage: Percentage.of('50.00'),
  paidAt: new Date('2024-02-10T09:00:00Z'),
  soldAt: new Date('2026-02-09T15:00:00Z'),
  soldPrice: Money.of('62000.00'),
  profitShare: SignedMoney.of('5250.00'),
  valueReturned: Money.of('30250.00'),
  homeCurrency: 'EUR' as const,
  rates: {
    atPayment: [
      { code: 'GHS' as const, rate: '12.5' },
      { code: 'EUR' as const, rate: '0.92' },
    ],
    atSale: [
      { code: 'GHS' as const, rate: '15.25' },
      { code: 'EUR' as const, rate: '0.85' },
    ],
  },
};

describe('saleStatementFigures', () => {
  it('converts the contribution at the payment day and the proceeds at the sale day, exactly', () => {
    const f = saleStatementFigures(base);
    expect(f.currencies).toEqual(['GHS', 'EUR']);
    expect(f.holdingDays).toBe(730);
    expect(f.totalReturn).toBe('21.00');
    expect(f.annualisedReturn).toBe('10.00');
    expect(f.contribution).toEqual({
      usd: '25000.00',
      converted: { GHS: '312500.00', EUR: '23000.00' },
      at: 'payment',
    });
    expect(f.profitShare).toEqual({ usd: '5250.00', converted: { GHS: '80062.50', EUR: '4462.50' }, at: 'sale' });
    expect(f.valueReturned).toEqual({ usd: '30250.00', converted: { GHS: '461312.50', EUR: '25712.50' }, at: 'sale' });
  });

  it('keeps a loss negative in every currency and rounds half-up to the cent', () => {
    const f = saleStatementFigures({
      ...base,
      profitShare: SignedMoney.of('-1000.01'),
      valueReturned: Money.of('23999.99'),
      homeCurrency: 'GHS',
      rates: { atPayment: [{ code: 'GHS', rate: '12.345' }], atSale: [{ code: 'GHS', rate: '12.345' }] },
    });
    expect(f.currencies).toEqual(['GHS']);
    expect(f.profitShare.converted).toEqual({ GHS: '-12345.12' }); // 12345.123…
    expect(f.totalReturn).toBe('-4.00');
  });

  it('refuses to issue without a rate for a currency it shows', () => {
    expect(() => saleStatementFigures({ ...base, rates: { atPayment: [], atSale: base.rates.atSale } })).toThrow(
      RangeError,
    );
  });
});

describe('statementCurrencies', () => {
  it('shows GHS and the home currency once, besides USD', () => {
    expect(statementCurrencies('USD')).toEqual(['GHS']);
    expect(statementCurrencies('GHS')).toEqual(['GHS']);
    expect(statementCurrencies('JPY')).toEqual(['GHS', 'JPY']);
  });
});

describe('converting at the money bound', () => {
  it('shows a sale at the bound in cedis, past the bound a stored amount has (nothing stores it)', () => {
    const rates = [{ code: 'GHS' as const, rate: '12.5' }];
    expect(convertSigned(SignedMoney.of('9999999999999.99'), 'GHS', rates)).toBe('124999999999999.88');
    expect(convertSigned(SignedMoney.of('-0.05'), 'GHS', rates)).toBe('-0.63');
    expect(() => convertSigned(SignedMoney.of('1.00'), 'EUR', rates)).toThrow(RangeError);
  });
});
