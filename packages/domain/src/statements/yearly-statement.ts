import { isValidRate, type CurrencyCode } from '../money/currency.js';
import { type Money } from '../money/money.js';
import type { Percentage } from '../money/percentage.js';
import { SignedMoney } from '../money/signed-money.js';
import { holdingPeriodDays } from './returns.js';
import { convertSigned, statementCurrencies, type StatementRate } from './sale-statement.js';

/** One paid position of the investor, as the yearly statement reads it. */
export interface YearlyPositionInput {
  readonly investmentId: number;
  readonly projectTitle: string;
  readonly unitNumber: string;
  readonly amount: Money;
  readonly ownershipPercentage: Percentage;
  readonly paidAt: Date;
  /** Set once the unit is sold, with the position's profit share and value returned. */
  readonly sale: { readonly soldAt: Date; readonly profitShare: SignedMoney; readonly valueReturned: Money } | null;
}

export interface YearlyPosition {
  readonly investmentId: number;
  readonly projectTitle: string;
  readonly unitNumber: string;
  readonly amount: string;
  readonly ownershipPercentage: string;
  readonly paidAt: string;
  /** Set when sold within the year; a position sold later is shown as held. */
  readonly soldAt: string | null;
  readonly profitShare: string | null;
  readonly valueReturned: string | null;
  /** Days from the payment to the sale, or to the year's last day for a position still held then. */
  readonly holdingDays: number;
}

/** A total in USD and in the statement's other currencies at the year end's rates. */
export interface YearlyTotal {
  readonly usd: string;
  readonly converted: Readonly<Record<string, string>>;
}

export interface YearlyStatementFigures {
  readonly year: number;
  /** The instant the rates were read at: the year's last millisecond (UTC, Accra's time). */
  readonly ratesAt: string;
  readonly currencies: readonly CurrencyCode[];
  readonly rates: readonly StatementRate[];
  readonly positions: readonly YearlyPosition[];
  /** Amounts of the positions still held at the year's end. */
  readonly heldAtYearEnd: YearlyTotal;
  /** Profit (or loss) of the positions sold within the year. */
  readonly profitRealised: YearlyTotal;
  /** Value returned by the positions sold within the year. */
  readonly valueReturned: YearlyTotal;
}

/** The first and the last instant of a calendar year in Accra (GMT all year). */
export function yearBounds(year: number): { start: Date; end: Date } {
  return { start: new Date(Date.UTC(year, 0, 1)), end: new Date(Date.UTC(year + 1, 0, 1) - 1) };
}

/** A year's statement can be issued once the year is over, and for no year before the platform's first sale. */
export function isStatementYear(year: number, now: Date): boolean {
  return Number.isInteger(year) && year >= 2000 && year < now.getUTCFullYear();
}

function total(amount: SignedMoney, currencies: readonly CurrencyCode[], rates: readonly StatementRate[]): YearlyTotal {
  return {
    usd: amount.toString(),
    converted: Object.fromEntries(currencies.map((c) => [c, convertSigned(amount, c, rates)])),
  };
}

/**
 * The yearly statement: every position paid by the year's end and not sold before it began, with totals at the
 * year end's rates (passed in and stored, so a later rate change does not move a reissued statement).
 */
export function yearlyStatementFigures(input: {
  year: number;
  homeCurrency: CurrencyCode;
  positions: readonly YearlyPositionInput[];
  rates: readonly StatementRate[];
}): YearlyStatementFigures {
  const { start, end } = yearBounds(input.year);
  const currencies = statementCurrencies(input.homeCurrency);
  for (const c of currencies) {
    const rate = input.rates.find((r) => r.code === c);
    if (!rate || !isValidRate(rate.rate)) throw new RangeError(`No usable rate for ${c}`);
  }
  const inYear = input.positions
    .filter((p) => p.paidAt <= end && (!p.sale || p.sale.soldAt >= start))
    .sort((a, b) => a.paidAt.getTime() - b.paidAt.getTime() || a.investmentId - b.investmentId);
  // Sums of several positions: unbounded (SignedMoney), as reads of stored amounts are (the money range rules).
  let held = SignedMoney.ZERO;
  let profit = SignedMoney.ZERO;
  let returned = SignedMoney.ZERO;
  const positions = inYear.map((p): YearlyPosition => {
    const sold = p.sale && p.sale.soldAt <= end ? p.sale : null;
    if (sold) {
      profit = profit.add(sold.profitShare);
      returned = returned.add(SignedMoney.of(sold.valueReturned));
    } else held = held.add(SignedMoney.of(p.amount));
    return {
      investmentId: p.investmentId,
      projectTitle: p.projectTitle,
      unitNumber: p.unitNumber,
      amount: p.amount.toString(),
      ownershipPercentage: p.ownershipPercentage.toString(),
      paidAt: p.paidAt.toISOString(),
      soldAt: sold ? sold.soldAt.toISOString() : null,
      profitShare: sold ? sold.profitShare.toString() : null,
      valueReturned: sold ? sold.valueReturned.toString() : null,
      holdingDays: holdingPeriodDays(p.paidAt, sold ? sold.soldAt : end),
    };
  });
  return {
    year: input.year,
    ratesAt: end.toISOString(),
    currencies,
    rates: input.rates,
    positions,
    heldAtYearEnd: total(held, currencies, input.rates),
    profitRealised: total(profit, currencies, input.rates),
    valueReturned: total(returned, currencies, input.rates),
  };
}
