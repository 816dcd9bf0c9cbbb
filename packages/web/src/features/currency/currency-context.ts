import { createContext } from 'react';
import type { CurrencyOption } from './currencies';

export interface CurrencyContextValue {
  /** What the picker offers: the server's list, or the built-in copy of the spec's table if it failed. */
  currencies: readonly CurrencyOption[];
  /** The chosen currency (remembered under localStorage `preferred-currency`). */
  currency: CurrencyOption;
  setCurrency: (code: string) => void;
  /**
   * Converts an amount from `sourceCode` (USD by default) into the chosen currency and formats it in the interface
   * language; `wholeUnits` drops the decimals (a rounded claim such as an average profit).
   */
  formatPrice: (amount: string, sourceCode?: string, options?: { wholeUnits?: boolean }) => string;
  /** Converts an amount from `sourceCode` (USD by default) into the chosen currency, as a decimal string. */
  convertPrice: (amount: string, sourceCode?: string) => string;
}

export const CurrencyContext = createContext<CurrencyContextValue | null>(null);
