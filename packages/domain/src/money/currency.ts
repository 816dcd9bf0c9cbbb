import { divideHalfUp } from './decimal.js';
import { Money } from './money.js';
import type { MoneyTotal } from './money-total.js';

export type CurrencyCode = 'USD' | 'GHS' | 'NGN' | 'XOF' | 'XAF' | 'GBP' | 'EUR' | 'CNY' | 'JPY' | 'KRW';

export interface CurrencyRate {
  readonly code: CurrencyCode;
  readonly name: string;
  readonly symbol: string;
  readonly flag: string;
  /** Units of this currency per 1 USD, as an exact decimal string ("12.5"): rates are data, never floats. */
  readonly rate: string;
  /** Decimals shown on screen: 2, or 0 for JPY and KRW. */
  readonly decimals: 0 | 2;
}

/**
 * The display currencies, in the picker's order (USD first: the default and the unit of account). Only the list
 * and the decimals live here; names, symbols and the rates are data in the database (rules §1, docs/currencies.md),
 * seeded with the spec's values and changed by admins (or the optional provider), each change kept.
 */
export const CURRENCY_CODES: readonly CurrencyCode[] = [
  'USD',
  'GHS',
  'NGN',
  'XOF',
  'XAF',
  'GBP',
  'EUR',
  'CNY',
  'JPY',
  'KRW',
];

/** The unit of account: every rate is "units per 1 USD", so USD's own rate is 1 by definition and never changes. */
export const BASE_CURRENCY: CurrencyCode = 'USD';

export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && (CURRENCY_CODES as readonly string[]).includes(value);
}

/** Decimals an amount in `code` is shown with (investor spec §9): 0 for JPY and KRW, else 2. */
export function currencyDecimals(code: CurrencyCode): 0 | 2 {
  return ZERO_DECIMAL.has(code) ? 0 : 2;
}

/** The rates' stored precision (numeric(18,6)): at most 6 decimals and 12 integer digits. */
export const RATE_MAX_DECIMALS = 6;
export const RATE_MAX_INTEGER_DIGITS = 12;

/** One change of a currency's rate: who set which rate, when, and from when it counts. Never edited or deleted. */
export interface CurrencyRateChange {
  readonly id: number;
  readonly code: CurrencyCode;
  readonly rate: string;
  /** The rate it replaced (null for the seed). */
  readonly previousRate: string | null;
  /** From this instant on the rate is the currency's rate, until the next change's `effectiveAt`. */
  readonly effectiveAt: Date;
  /** When it was recorded. */
  readonly setAt: Date;
  /** The admin who set it; null for the seed and the provider (and once that account is gone). */
  readonly setBy: number | null;
  readonly setByEmail: string | null;
  readonly source: CurrencyRateSource;
}

export type CurrencyRateSource = 'seed' | 'admin' | 'provider';

/** A currency's rate as of an instant (looked up in the history, for statements and home-currency returns). */
export interface RateAt {
  readonly code: CurrencyCode;
  readonly rate: string;
  /** The change in force at the instant asked about. */
  readonly effectiveAt: Date;
}

const ZERO_DECIMAL: ReadonlySet<CurrencyCode> = new Set(['JPY', 'KRW']);

/** A rate string as an exact fraction numerator / 10^scale. */
function rateFraction(rate: string): { numerator: bigint; denominator: bigint } {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(rate.trim());
  if (!match) throw new RangeError(`Invalid exchange rate ${JSON.stringify(rate)}`);
  const [, whole = '', fraction = ''] = match;
  const numerator = BigInt(whole + fraction);
  if (numerator === 0n) throw new RangeError('An exchange rate must be positive');
  return { numerator, denominator: 10n ** BigInt(fraction.length) };
}

/** True when the string is a usable rate: a positive plain decimal. For validating the admin's edits. */
export function isValidRate(rate: string): boolean {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(rate.trim());
  if (!match) return false;
  if ((match[2] ?? '').length > RATE_MAX_DECIMALS) return false;
  if (match[1]!.replace(/^0+(?=\d)/, '').length > RATE_MAX_INTEGER_DIGITS) return false;
  try {
    rateFraction(rate);
    return true;
  } catch {
    return false;
  }
}

