import { type Money } from '../money/money.js';
import { type SignedMoney } from '../money/signed-money.js';

const DAY_MS = 86_400_000;

/**
 * Whole calendar days from the payment's day to the sale's day, both read in Accra (GMT all year, so UTC days).
 * A position paid and sold on the same day was held 0 days.
 */
export function holdingPeriodDays(paidAt: Date, soldAt: Date): number {
  const day = (d: Date) => Math.floor(d.getTime() / DAY_MS);
  const days = day(soldAt) - day(paidAt);
  if (days < 0) throw new RangeError('A position cannot be sold before it was paid');
  return days;
}

/**
 * A signed percentage with two decimals, held as hundredths of a percent ("-3.25" is -325n). Returns can be
 * negative and above 100 %, which `Percentage` (an ownership share) refuses.
 */
export class ReturnRate {
  private constructor(readonly hundredths: bigint) {}

  static fromHundredths(hundredths: bigint): ReturnRate {
    return new ReturnRate(hundredths);
  }

  static parse(text: string): ReturnRate {
    const match = /^(-?)(\d+)\.(\d{2})$/.exec(text);
    if (!match) throw new RangeError(`Invalid return rate ${JSON.stringify(text)}`);
    const value = BigInt(match[2]!) * 100n + BigInt(match[3]!);
    return new ReturnRate(match[1] ? -value : value);
  }

  toString(): string {
    const abs = this.hundredths < 0n ? -this.hundredths : this.hundredths;
    const sign = this.hundredths < 0n ? '-' : '';
    return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
  }

  toJSON(): string {
    return this.toString();
  }
}

/** numerator / denominator rounded half away from zero; the denominator is positive. */
function divideHalfAwayFromZero(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n;
  const abs = negative ? -numerator : numerator;
  const rounded = (abs * 2n + denominator) / (denominator * 2n);
  return negative ? -rounded : rounded;
}

/** The return over the whole holding period: profit share ÷ amount invested, in percent, half away from zero. */
export function totalReturn(amount: Money, profitShare: SignedMoney): ReturnRate {
  if (amount.isZero()) throw new RangeError('A position has a positive amount');
  return ReturnRate.fromHundredths(divideHalfAwayFromZero(profitShare.cents * 10_000n, amount.cents));
}

/** Periods shorter than this are not annualised (GIPS: a return is not extrapolated to a year it did not last). */
export const MIN_ANNUALISED_DAYS = 365;

/**
 * Annualised return ((1 + r)^(365 / days) − 1, with 1 + r = value returned ÷ amount invested), in percent
 * rounded half-up (towards +∞) to two decimals, decided exactly with integers: the growth factor y is rounded
 * to 4 decimals by comparing y^days with (value ÷ amount)^365, never through a float or a logarithm. Null for
 * a holding period under a year: see MIN_ANNUALISED_DAYS.
 */
export function annualisedReturn(amount: Money, valueReturned: Money, days: number): ReturnRate | null {
  if (!Number.isInteger(days) || days < MIN_ANNUALISED_DAYS) return null;
  if (amount.isZero()) throw new RangeError('A position has a positive amount');
  const p = valueReturned.cents;
  const q = amount.cents;
  const d = BigInt(days);
  // y^d = (p/q)^365. Scale Y = y × 10^4: Y^d × q^365 ≤ p^365 × 10^(4d) ⇔ Y ≤ y × 10^4.
  const rhs = p ** 365n;
  const qPow = q ** 365n;
  const atMost = (Y: bigint, scale: bigint) => Y ** d * qPow <= rhs * scale ** d;
  // The exponent 365/d is at most 1, so y lies between 1 and p/q.
  let low = 0n;
  let high = ((p > q ? p : q) * 10_000n) / q + 1n;
  while (low < high) {
    const mid = (low + high + 1n) / 2n;
    if (atMost(mid, 10_000n)) low = mid;
    else high = mid - 1n;
  }
  // Half-up: y ≥ (2Y + 1) / (2 × 10^4) rounds up.
  const Y = atMost(2n * low + 1n, 20_000n) ? low + 1n : low;
  return ReturnRate.fromHundredths(Y - 10_000n);
}
