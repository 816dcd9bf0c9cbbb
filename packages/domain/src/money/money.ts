import { err, ok, type Result } from '../shared/result.js';
import {
  DECIMAL_FAULT_MESSAGES,
  divideHalfUp,
  hundredthsToString,
  parseHundredths,
  parseStoredHundredths,
} from './decimal.js';

export type MoneyErrorCode =
  'MONEY.NOT_A_NUMBER' | 'MONEY.EXPONENT_NOTATION' | 'MONEY.TOO_MANY_DECIMALS' | 'MONEY.NEGATIVE' | 'MONEY.TOO_LARGE';

export interface MoneyError {
  readonly code: MoneyErrorCode;
  /** Human readable, fit for a field error: 'must have at most 2 decimals'. */
  readonly message: string;
}

/** numeric(15,2): 13 integer digits. */
export const MONEY_MAX_INTEGER_DIGITS = 13;
/** 9,999,999,999,999.99: the largest amount a numeric(15,2) column holds, and so the largest `Money`. */
export const MONEY_MAX_CENTS = 10n ** BigInt(MONEY_MAX_INTEGER_DIGITS + 2) - 1n;

/**
 * A non-negative amount held as integer cents, so that sums, shares and comparisons are exact.
 * The range is that of the database column numeric(15,2); anything outside is refused at the edge. A figure
 * that adds up many stored amounts (a project's, the platform's or an investor's total) is a `MoneyTotal`,
 * which has no upper bound, so that reading one can never fail.
 */
export class Money {
  static readonly ZERO: Money = new Money(0n);

  private constructor(readonly cents: bigint) {}

  static fromCents(cents: bigint): Money {
    if (cents < 0n) throw new RangeError(`Money cannot be negative: ${cents} cents`);
    if (cents > MONEY_MAX_CENTS) throw new RangeError(`Money exceeds ${MONEY_MAX_INTEGER_DIGITS} integer digits`);
    return cents === 0n ? Money.ZERO : new Money(cents);
  }

  static parse(input: unknown): Result<Money, MoneyError> {
    const parsed = parseHundredths(input, MONEY_MAX_INTEGER_DIGITS);
    if (!parsed.ok) return err({ code: `MONEY.${parsed.error}`, message: DECIMAL_FAULT_MESSAGES[parsed.error] });
    return ok(Money.fromCents(parsed.value));
  }

  /** For trusted data (database rows, seed): a refusal here is a bug, so it throws. */
  static of(input: string | number): Money {
    if (typeof input === 'string') {
      // Database rows: their own two-decimal form, read without building a Result (see parseStoredHundredths).
      const stored = parseStoredHundredths(input, MONEY_MAX_INTEGER_DIGITS);
      if (stored !== undefined) return Money.fromCents(stored);
    }
    const parsed = Money.parse(input);
    if (!parsed.ok) throw new RangeError(`Invalid money ${JSON.stringify(input)}: ${parsed.error.message}`);
    return parsed.value;
  }

  static sum(amounts: Iterable<Money>): Money {
    let total = 0n;
    for (const amount of amounts) total += amount.cents;
    return Money.fromCents(total);
  }

  add(o: Money): Money {
    return Money.fromCents(this.cents + o.cents);
  }

  /** Throws when the result would be negative: callers compare first where that can happen. */
  subtract(o: Money): Money {
    return Money.fromCents(this.cents - o.cents);
  }

  compare(o: Money): -1 | 0 | 1 {
    return this.cents < o.cents ? -1 : this.cents > o.cents ? 1 : 0;
  }

  equals(o: Money): boolean {
    return this.cents === o.cents;
  }

  lessThan(o: Money): boolean {
    return this.cents < o.cents;
  }

  greaterThan(o: Money): boolean {
    return this.cents > o.cents;
  }

  isZero(): boolean {
    return this.cents === 0n;
  }

  min(o: Money): Money {
    return this.cents <= o.cents ? this : o;
  }

  max(o: Money): Money {
    return this.cents >= o.cents ? this : o;
  }

  /** this × numerator / denominator, rounded half-up to the cent (bigint maths). */
  multiplyRatio(numerator: bigint, denominator: bigint): Money {
    return Money.fromCents(divideHalfUp(this.cents * numerator, denominator));
  }

  /** Always two decimals, no grouping: "25000.00" (the API and database form). */
  toString(): string {
    return hundredthsToString(this.cents);
  }

  toJSON(): string {
    return this.toString();
  }
}
