import { divideHalfUp } from '../money/decimal.js';
import { Money } from '../money/money.js';
import type { Percentage } from '../money/percentage.js';
import { err, ok, type Result } from '../shared/result.js';

export const MAX_PROJECTION_MONTHS = 600;
export const PROJECTION_MILESTONE_MONTHS = 6;

export interface InvestmentProjection {
  readonly initial: Money;
  readonly totalReturn: Money;
  readonly totalValue: Money;
  readonly milestones: readonly { readonly months: number; readonly value: Money }[];
}

export type ProjectionError =
  | { readonly code: 'PROJECTION.INVALID_MONTHS'; readonly message: string }
  | { readonly code: 'PROJECTION.TOO_LARGE'; readonly message: string };

/**
 * The calculator: the annual rate compounded monthly, value(m) = amount × (1 + rate / 1200)^m, with rate in
 * percent. Each value is computed exactly as a fraction (rate is in hundredths of a percent, so the monthly
 * factor is (120000 + h) / 120000) and rounded half-up to the cent once, never step by step. Milestones fall
 * every 6 months and at the end.
 */
export function tryProjectInvestment(input: {
  readonly amount: Money;
  readonly annualRatePercent: Percentage;
  readonly months: number;
}): Result<InvestmentProjection, ProjectionError> {
  const { amount, annualRatePercent, months } = input;
  if (!Number.isInteger(months) || months < 1 || months > MAX_PROJECTION_MONTHS) {
    return err({
      code: 'PROJECTION.INVALID_MONTHS',
      message: `must be a whole number of months from 1 to ${MAX_PROJECTION_MONTHS}`,
    });
  }
  const base = 120_000n;
  const factor = base + annualRatePercent.hundredths;
  const valueAt = (m: number) => divideHalfUp(amount.cents * factor ** BigInt(m), base ** BigInt(m));

  const marks: number[] = [];
  for (let m = PROJECTION_MILESTONE_MONTHS; m < months; m += PROJECTION_MILESTONE_MONTHS) marks.push(m);
  marks.push(months);
  const finalCents = valueAt(months);
  try {
    const milestones = marks.map((m) => ({
      months: m,
      value: Money.fromCents(m === months ? finalCents : valueAt(m)),
    }));
    const totalValue = Money.fromCents(finalCents);
    return ok({ initial: amount, totalReturn: totalValue.subtract(amount), totalValue, milestones });
  } catch {
    return err({ code: 'PROJECTION.TOO_LARGE', message: 'the projected value is too large to show' });
  }
}

/** As tryProjectInvestment, for callers that have validated the input; throws RangeError otherwise. */
export function projectInvestment(input: {
  readonly amount: Money;
  readonly annualRatePercent: Percentage;
  readonly months: number;
}): InvestmentProjection {
  const r = tryProjectInvestment(input);
  if (!r.ok) throw new RangeError(r.error.message);
  return r.value;
}
