import {
  Money,
  Percentage,
  saleStatementFigures,
  SignedMoney,
  yearlyStatementFigures,
  type SaleStatement,
  type StatementLanguage,
  type YearlyStatement,
} from '@cobuy/domain';

/** A sold position's statement with known figures, in the given language (for the PDF tests). */
export function saleStatementFixture(language: StatementLanguage): SaleStatement {
  return {
    id: 1,
    kind: 'sale',
    userId: 7,
    investmentId: 11,
    year: null,
    language,
    homeCurrency: 'EUR',
    issuedAt: new Date('2026-02-09T15:00:00Z'),
    figures: saleStatementFigures({
      investmentId: 11,
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
      homeCurrency: 'EUR',
      rates: {
        atPayment: [
          { code: 'GHS', rate: '12.5' },
          { code: 'EUR', rate: '0.92' },
        ],
        atSale: [
          { code: 'GHS', rate: '15.25' },
          { code: 'EUR', rate: '0.85' },
        ],
      },
    }),
  };
}

export function yearlyStatementFixture(language: StatementLanguage): YearlyStatement {
  return {
    id: 2,
    kind: 'yearly',
    userId: 7,
    investmentId: null,
    year: 2025,
    language,
    homeCurrency: 'GBP',
    issuedAt: new Date('2026-01-05T10:00:00Z'),
    figures: yearlyStatementFigures({
      year: 2025,
      homeCurrency: 'GBP',
      rates: [
        { code: 'GHS', rate: '15' },
        { code: 'GBP', rate: '0.8' },
      ],
      positions: [
        {
          investmentId: 2,
          projectTitle: 'Airport Residential',
          unitNumber: 'B-3',
          amount: Money.of('10000.00'),
          ownershipPercentage: Percentage.of('20.00'),
          paidAt: new Date('2024-05-01T00:00:00Z'),
          sale: {
            soldAt: new Date('2025-06-30T12:00:00Z'),
            profitShare: SignedMoney.of('1500.50'),
            valueReturned: Money.of('11500.50'),
          },
        },
        {
          investmentId: 4,
          projectTitle: 'Cantonments Court',
          unitNumber: 'C-1',
          amount: Money.of('10000.00'),
          ownershipPercentage: Percentage.of('12.50'),
          paidAt: new Date('2025-03-01T00:00:00Z'),
          sale: null,
        },
      ],
    }),
  };
}
