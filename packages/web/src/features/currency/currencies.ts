/** A currency the picker offers; `rate` is units of it per 1 USD, as a decimal string. */
export interface CurrencyOption {
  code: string;
  name: string;
  symbol: string;
  flag: string;
  rate: string;
  decimals: number;
}

/*
 * No rate table lives in the web bundle (docs/currencies.md): the list and every rate come from the server's
 * `currencies` query (the rates an admin keeps), loaded once per visit and cached by Apollo. Only the unit of
 * account is known here, because its rate is 1 by definition: amounts are stored in USD, so with no rates (still
 * loading, or failed) the page shows them in dollars, unconverted.
 */

/** Currencies shown without fraction digits (investor spec §9), whatever a source says. */
const ZERO_DECIMAL = new Set(['JPY', 'KRW']);

export function fractionDigits(currency: Pick<CurrencyOption, 'code' | 'decimals'>): number {
  return ZERO_DECIMAL.has(currency.code) ? 0 : currency.decimals;
}

export const DEFAULT_CURRENCY_CODE = 'USD';

/** The unit of account: every rate is per 1 USD, so its own is 1 by definition (not a rate from a table). */
export const US_DOLLAR: CurrencyOption = {
  code: 'USD',
  name: 'US Dollar',
  symbol: '$',
  flag: '🇺🇸',
  rate: '1',
  decimals: 2,
};

/**
 * A currency to show an amount stored in it as it is (never converted) when the server's list is not there: its
 * code stands for the symbol ("GHS 25,000.00"). It carries no rate, so it cannot convert anything.
 */
export const displayOnlyCurrency = (code: string): CurrencyOption => ({
  code,
  name: code,
  symbol: code,
  flag: '',
  rate: '',
  decimals: ZERO_DECIMAL.has(code) ? 0 : 2,
});
