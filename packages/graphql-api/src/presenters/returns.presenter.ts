import type { PortfolioReturns } from '@cobuy/application';
import type { AtBothRates, PositionReturns, ReturnsInCurrency, ReturnsTotal } from '@cobuy/domain';

/** Amounts as decimal strings (hundredths, even for yen and won: the screen rounds them), rates as exact text. */
const both = (a: AtBothRates) => ({ atPayment: a.atPayment.toString(), today: a.today.toString() });

const figures = (c: ReturnsInCurrency | ReturnsTotal) => ({
  code: c.code,
  contribution: both(c.contribution),
  value: both(c.value),
  propertyReturn: c.propertyReturn.toString(),
  currencyEffect: c.currencyEffect.toString(),
  totalReturn: c.totalReturn.toString(),
});

const presentPosition = (p: PositionReturns) => ({
  investmentId: p.investmentId,
  projectId: p.projectId,
  projectTitle: p.projectTitle,
  unitId: p.unitId,
  paidAt: p.paidAt.toISOString(),
  valueBasis: p.valueBasis,
  currencies: p.currencies.map((c) => ({ ...figures(c), rateAtPayment: c.rateAtPayment, rateToday: c.rateToday })),
});

/** The dashboard's returns in USD, GHS and the home currency, the same over REST and GraphQL. */
export const presentPortfolioReturns = (r: PortfolioReturns) => ({
  homeCurrency: r.homeCurrency,
  currencies: [...r.currencies],
  asOf: r.asOf.toISOString(),
  positions: r.positions.map(presentPosition),
  totals: r.totals.map(figures),
});
export type PortfolioReturnsJson = ReturnType<typeof presentPortfolioReturns>;
