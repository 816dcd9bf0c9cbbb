import { err, ok, type Result } from '../shared/result.js';
import {
  DECIMAL_FAULT_MESSAGES,
  divideHalfUp,
  hundredthsToString,
  parseHundredths,
  parseStoredHundredths,
} from './decimal.js';
import type { Money } from './money.js';

export type PercentageErrorCode =
  | 'PERCENTAGE.NOT_A_NUMBER'
  | 'PERCENTAGE.EXPONENT_NOTATION'
  | 'PERCENTAGE.TOO_MANY_DECIMALS'
  | 'PERCENTAGE.NEGATIVE'
  | 'PERCENTAGE.TOO_LARGE';

export interface PercentageError {
  readonly code: PercentageErrorCode;
  readonly message: string;
}

/** numeric(5,2): 0.00 to 999.99. */
const MAX_INTEGER_DIGITS = 3;
const MAX_HUNDREDTHS = 99_999n;

/** A percentage with two decimals, held as integer hundredths of a percent ("18.50" is 1850n). */
export class Percentage {
  static readonly ZERO: Percentage = new Percentage(0n);

  private constructor(readonly hundredths: bigint) {}

  static fromHundredths(hundredths: bigint): Percentage {
    if (hundredths < 0n || hundredths > MAX_HUNDREDTHS) {
      throw new RangeError(`Percentage out of range 0..999.99: ${hundredths} hundredths`);
    }
    return new Percentage(hundredths);
  }

  static parse(input: unknown): Result<Percentage, PercentageError> {
    const parsed = parseHundredths(input, MAX_INTEGER_DIGITS);
    if (!parsed.ok) return err({ code: `PERCENTAGE.${parsed.error}`, message: DECIMAL_FAULT_MESSAGES[parsed.error] });
    return ok(Percentage.fromHundredths(parsed.value));
  }

  static of(input: string | number): Percentage {
    if (typeof input === 'string') {
      // Database rows: their own two-decimal form, read without building a Result (see parseStoredHundredths).
      const stored = parseStoredHundredths(input, MAX_INTEGER_DIGITS);
      if (stored !== undefined) return Percentage.fromHundredths(stored);
    }
    const parsed = Percentage.parse(input);
    if (!parsed.ok) throw new RangeError(`Invalid percentage ${JSON.stringify(input)}: ${parsed.error.message}`);
    return parsed.value;
  }

  equals(o: Percentage): boolean {
    return this.hundredths === o.hundredths;
  }

  compare(o: Percentage): -1 | 0 | 1 {
    return this.hundredths < o.hundredths ? -1 : this.hundredths > o.hundredths ? 1 : 0;
  }

  /** For display and for GraphQL Float fields only; never compute with it. */
  toNumber(): number {
    return Number(this.hundredths) / 100;
  }

  /** "18.50" */
  toString(): string {
    return hundredthsToString(this.hundredths);
  }

  toJSON(): string {
    return this.toString();
  }
}

/** Ownership of `amount` in a unit of `price`: amount / price × 100, 2 decimals (half-up). */
export function ownershipPercentage(amount: Money, price: Money): Percentage {
  if (price.isZero()) throw new RangeError('ownership of a unit priced at zero is undefined');
  return Percentage.fromHundredths(divideHalfUp(amount.cents * 10_000n, price.cents));
}
