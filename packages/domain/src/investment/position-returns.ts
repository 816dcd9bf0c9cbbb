import { BASE_CURRENCY, usdHundredthsAt, type CurrencyCode } from '../money/currency.js';
import type { Money } from '../money/money.js';
import { MoneyTotal } from '../money/money-total.js';
import { SignedMoney } from '../money/signed-money.js';
import type { InvestmentStatus } from './investment.machine.js';

/**
 * Returns in cedis and the home currency (issue 22 item 6; docs/currencies.md, "Returns in cedis and the home
 * currency"). A position's figures are USD (the unit of account); seen from another currency, what it earned is
 * two things: what the property did (its USD return, at the rate of the day the investor paid) and what the
 * exchange rate did since (the same value at today's rate instead). Exact decimals throughout, no floats.
 */

/** The cedi is always shown (the platform's market), beside USD and the investor's home currency. */
export const LOCAL_CURRENCY: CurrencyCode = 'GHS';

/** A paid position: the only ones with a contribution to convert. */
export interface ReturnsPosition {
  readonly investmentId: number;
  readonly projectId: number;
  readonly projectTitle: string;
  readonly unitId: number;
  readonly status: InvestmentStatus;
  /** The contribution, USD. */
  readonly amount: Money;
  /** amount + profit share (set at the sale); the amount itself while the unit is unsold. */
  readonly currentValue: Money;
  /** When the payment was confirmed: the instant whose rate the contribution is converted at. */
  readonly paidAt: Date;
}

/** A currency's rates for one position: units per 1 USD at the payment date and today, exact decimal text. */
export interface PositionRates {
  readonly code: CurrencyCode;
  readonly atPayment: string;
  readonly today: string;
}

export interface AtBothRates {
  readonly atPayment: MoneyTotal;
  readonly today: MoneyTotal;
}

export interface ReturnsInCurrency {
  readonly code: CurrencyCode;
  readonly rateAtPayment: string;
  readonly rateToday: string;
  readonly contribution: AtBothRates;
  readonly value: AtBothRates;
  /** What the property earned, seen at the payment-date rate: value − contribution, both at that rate. */
  readonly propertyReturn: SignedMoney;
  /** What the rate's move since did to the value: value at today's rate − value at the payment-date rate. */
  readonly currencyEffect: SignedMoney;
  /** Value today − contribution when paid = property return + currency effect, to the hundredth. */
  readonly totalReturn: SignedMoney;
}

/**
 * `sale`: the unit sold and the value is what the sale returned (contribution + profit share). `contribution`:
 * the unit is not sold, and the platform has no valuation of it, so the value shown is the contribution itself
 * (no return from the property yet; only the currency can have moved).
 */
export type ValueBasis = 'sale' | 'contribution';

export interface PositionReturns {
  readonly investmentId: number;
  readonly projectId: number;
  readonly projectTitle: string;
  readonly unitId: number;
  readonly paidAt: Date;
  readonly valueBasis: ValueBasis;
  /** USD first, then GHS, then the home currency (each once). */
  readonly currencies: readonly ReturnsInCurrency[];
}

/** The currencies returns are shown in: USD, GHS and the home currency when it is another one. */
export function returnsCurrencies(homeCurrency: CurrencyCode | null): readonly CurrencyCode[] {
  const codes: CurrencyCode[] = [BASE_CURRENCY, LOCAL_CURRENCY];
  if (homeCurrency && !codes.includes(homeCurrency)) codes.push(homeCurrency);
  return codes;
}

/** Only positions the investor paid for have returns: active (held) and completed (sold). */
export function hasReturns(status: InvestmentStatus): boolean {
  return status === 'active' || status === 'completed';
}

const at = (amount: Money, rate: string) => MoneyTotal.fromCents(usdHundredthsAt(amount.cents, rate));
const difference = (a: MoneyTotal, b: MoneyTotal) => SignedMoney.fromCents(a.cents - b.cents);

/**
 * One position's figures in one currency. Each amount is converted and rounded once; the returns are
 * differences of those rounded amounts, so property return + currency effect = total return exactly.
 */
function inCurrency(position: ReturnsPosition, rates: PositionRates): ReturnsInCurrency {
  const contribution = { atPayment: at(position.amount, rates.atPayment), today: at(position.amount, rates.today) };
  const value = {
    atPayment: at(position.currentValue, rates.atPayment),
    today: at(position.currentValue, rates.today),
  };
  return {
    code: rates.code,
    rateAtPayment: rates.atPayment,
    rateToday: rates.today,
    contribution,
    value,
    propertyReturn: difference(value.atPayment, contribution.atPayment),
    currencyEffect: difference(value.today, value.atPayment),
    totalReturn: difference(value.today, contribution.atPayment),
  };
}

/** A paid position's returns in each of the currencies given (their rates at its payment date and today). */
export function positionReturns(position: ReturnsPosition, rates: readonly PositionRates[]): PositionReturns {
  if (!hasReturns(position.status)) {
    throw new RangeError(`Investment ${position.investmentId} is ${position.status}: it has no returns`);
  }
  return {
    investmentId: position.investmentId,
    projectId: position.projectId,
    projectTitle: position.projectTitle,
    unitId: position.unitId,
    paidAt: position.paidAt,
    valueBasis: position.status === 'completed' ? 'sale' : 'contribution',
    currencies: rates.map((r) => inCurrency(position, r)),
  };
}

/** The totals of every position in one currency: sums of the per-position figures (each at its own rates). */
export interface ReturnsTotal {
  readonly code: CurrencyCode;
  readonly contribution: AtBothRates;
  readonly value: AtBothRates;
  readonly propertyReturn: SignedMoney;
  readonly currencyEffect: SignedMoney;
  readonly totalReturn: SignedMoney;
}

export function returnsTotals(
  positions: readonly PositionReturns[],
  codes: readonly CurrencyCode[],
): readonly ReturnsTotal[] {
  return codes.map((code) => {
    const rows = positions.flatMap((p) => p.currencies.filter((c) => c.code === code));
    return {
      code,
      contribution: {
        atPayment: MoneyTotal.sum(rows.map((r) => r.contribution.atPayment)),
        today: MoneyTotal.sum(rows.map((r) => r.contribution.today)),
      },
      value: {
        atPayment: MoneyTotal.sum(rows.map((r) => r.value.atPayment)),
        today: MoneyTotal.sum(rows.map((r) => r.value.today)),
      },
      propertyReturn: SignedMoney.sum(rows.map((r) => r.propertyReturn)),
      currencyEffect: SignedMoney.sum(rows.map((r) => r.currencyEffect)),
      totalReturn: SignedMoney.sum(rows.map((r) => r.totalReturn)),
    };
  });
}
