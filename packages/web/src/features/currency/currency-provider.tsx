import { useQuery } from '@apollo/client/react';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { CurrenciesDocument } from '../../graphql/generated';
import { readStorage, storageKeys, writeStorage } from '../../lib/storage';
import { DEFAULT_CURRENCY_CODE, FALLBACK_CURRENCIES, type CurrencyOption } from './currencies';
import { CurrencyContext, type CurrencyContextValue } from './currency-context';
import { convertMoney, formatMoney } from './format-money';

const USD_FALLBACK = FALLBACK_CURRENCIES[0];

export function CurrencyProvider({ children }: { children: ReactNode }) {
  const { data } = useQuery(CurrenciesDocument, { fetchPolicy: 'cache-first' });
  // Amounts are laid out for the interface language (docs/i18n.md): '₵312,500.00' in English, '312 500,00 ₵' in French.
  const { locale } = useIntl();
  const [code, setCode] = useState<string>(() => readStorage(storageKeys.currency) ?? DEFAULT_CURRENCY_CODE);

  // Until the server answers (and if it fails) the spec's table stands in.
  const currencies: readonly CurrencyOption[] =
    data?.currencies && data.currencies.length > 0 ? data.currencies : FALLBACK_CURRENCIES;

  const find = useCallback(
    (wanted: string): CurrencyOption | undefined => currencies.find((c) => c.code === wanted),
    [currencies],
  );

  // A remembered code the list no longer offers falls back to the first entry (USD).
  const currency = find(code) ?? currencies[0] ?? USD_FALLBACK;

  const setCurrency = useCallback((next: string) => {
    setCode(next);
    writeStorage(storageKeys.currency, next);
  }, []);

  const value = useMemo<CurrencyContextValue>(() => {
    const source = (sourceCode: string) => find(sourceCode) ?? (sourceCode === 'USD' ? USD_FALLBACK : undefined);
    const convertPrice = (amount: string, sourceCode = 'USD') => {
      const from = source(sourceCode);
      return from ? convertMoney(amount, from, currency) : amount;
    };
    const formatPrice = (amount: string, sourceCode = 'USD', options?: { wholeUnits?: boolean }) => {
      const from = source(sourceCode);
      // An unknown source currency is shown as it is rather than converted with a guessed rate.
      if (!from) return `${sourceCode} ${amount}`;
      return formatMoney(convertMoney(amount, from, currency), currency, locale, options);
    };
    return { currencies, currency, setCurrency, formatPrice, convertPrice };
  }, [currencies, currency, setCurrency, find, locale]);

  return <CurrencyContext.Provider value={value}>{children}</CurrencyContext.Provider>;
}
