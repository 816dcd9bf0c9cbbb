import { isValidRate, usdHundredthsAt, type CurrencyCode } from '../money/currency.js';
import { type Money } from '../money/money.js';
import { SignedMoney } from '../money/signed-money.js';
import type { Percentage } from '../money/percentage.js';
import { annualisedReturn, holdingPeriodDays, totalReturn } from './returns.js';

/** Units of a currency per 1 USD, as stored with the statement (exact decimal strings). */
export interface StatementRate {
  readonly code: CurrencyCode;
  readonly rate: string;
}

/** The rates a statement converts with: GHS and the investor's home currency, at payment and at sale. */
export interface SaleStatementRates {
  readonly atPayment: readonly StatementRate[];
  readonly atSale: readonly StatementRate[];
}

export interface SaleStatementInput {
  readonly investmentId: number;
  readonly unitId: number;
  readonly projectTitle: string;
  readonly unitNumber: string;
  readonly amount: Money;
  readonly ownershipPercentage: Percentage;
  readonly paidAt: Date;
  readonly soldAt: Date;
  readonly soldPrice: Money;
  readonly profitShare: SignedMoney;
  readonly valueReturned: Money;
  readonly homeCurrency: CurrencyCode;
  readonly rates: SaleStatementRates;
}

/** An amount in USD (the unit of account) and in the statement's other currencies at one date's rates. */
export interface ConvertedAmount {
  readonly usd: string;
  /** Code → amount, at the rates named by `at`; a negative amount (a loss) keeps its minus. */
  readonly converted: Readonly<Record<string, string>>;
  readonly at: 'payment' | 'sale';
}

/** Everything a sale statement shows, as stored: reissuing it reads these, never today's rates. */
export interface SaleStatementFigures {
  readonly investmentId: number;
  readonly unitId: number;
  readonly projectTitle: string;
  readonly unitNumber: string;
  readonly ownershipPercentage: string;
  readonly paidAt: string;
  readonly soldAt: string;
  readonly soldPrice: string;
  readonly holdingDays: number;
  readonly totalReturn: string;
  /** Null when held under a year (not annualised). */
  readonly annualisedReturn: string | null;
  readonly currencies: readonly CurrencyCode[];
  readonly contribution: ConvertedAmount;
  readonly profitShare: ConvertedAmount;
  readonly valueReturned: ConvertedAmount;
  readonly rates: SaleStatementRates;
}

/** The currencies a statement shows besides USD: GHS, then the home currency when it is another. */
export function statementCurrencies(homeCurrency: CurrencyCode): CurrencyCode[] {
  return [...new Set<CurrencyCode>(['GHS', homeCurrency])].filter((c) => c !== 'USD');
}

/**
 * A USD amount in another currency at its stored rate: exact, rounded half away from zero to the hundredth, and
 * unbounded (a sale at the money bound is over ten times it in cedis; a statement shows it, nothing stores it).
 */
export function convertSigned(amount: SignedMoney, to: CurrencyCode, rates: readonly StatementRate[]): string {
  const rate = rates.find((r) => r.code === to)?.rate;
  if (rate === undefined) throw new RangeError(`No exchange rate for ${to}`);
  const hundredths = usdHundredthsAt(amount.isNegative() ? -amount.cents : amount.cents, rate);
  return SignedMoney.fromCents(amount.isNegative() ? -hundredths : hundredths).toString();
}

function converted(
  amount: SignedMoney,
  currencies: readonly CurrencyCode[],
  rates: SaleStatementRates,
  at: 'payment' | 'sale',
): ConvertedAmount {
  const used = at === 'payment' ? rates.atPayment : rates.atSale;
  return {
    usd: amount.toString(),
    converted: Object.fromEntries(currencies.map((c) => [c, convertSigned(amount, c, used)])),
    at,
  };
}

/**
 * A sold position's statement: the contribution at the payment day's rates, the profit share and the value
 * returned at the sale day's rates, the holding period and the returns. Pure: the rates are passed in, and the
 * result is what gets stored.
 */
export function saleStatementFigures(input: SaleStatementInput): SaleStatementFigures {
  const currencies = statementCurrencies(input.homeCurrency);
  for (const set of [input.rates.atPayment, input.rates.atSale]) {
    for (const c of currencies) {
      const rate = set.find((r) => r.code === c);
      if (!rate || !isValidRate(rate.rate)) throw new RangeError(`No usable rate for ${c}`);
    }
  }
  const days = holdingPeriodDays(input.paidAt, input.soldAt);
  return {
    investmentId: input.investmentId,
    unitId: input.unitId,
    projectTitle: input.projectTitle,
    unitNumber: input.unitNumber,
    ownershipPercentage: input.ownershipPercentage.toString(),
    paidAt: input.paidAt.toISOString(),
    soldAt: input.soldAt.toISOString(),
    soldPrice: input.soldPrice.toString(),
    holdingDays: days,
    totalReturn: totalReturn(input.amount, input.profitShare).toString(),
    annualisedReturn: annualisedReturn(input.amount, input.valueReturned, days)?.toString() ?? null,
    currencies,
    contribution: converted(SignedMoney.of(input.amount), currencies, input.rates, 'payment'),
    profitShare: converted(input.profitShare, currencies, input.rates, 'sale'),
    valueReturned: converted(SignedMoney.of(input.valueReturned), currencies, input.rates, 'sale'),
    rates: input.rates,
  };
}
