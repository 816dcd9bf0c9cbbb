import { createContext } from 'react';
import type { CurrencyOption } from './currencies';

export interface CurrencyContextValue {
  /** What the picker offers: the server's list; USD alone while it loads or when it failed. */
  currencies: readonly CurrencyOption[];
  /** 'ready' once the server's rates are here; 'failed' when they could not be loaded (amounts stay in USD). */
  ratesStatus: 'loading' | 'ready' | 'failed';
  /** The chosen currency (remembered under localStorage `preferred-currency`); USD until the rates are here. */
  currency: CurrencyOption;
  setCurrency: (code: string) => void;
  /** A currency by code, for amounts stored in it and shown as they are (the server's entry when loaded). */
  currencyFor: (code: string) => CurrencyOption;
  /** Converts an amount from `sourceCode` (USD by default) into the chosen currency and formats it. */
  /** `wholeUnits` drops the decimals (a rounded claim such as an average profit); laid out in the interface language. */
  formatPrice: (amount: string, sourceCode?: string, options?: { wholeUnits?: boolean }) => string;
  /** Converts an amount from `sourceCode` (USD by default) into the chosen currency, as a decimal string. */
  convertPrice: (amount: string, sourceCode?: string) => string;
}

export const CurrencyContext = createContext<CurrencyContextValue | null>(null);
