/** A currency the picker offers; `rate` is units of it per 1 USD, as a decimal string. */
export interface CurrencyOption {
  code: string;
  name: string;
  symbol: string;
  flag: string;
  rate: string;
  decimals: number;
}

/**
 * The investor spec's table, used when the `currencies` query fails. The server's list (which an admin may
 * change) wins whenever it loads. JPY and KRW have no rate in the spec, so they only come from the server.
 */
export const FALLBACK_CURRENCIES: readonly CurrencyOption[] = [
  { code: 'USD', name: 'US Dollar', symbol: '$', flag: '🇺🇸', rate: '1', decimals: 2 },
  { code: 'GHS', name: 'Ghana Cedi', symbol: '₵', flag: '🇬🇭', rate: '12.5', decimals: 2 },
  { code: 'NGN', name: 'Nigerian Naira', symbol: '₦', flag: '🇳🇬', rate: '1650', decimals: 2 },
  { code: 'XOF', name: 'West African CFA Franc', symbol: 'CFA', flag: '🇸🇳', rate: '610', decimals: 2 },
  { code: 'XAF', name: 'Central African CFA Franc', symbol: 'FCFA', flag: '🇨🇲', rate: '610', decimals: 2 },
  { code: 'GBP', name: 'British Pound', symbol: '£', flag: '🇬🇧', rate: '0.79', decimals: 2 },
  { code: 'EUR', name: 'Euro', symbol: '€', flag: '🇪🇺', rate: '0.92', decimals: 2 },
  { code: 'CNY', name: 'Chinese Yuan', symbol: '¥', flag: '🇨🇳', rate: '7.3', decimals: 2 },
];

/** Currencies shown without fraction digits (investor spec §9), whatever a source says. */
const ZERO_DECIMAL = new Set(['JPY', 'KRW']);

export function fractionDigits(currency: CurrencyOption): number {
  return ZERO_DECIMAL.has(currency.code) ? 0 : currency.decimals;
}

export const DEFAULT_CURRENCY_CODE = 'USD';

/** Cedis, for amounts stored in GHS (developer totals, marketing claims): shown as is, never converted. */
export const CEDI: CurrencyOption = FALLBACK_CURRENCIES[1];
