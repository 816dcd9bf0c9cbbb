import type { CurrencyOption } from '../currencies';

/**
 * For tests only: the list the server's `currencies` query answers on a fresh database (the migration's seed, the
 * investor spec's rates). The app itself never holds this table; it reads the server's.
 */
export const SERVER_CURRENCIES: readonly CurrencyOption[] = [
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

export const serverCurrency = (code: string): CurrencyOption => SERVER_CURRENCIES.find((c) => c.code === code)!;
