import { useContext } from 'react';
import { CurrencyContext, type CurrencyContextValue } from '../currency-context';

/** The chosen display currency and the helpers that convert and format USD prices into it. */
export function useCurrency(): CurrencyContextValue {
  const value = useContext(CurrencyContext);
  if (!value) throw new Error('useCurrency must be used inside <CurrencyProvider>');
  return value;
}
