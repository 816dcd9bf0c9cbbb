import { formatMoney } from './currency.js';
import { hundredthsToString, parseStoredHundredths } from './decimal.js';
import { Money, MONEY_MAX_CENTS } from './money.js';

/** A database sum as text: digits, and at most two decimals ("20000000000000.00", "0"). */
const STORED_SUM = /^(\d+)(?:\.(\d{1,2}))?$/;

/**
 * A sum of amounts in integer cents, with no upper bound: what reads add up (a project's total and funding,
 * the platform's totals, an investor's portfolio). Stored amounts are each bounded by numeric(15,2), and saving
 * refuses a price whose project or platform total would pass that bound (rules §3), but values stored before
 * that rule, or by hand, may still add up past it: a read must show them, not fail on them. It is written like
 * `Money` ("25000.00"), so an API answer does not tell the two apart.
 */
export class MoneyTotal {
  static readonly ZERO: MoneyTotal = new MoneyTotal(0n);

  private constructor(readonly cents: bigint) {}

  static fromCents(cents: bigint): MoneyTotal {
    if (cents < 0n) throw new RangeError(`A money total cannot be negative: ${cents} cents`);
    return cents === 0n ? MoneyTotal.ZERO : new MoneyTotal(cents);
  }

  static of(amount: Money): MoneyTotal {
    return MoneyTotal.fromCents(amount.cents);
  }

  /** For a sum the database computed (trusted text, any number of digits); anything else is a bug and throws. */
  static ofStored(text: string): MoneyTotal {
    // The usual form, a sum of numeric(15,2) amounts below 2^53 cents ("1250000.00"): read without a regular
    // expression or two bigint parses (the projects list reads two per project; docs/performance.md).
    const stored = parseStoredHundredths(text, 13);
    if (stored !== undefined) return MoneyTotal.fromCents(stored);
    const match = STORED_SUM.exec(text);
    if (!match) throw new RangeError(`Invalid money total ${JSON.stringify(text)}`);
    const [, whole = '0', fraction = ''] = match;
    return MoneyTotal.fromCents(BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0')));
  }

  static sum(amounts: Iterable<Money | MoneyTotal>): MoneyTotal {
    let total = 0n;
    for (const amount of amounts) total += amount.cents;
    return MoneyTotal.fromCents(total);
  }

  add(o: Money | MoneyTotal): MoneyTotal {
    return MoneyTotal.fromCents(this.cents + o.cents);
  }

  compare(o: Money | MoneyTotal): -1 | 0 | 1 {
    return this.cents < o.cents ? -1 : this.cents > o.cents ? 1 : 0;
  }

  equals(o: Money | MoneyTotal): boolean {
    return this.cents === o.cents;
  }

  isZero(): boolean {
    return this.cents === 0n;
  }

  /** Whether this total could itself be stored as one amount (numeric(15,2)). */
  fitsMoney(): boolean {
    return this.cents <= MONEY_MAX_CENTS;
  }

  /** Always two decimals, no grouping: "20000000000000.00". */
  toString(): string {
    return hundredthsToString(this.cents);
  }

  toJSON(): string {
    return this.toString();
  }
}

/** The bound as refusals state it: "9,999,999,999,999.99". */
export const MONEY_MAX_TEXT = formatMoney(Money.fromCents(MONEY_MAX_CENTS));
