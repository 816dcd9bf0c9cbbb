import { ok, type Result } from '../shared/result.js';
import { hundredthsToString } from './decimal.js';
import { Money, MONEY_MAX_CENTS, type MoneyError } from './money.js';

/**
 * An amount that may be negative, in integer cents: a sale's profit, which is a loss when the unit sold for
 * less than its price and its selling costs, and an investor's share of it (rules §3, issue 19 item 6). A
 * stored one is a numeric(15,2) column, so parsing bounds it as `Money` does; sums (an investor's profit
 * received across positions) are not bounded, so that reading them can never fail. Written like `Money`, with a
 * leading minus when negative: "-1234.56".
 */
export class SignedMoney {
  static readonly ZERO: SignedMoney = new SignedMoney(0n);

  private constructor(readonly cents: bigint) {}

  static fromCents(cents: bigint): SignedMoney {
    return cents === 0n ? SignedMoney.ZERO : new SignedMoney(cents);
  }

  static of(amount: SignedMoney | Money | string | number): SignedMoney {
    if (amount instanceof SignedMoney) return amount;
    if (amount instanceof Money) return SignedMoney.fromCents(amount.cents);
    const parsed = SignedMoney.parse(amount);
    if (!parsed.ok) throw new RangeError(`Invalid signed money ${JSON.stringify(amount)}: ${parsed.error.message}`);
    return parsed.value;
  }

  /** A decimal string or number with at most two decimals and 13 integer digits, either sign. */
  static parse(input: unknown): Result<SignedMoney, MoneyError> {
    let negative = false;
    let magnitude: unknown = input;
    if (typeof input === 'string' && input.trim().startsWith('-')) {
      negative = true;
      magnitude = input.trim().slice(1);
    } else if (typeof input === 'number' && input < 0) {
      negative = true;
      magnitude = -input;
    }
    const parsed = Money.parse(magnitude);
    if (!parsed.ok) return parsed;
    return ok(SignedMoney.fromCents(negative ? -parsed.value.cents : parsed.value.cents));
  }

  static sum(amounts: Iterable<SignedMoney | Money>): SignedMoney {
    let total = 0n;
    for (const amount of amounts) total += amount.cents;
    return SignedMoney.fromCents(total);
  }

  add(o: SignedMoney | Money): SignedMoney {
    return SignedMoney.fromCents(this.cents + o.cents);
  }

  subtract(o: SignedMoney | Money): SignedMoney {
    return SignedMoney.fromCents(this.cents - o.cents);
  }

  negate(): SignedMoney {
    return SignedMoney.fromCents(-this.cents);
  }

  /** The magnitude, as a `Money` (throws past the stored range: a sum is never asked for it). */
  abs(): Money {
    return Money.fromCents(this.cents < 0n ? -this.cents : this.cents);
  }

  isNegative(): boolean {
    return this.cents < 0n;
  }

  isZero(): boolean {
    return this.cents === 0n;
  }

  equals(o: SignedMoney | Money): boolean {
    return this.cents === o.cents;
  }

  /** Whether a numeric(15,2) column holds it. */
  fitsMoney(): boolean {
    return this.cents <= MONEY_MAX_CENTS && -this.cents <= MONEY_MAX_CENTS;
  }

  /** "-1234.56", "0.00", "25000.00": the API and database form. */
  toString(): string {
    return hundredthsToString(this.cents);
  }

  toJSON(): string {
    return this.toString();
  }
}
