import { err, ok, type Result } from '../shared/result.js';

/** Why a value is refused as an exact two-decimal amount (rules §1). Shared by Money and Percentage. */
export type DecimalFault = 'NOT_A_NUMBER' | 'EXPONENT_NOTATION' | 'TOO_MANY_DECIMALS' | 'NEGATIVE' | 'TOO_LARGE';

export const DECIMAL_FAULT_MESSAGES: Readonly<Record<DecimalFault, string>> = {
  NOT_A_NUMBER: 'must be a number',
  EXPONENT_NOTATION: 'must be written without exponent notation',
  TOO_MANY_DECIMALS: 'must have at most 2 decimals',
  NEGATIVE: 'must not be negative',
  TOO_LARGE: 'is too large',
};

const PLAIN = /^(-)?(\d+)(?:\.(\d+))?$/;
// Written so that no two parts can match the same digits: linear time on hostile input.
const EXPONENT = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)[eE][+-]?\d+$/;

const DIGIT_0 = 48;
const DIGIT_9 = 57;
const DOT = 46;

/**
 * The fast path for the database's own form of a numeric(p,2) column: 1 to `maxIntegerDigits` digits, a
 * dot, exactly two digits ("25000.00", "0.50"). Anything else (signs, spaces, other decimals, too many
 * digits) answers `undefined` and goes through the general parser below; a property test checks that the two
 * agree on every string this one accepts. With at most 13 + 2 digits the value fits a double exactly
 * (< 2^53), so it is summed as a number and turned into a bigint once, without a regular expression,
 * substrings or a bigint per digit.
 */
export function parseStoredHundredths(text: string, maxIntegerDigits: number): bigint | undefined {
  const dot = text.length - 3;
  if (dot < 1 || dot > maxIntegerDigits || maxIntegerDigits > 13 || text.charCodeAt(dot) !== DOT) return undefined;
  let value = 0;
  for (let i = 0; i < text.length; i++) {
    if (i === dot) continue;
    const c = text.charCodeAt(i);
    if (c < DIGIT_0 || c > DIGIT_9) return undefined;
    value = value * 10 + (c - DIGIT_0);
  }
  return BigInt(value);
}

/**
 * Reads a number or decimal string as an exact count of hundredths. Numbers go through their shortest
 * decimal string (`String(0.1)` is "0.1"), so what the client typed is what we read, never a binary
 * approximation. Every written decimal counts, trailing zeros included (rules §3): "1.500" is refused like
 * "1.501", so "at most 2 decimals" means what it says and no amount needs rounding or trimming to be stored. A
 * JSON number loses its trailing zeros in JSON.parse (10000.000 arrives as 10000), so it cannot be refused.
 */
export function parseHundredths(input: unknown, maxIntegerDigits: number): Result<bigint, DecimalFault> {
  if (typeof input === 'string') {
    const stored = parseStoredHundredths(input, maxIntegerDigits);
    if (stored !== undefined) return ok(stored);
  }
  return parseHundredthsGenerally(input, maxIntegerDigits);
}

/** The general parser: every input the API accepts, and a reason for every one it refuses. */
export function parseHundredthsGenerally(input: unknown, maxIntegerDigits: number): Result<bigint, DecimalFault> {
  let text: string;
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return err('NOT_A_NUMBER');
    text = String(input);
  } else if (typeof input === 'string') {
    text = input.trim();
  } else {
    return err('NOT_A_NUMBER');
  }
  if (EXPONENT.test(text)) return err('EXPONENT_NOTATION');
  const match = PLAIN.exec(text);
  if (!match) return err('NOT_A_NUMBER');
  const [, minus, integerPart = '', fraction = ''] = match;
  const integerDigits = integerPart.replace(/^0+/, '');
  const isZero = integerDigits === '' && /^0*$/.test(fraction);
  if (minus && !isZero) return err('NEGATIVE');
  if (fraction.length > 2) return err('TOO_MANY_DECIMALS');
  if (integerDigits.length > maxIntegerDigits) return err('TOO_LARGE');
  return ok(BigInt(integerDigits || '0') * 100n + BigInt(fraction.padEnd(2, '0')));
}

const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

/** "1234.50" from 123450n. */
export function hundredthsToString(value: bigint): string {
  if (value >= 0n && value <= MAX_SAFE) {
    // Every amount and percentage we hold: number maths, exact below 2^53, and no bigint division.
    const n = Number(value);
    const cents = n % 100;
    return `${(n - cents) / 100}.${cents < 10 ? '0' : ''}${cents}`;
  }
  const sign = value < 0n ? '-' : '';
  const abs = value < 0n ? -value : value;
  return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/** numerator / denominator rounded half-up (denominator > 0, numerator ≥ 0). */
export function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  if (denominator <= 0n) throw new RangeError('denominator must be positive');
  if (numerator < 0n) throw new RangeError('numerator must not be negative');
  return (numerator * 2n + denominator) / (denominator * 2n);
}
