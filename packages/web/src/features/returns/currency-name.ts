/**
 * A currency's name in the interface language (Intl knows them all, as the currency picker does); in English,
 * and where Intl cannot say, the server's name.
 */
export function currencyName(locale: string, currency: { code: string; name: string }): string {
  if (locale === 'en') return currency.name;
  try {
    return new Intl.DisplayNames([locale], { type: 'currency' }).of(currency.code) ?? currency.name;
  } catch {
    return currency.name;
  }
}
