import {
  isCurrencyCode,
  saleStatementFigures,
  statementAudience,
  statementCurrencies,
  yearBounds,
  yearlyStatementFigures,
  type CurrencyCode,
  type Investment,
  type InvestingStore,
  type Money,
  type SaleStatement,
  type SignedMoney,
  type StatementRate,
  type YearlyStatement,
} from '@cobuy/domain';

async function ratesAt(store: InvestingStore, codes: readonly CurrencyCode[], at: Date): Promise<StatementRate[]> {
  const rates: StatementRate[] = [];
  for (const code of codes) {
    const rate = await store.statements.rateAt(code, at);
    if (!rate) throw new Error(`No ${code} rate at ${at.toISOString()}`);
    rates.push({ code, rate: rate.rate });
  }
  return rates;
}

async function audienceOf(store: InvestingStore, userId: number) {
  return statementAudience(await store.statements.recipientSettings(userId), isCurrencyCode);
}

/**
 * Issues a sold position's statement in the sale's transaction: the investor's language and home currency as
 * set now, the rates at the payment and at the sale, the figures computed once and stored. A position that
 * already has one keeps it (the store answers the stored one), so a replayed sale issues nothing new.
 */
export async function issueSaleStatement(
  store: InvestingStore,
  sale: {
    investment: Investment;
    unit: { id: number; projectTitle: string; unitNumber: string };
    soldPrice: Money;
    soldAt: Date;
    profitShare: SignedMoney;
    valueReturned: Money;
  },
): Promise<SaleStatement> {
  const { investment } = sale;
  const { language, homeCurrency } = await audienceOf(store, investment.userId);
  const currencies = statementCurrencies(homeCurrency);
  // A position without a recorded confirmation (older data) counts from when it was opened.
  const paidAt = investment.paymentConfirmedAt ?? investment.createdAt;
  const figures = saleStatementFigures({
    investmentId: investment.id,
    unitId: sale.unit.id,
    projectTitle: sale.unit.projectTitle,
    unitNumber: sale.unit.unitNumber,
    amount: investment.amount,
    ownershipPercentage: investment.ownershipPercentage,
    paidAt,
    soldAt: sale.soldAt,
    soldPrice: sale.soldPrice,
    profitShare: sale.profitShare,
    valueReturned: sale.valueReturned,
    homeCurrency,
    rates: {
      atPayment: await ratesAt(store, currencies, paidAt),
      atSale: await ratesAt(store, currencies, sale.soldAt),
    },
  });
  const issued = await store.statements.issue({
    kind: 'sale',
    userId: investment.userId,
    investmentId: investment.id,
    year: null,
    language,
    homeCurrency,
    figures,
    issuedAt: sale.soldAt,
  });
  return issued as SaleStatement;
}

/** Issues (once) the investor's statement of a past year: every position of the year at the year end's rates. */
export async function issueYearlyStatement(
  store: InvestingStore,
  userId: number,
  year: number,
  now: Date,
): Promise<YearlyStatement> {
  const existing = await store.statements.findYearly(userId, year);
  if (existing) return existing;
  const { language, homeCurrency } = await audienceOf(store, userId);
  const { end } = yearBounds(year);
  const positions = await store.investments.listByUser(userId, ['active', 'completed']);
  const figures = yearlyStatementFigures({
    year,
    homeCurrency,
    rates: await ratesAt(store, statementCurrencies(homeCurrency), end),
    positions: positions.map((p) => ({
      investmentId: p.id,
      projectTitle: p.projectTitle,
      unitNumber: p.unitNumber,
      amount: p.amount,
      ownershipPercentage: p.ownershipPercentage,
      paidAt: p.paymentConfirmedAt ?? p.createdAt,
      sale:
        p.status === 'completed' && p.unitSoldAt
          ? { soldAt: p.unitSoldAt, profitShare: p.profitShare, valueReturned: p.currentValue }
          : null,
    })),
  });
  const issued = await store.statements.issue({
    kind: 'yearly',
    userId,
    investmentId: null,
    year,
    language,
    homeCurrency,
    figures,
    issuedAt: now,
  });
  return issued as YearlyStatement;
}
