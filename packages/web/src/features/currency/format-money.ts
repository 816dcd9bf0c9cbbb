import { convert, group, isDecimal, round } from '../../lib/decimal';
import { fractionDigits, type CurrencyOption } from './currencies';

/**
 * Formats an amount already expressed in `currency`, laid out for `locale` (the interface language, docs/i18n.md;
 * en-US by default) through Intl.NumberFormat, with the currency's own symbol (₵, ₦, CFA…) in place of Intl's,
 * 2 decimals (0 for JPY and KRW, or `wholeUnits`). If Intl cannot format it (unknown code, old browser), falls
 * back to the symbol and a grouped number.
 */
export function formatMoney(
  amount: string,
  currency: CurrencyOption,
  locale = 'en-US',
  { wholeUnits = false }: { wholeUnits?: boolean } = {},
): string {
  const digits = wholeUnits ? 0 : fractionDigits(currency);
  const value = isDecimal(amount) ? round(amount, digits) : null;
  if (value === null) return `${currency.symbol}—`;
  try {
    const formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: currency.code,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    // A numeric string keeps its exact value (Intl.NumberFormat v3), unlike a float.
    const parts = formatter.formatToParts(value as Intl.StringNumericLiteral);
    const symbol = currency.symbol || currency.code;
    // The locale decides on which side the symbol goes ('₵312,500.00', '312 500,00 ₵'). Intl writes a currency it
    // has no symbol for as its code with a space ('GHS 312,500.00'): that space is dropped, and a space is put back
    // where the locale spaces its own symbols (French, German…) or the symbol is a word (CFA).
    const spaced = isWordSymbol(symbol) || localeSpacesSymbols(locale);
    const at = parts.findIndex((part) => part.type === 'currency');
    if (at < 0) return parts.map((part) => part.value).join('');
    const isSpace = (part: Intl.NumberFormatPart | undefined) => part?.type === 'literal' && /^\s+$/u.test(part.value);
    const before = parts.slice(0, at);
    const after = parts.slice(at + 1);
    if (isSpace(before.at(-1))) before.pop();
    if (isSpace(after[0])) after.shift();
    const symbolFirst = after.some((part) => part.type === 'integer');
    const space = spaced ? ' ' : '';
    const text = (list: Intl.NumberFormatPart[]) => list.map((part) => part.value).join('');
    return symbolFirst
      ? `${text(before)}${symbol}${space}${text(after)}`
      : `${text(before)}${space}${symbol}${text(after)}`;
  } catch {
    return fallbackFormat(value, currency);
  }
}

const spacing = new Map<string, boolean>();

/** Whether `locale` puts a space between a currency symbol and the number ('12 €' in French, '€12' in English). */
function localeSpacesSymbols(locale: string): boolean {
  let spaced = spacing.get(locale);
  if (spaced === undefined) {
    const parts = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).formatToParts(1);
    const at = parts.findIndex((part) => part.type === 'currency');
    spaced = [parts[at - 1], parts[at + 1]].some((part) => part?.type === 'literal' && /\s/u.test(part.value));
    spacing.set(locale, spaced);
  }
  return spaced;
}

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

const US_DOLLAR: CurrencyOption = { code: 'USD', name: 'US Dollar', symbol: '$', flag: '🇺🇸', rate: '1', decimals: 2 };

/**
 * A US-dollar amount the investor types or pays in dollars, written as the page writes money: in the display
 * currency, with the dollars beside it when that is another currency ('₵232,500.00 ($18,600.00)'; in dollars
 * simply '$18,600.00').
 */
export function formatUsdAmount(usd: string, display: CurrencyOption, locale = 'en-US'): string {
  const dollars = formatMoney(usd, US_DOLLAR, locale);
  if (display.code === US_DOLLAR.code) return dollars;
  return `${formatMoney(convertMoney(usd, US_DOLLAR, display), display, locale)} (${dollars})`;
}