/**
 * Converts for display only: amount ÷ rate(from) × rate(to), exact, rounded half-up to the cent.
 * It returns a new value and never touches the stored amount (Money is immutable). The rates come from the
 * server's data (`CurrencyRateReader.listCurrent()`), never from a table in the code.
 */
export function convertForDisplay(
  amount: Money,
  from: CurrencyCode,
  to: CurrencyCode,
  rates: ReadonlyArray<Pick<CurrencyRate, 'code' | 'rate'>>,
): Money {
  if (from === to) return amount;
  const find = (code: CurrencyCode) => {
    const entry = rates.find((r) => r.code === code);
    if (!entry) throw new RangeError(`No exchange rate for ${code}`);
    return rateFraction(entry.rate);
  };
  const source = find(from);
  const target = find(to);
  return Money.fromCents(
    divideHalfUp(amount.cents * target.numerator * source.denominator, source.numerator * target.denominator),
  );
}

/**
 * A USD amount in hundredths, expressed in a currency quoted at `rate` units per 1 USD: exact, rounded half-up to
 * the hundredth, and unbounded (a large sum in won passes any stored column's bound). For returns and statements,
 * which convert at a rate looked up in the history rather than the current list (`convertForDisplay`).
 */
export function usdHundredthsAt(hundredths: bigint, rate: string): bigint {
  const { numerator, denominator } = rateFraction(rate);
  return divideHalfUp(hundredths * numerator, denominator);
}

function group(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * en-US style with grouping ("25,000.00"); JPY and KRW show no decimals (rounded half-up). With `symbol` (the
 * currency's symbol from the rates data), it is prefixed ("₵12,500.00", "CFA 610,000.00").
 */
export function formatMoney(
  m: Money | MoneyTotal,
  currency: CurrencyCode = 'USD',
  options: { symbol?: string } = {},
): string {
  let text: string;
  if (ZERO_DECIMAL.has(currency)) {
    text = group(divideHalfUp(m.cents, 100n).toString());
  } else {
    const [whole = '0', fraction = '00'] = m.toString().split('.');
    text = `${group(whole)}.${fraction}`;
  }
  const symbol = options.symbol;
  if (!symbol) return text;
  return /^\p{L}+$/u.test(symbol) ? `${symbol} ${text}` : `${symbol}${text}`;
}

/**
 * Reads a rate as an admin or a provider gives it (a number or a decimal string) into its canonical text
 * ("0.790" → "0.79", "012.50" → "12.5"), or says why it is refused: not a number (NaN, exponent notation, text),
 * zero or negative, more than 6 decimals or 12 integer digits (the stored precision). Never through a float.
 */
export function parseRate(value: unknown): { ok: true; rate: string } | { ok: false; reason: string } {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return { ok: false, reason: 'must be a number' };
    text = String(value);
  } else if (typeof value === 'string') {
    text = value.trim();
  } else {
    return { ok: false, reason: 'must be a number' };
  }
  if (/^-/.test(text) && /^-\d+(\.\d+)?$/.test(text)) return { ok: false, reason: 'must be greater than 0' };
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return { ok: false, reason: 'must be a number' };
  const whole = match[1]!.replace(/^0+(?=\d)/, '');
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if ((match[2] ?? '').length > RATE_MAX_DECIMALS) {
    return { ok: false, reason: `must have at most ${RATE_MAX_DECIMALS} decimals` };
  }
  if (whole.length > RATE_MAX_INTEGER_DIGITS) {
    return { ok: false, reason: `must have at most ${RATE_MAX_INTEGER_DIGITS} digits before the point` };
  }
  if (/^0*$/.test(whole + fraction)) return { ok: false, reason: 'must be greater than 0' };
  return { ok: true, rate: fraction ? `${whole}.${fraction}` : whole };
}
