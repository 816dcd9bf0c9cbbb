import { useCallback } from 'react';
import { formatUsdAmount } from '../format-money';
import { useCurrency } from './use-currency';

/** formatUsdAmount in the chosen display currency: for messages about an amount typed or paid in dollars. */
export function useUsdAmount(): (usd: string) => string {
  const { currency } = useCurrency();
  return useCallback((usd: string) => formatUsdAmount(usd, currency), [currency]);
}
