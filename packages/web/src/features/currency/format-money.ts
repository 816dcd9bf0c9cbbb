import { convert, group, isDecimal, round } from '../../lib/decimal';
import { fractionDigits, US_DOLLAR, type CurrencyOption } from './currencies';

/**
 * Formats an amount already expressed in `currency` through Intl.NumberFormat, with the currency's own symbol
 * (₵, ₦, CFA…, from the server's list) in place of Intl's, 2 decimals (0 for JPY and KRW). `locale` is en-US
 * unless given (the spec's layout: '₵12,500.00'); another language lays the number out its own way
 * ('12 500,00 ₵' in French), the digits and decimals unchanged. If Intl cannot format it (unknown code, old
 * browser), falls back to the symbol and a grouped number (spec §8).
 */
export function formatMoney(
  amount: string,
  currency: CurrencyOption,
  locale = 'en-US',
  /** No decimals: a rounded claim such as an average profit (docs/i18n.md). */
  { wholeUnits = false }: { wholeUnits?: boolean } = {},
): string {
  const digits = wholeUnits ? 0 : fractionDigits(currency);
  const value = isDecimal(amount) ? round(amount, digits) : null;
  if (value === null) return `${currency.symbol}—`;
  try {
    const formatter = numberFormat(locale, currency.code, digits);
    // A numeric string keeps its exact value (Intl.NumberFormat v3), unlike a float.
    const parts = formatter.formatToParts(value as Intl.StringNumericLiteral);
    const symbol = currency.symbol || currency.code;
    // en-US as the spec writes it ('₵12,500.00', 'CFA 610.00'); other languages keep their own spacing and symbol
    // position (their literals), only the symbol is ours.
    const en = locale === 'en-US';
    return parts
      .filter((part) => !en || part.type !== 'literal')
      .map((part) => (part.type === 'currency' ? symbol + (en && isWordSymbol(symbol) ? ' ' : '') : part.value))
      .join('');
  } catch {
    return fallbackFormat(value, currency);
  }
}

/**
 * One Intl.NumberFormat per locale, currency and digits, made once: making one costs far more than using it (on a
 * phone with a 4x slower CPU, the prices of a page of cards took tens of milliseconds of its hydration). A code
 * Intl does not know throws here, uncached, and formatMoney falls back.
 */
const formatters = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string, code: string, digits: number): Intl.NumberFormat {
  const key = `${locale} ${code} ${digits}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: code,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** The locale `formatMoney` writes an interface language's money in: English the spec's way ('₵12,500.00'). */
export const moneyLocale = (language: string): string => (language === 'en' ? 'en-US' : language);

/** Letter symbols (CFA, FCFA) read better with a space before the number. */
const isWordSymbol = (symbol: string): boolean => /^[A-Za-z]{2,}$/.test(symbol);

export function fallbackFormat(value: string, currency: CurrencyOption): string {
  const symbol = currency.symbol || currency.code;
  return `${symbol}${isWordSymbol(symbol) ? ' ' : ''}${group(value)}`;
}

/** Converts an amount from `source` to `target` (divide by the source rate, multiply by the target's). */
export function convertMoney(amount: string, source: CurrencyOption, target: CurrencyOption): string {
  if (!isDecimal(amount)) return amount;
  if (source.code === target.code) return round(amount, fractionDigits(target));
  return convert(amount, source.rate, target.rate, fractionDigits(target));
}

/**
 * A US-dollar amount the investor types or pays in dollars, written as the page writes money: in the display
 * currency, with the dollars beside it when that is another currency ('₵232,500.00 ($18,600.00)'; in dollars
 * simply '$18,600.00').
 */
export function formatUsdAmount(usd: string, display: CurrencyOption): string {
  const dollars = formatMoney(usd, US_DOLLAR);
  if (display.code === US_DOLLAR.code) return dollars;
  return `${formatMoney(convertMoney(usd, US_DOLLAR, display), display)} (${dollars})`;
}
