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

/** The investor spec's rates, used as the seed of the admin-editable table (rules §1). USD first: the default. */
export const DEFAULT_CURRENCY_RATES: readonly CurrencyRate[] = [
  { code: 'USD', name: 'US Dollar', symbol: '$', flag: '🇺🇸', rate: '1', decimals: 2 },
  { code: 'GHS', name: 'Ghanaian Cedi', symbol: '₵', flag: '🇬🇭', rate: '12.5', decimals: 2 },
  { code: 'NGN', name: 'Nigerian Naira', symbol: '₦', flag: '🇳🇬', rate: '1650', decimals: 2 },
  { code: 'XOF', name: 'West African CFA Franc', symbol: 'CFA', flag: '🇸🇳', rate: '610', decimals: 2 },
  { code: 'XAF', name: 'Central African CFA Franc', symbol: 'FCFA', flag: '🇨🇲', rate: '610', decimals: 2 },
  { code: 'GBP', name: 'British Pound', symbol: '£', flag: '🇬🇧', rate: '0.79', decimals: 2 },
  { code: 'EUR', name: 'Euro', symbol: '€', flag: '🇪🇺', rate: '0.92', decimals: 2 },
  { code: 'CNY', name: 'Chinese Yuan', symbol: '¥', flag: '🇨🇳', rate: '7.3', decimals: 2 },
  { code: 'JPY', name: 'Japanese Yen', symbol: '¥', flag: '🇯🇵', rate: '150', decimals: 0 },
  { code: 'KRW', name: 'South Korean Won', symbol: '₩', flag: '🇰🇷', rate: '1350', decimals: 0 },
];

export const CURRENCY_CODES: readonly CurrencyCode[] = DEFAULT_CURRENCY_RATES.map((r) => r.code);

export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && (CURRENCY_CODES as readonly string[]).includes(value);
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
  try {
    rateFraction(rate);
    return true;
  } catch {
    return false;
  }
}

/**
 * Converts for display only: amount ÷ rate(from) × rate(to), exact, rounded half-up to the cent.
 * It returns a new value and never touches the stored amount (Money is immutable).
 */
export function convertForDisplay(
  amount: Money,
  from: CurrencyCode,
  to: CurrencyCode,
  rates: ReadonlyArray<Pick<CurrencyRate, 'code' | 'rate'>> = DEFAULT_CURRENCY_RATES,
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

function group(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * en-US style with grouping ("25,000.00"); JPY and KRW show no decimals (rounded half-up).
 * With `symbol`, the currency symbol is prefixed ("₵12,500.00", "CFA 610,000.00").
 */
export function formatMoney(
  m: Money | MoneyTotal,
  currency: CurrencyCode = 'USD',
  options: { symbol?: boolean } = {},
): string {
  let text: string;
  if (ZERO_DECIMAL.has(currency)) {
    text = group(divideHalfUp(m.cents, 100n).toString());
  } else {
    const [whole = '0', fraction = '00'] = m.toString().split('.');
    text = `${group(whole)}.${fraction}`;
  }
  if (!options.symbol) return text;
  const symbol = DEFAULT_CURRENCY_RATES.find((r) => r.code === currency)?.symbol ?? currency;
  return /^\p{L}+$/u.test(symbol) ? `${symbol} ${text}` : `${symbol}${text}`;
}
