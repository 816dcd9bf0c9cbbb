import type { StatementLanguage } from '@cobuy/domain';

/** Arabic statements write Western digits: the figures are drawn left to right in Noto Sans, as banks do. */
const locale = (language: StatementLanguage) => (language === 'ar' ? 'ar-u-nu-latn' : language);

/** Number formatting in the statement's language, from the stored decimal strings (exact, never via a float). */
export function formatters(language: StatementLanguage) {
  const tag = locale(language);
  const money = new Map<string, Intl.NumberFormat>();
  const percent = new Intl.NumberFormat(tag, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const date = new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' });
  const rate = new Intl.NumberFormat(tag, { maximumFractionDigits: 6 });
  return {
    money(amount: string, currency: string): string {
      let f = money.get(currency);
      if (!f) {
        f = new Intl.NumberFormat(tag, { style: 'currency', currency, currencyDisplay: 'code' });
        money.set(currency, f);
      }
      // Intl takes a decimal string exactly (StringNumericLiteral), so no float rounds a cent.
      return f.format(amount as unknown as number);
    },
    /** A percentage stored as "21.00" (percent, two decimals). */
    percent(value: string): string {
      return percent.format(`${value}e-2` as unknown as number);
    },
    /** Days in Accra (GMT), so the day printed is the day recorded. */
    date(iso: string | Date): string {
      return date.format(typeof iso === 'string' ? new Date(iso) : iso);
    },
    rate(value: string): string {
      return rate.format(value as unknown as number);
    },
  };
}
