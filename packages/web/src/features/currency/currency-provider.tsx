import { useQuery } from '@apollo/client/react';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { CurrenciesDocument } from '../../graphql/generated';
import { readStorage, storageKeys, writeStorage } from '../../lib/storage';
import { DEFAULT_CURRENCY_CODE, displayOnlyCurrency, US_DOLLAR, type CurrencyOption } from './currencies';
import { CurrencyContext, type CurrencyContextValue } from './currency-context';
import { convertMoney, formatMoney } from './format-money';

const USD_ONLY: readonly CurrencyOption[] = [US_DOLLAR];

/**
 * The display currency and the server's rates (docs/currencies.md). The `currencies` query runs once per visit
 * (cache-first: every component shares the answer; a server-drawn page brings it in its Apollo state). Until it
 * answers, or if it fails, only USD is offered and amounts show in USD, the unit they are stored in: nothing is
 * converted with a rate the server did not give. The next visit asks again.
 */
export function CurrencyProvider({ children }: { children: ReactNode }) {
  const { data, error } = useQuery(CurrenciesDocument, { fetchPolicy: 'cache-first' });
  // Amounts are laid out for the interface language (docs/i18n.md); English keeps the spec's en-US layout.
  const { locale: language } = useIntl();
  const locale = language === 'en' ? 'en-US' : language;
  const [code, setCode] = useState<string>(() => readStorage(storageKeys.currency) ?? DEFAULT_CURRENCY_CODE);

  const loaded = data?.currencies && data.currencies.length > 0 ? data.currencies : null;
  const currencies: readonly CurrencyOption[] = loaded ?? USD_ONLY;
  const ratesStatus: CurrencyContextValue['ratesStatus'] = loaded ? 'ready' : error ? 'failed' : 'loading';

  const find = useCallback(
    (wanted: string): CurrencyOption | undefined => currencies.find((c) => c.code === wanted),
    [currencies],
  );

  // A remembered code the list does not offer (or not yet) shows USD; the choice itself is kept.
  const currency = find(code) ?? US_DOLLAR;

  const setCurrency = useCallback((next: string) => {
    setCode(next);
    writeStorage(storageKeys.currency, next);
  }, []);

  const value = useMemo<CurrencyContextValue>(() => {
    const currencyFor = (wanted: string) => find(wanted) ?? displayOnlyCurrency(wanted);
    const convertPrice = (amount: string, sourceCode = 'USD') => {
      const from = find(sourceCode);
      return from ? convertMoney(amount, from, currency) : amount;
    };
    const formatPrice = (amount: string, sourceCode = 'USD', options?: { wholeUnits?: boolean }) => {
      const from = find(sourceCode);
      // A source currency without a server rate (rates not loaded) is shown as it is, in its own currency,
      // rather than converted with a guessed rate.
      if (!from) return formatMoney(amount, displayOnlyCurrency(sourceCode), locale, options);
      return formatMoney(convertMoney(amount, from, currency), currency, locale, options);
    };
    return { currencies, ratesStatus, currency, setCurrency, currencyFor, formatPrice, convertPrice };
  }, [currencies, ratesStatus, currency, setCurrency, find, locale]);

  return <CurrencyContext.Provider value={value}>{children}</CurrencyContext.Provider>;
}
