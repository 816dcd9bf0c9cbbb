import type { IntlShape } from 'react-intl';
import type { CurrencyOption } from '../currency/currencies';
import { formatMoney } from '../currency/format-money';
import { claims, site } from '../site/site-info';

export interface FaqItem {
  question: string;
  answer: string;
}

/** The ten questions, in order: each is `faq.<key>.question` and `faq.<key>.answer` in the `faq` area. */
const QUESTIONS = [
  'offPlan',
  'minimum',
  'construction',
  'profits',
  'kyc',
  'payment',
  'withdrawal',
  'progress',
  'abroad',
  'contact',
] as const;

/**
 * The ten questions of the FAQ page (accounts spec §1 claims), in the interface language. `cedi` is the server's
 * GHS entry (its symbol): the minimum co-buy is a claim in cedis, shown as it is, never converted.
 */
export const faqItems = (
  intl: Pick<IntlShape, 'formatMessage' | 'locale'>,
  cedi: CurrencyOption,
): readonly FaqItem[] => {
  const values = {
    minimum: formatMoney(claims.minimumCoBuyCedis, cedi, intl.locale, { wholeUnits: true }),
    min: claims.timelineMonths.min,
    max: claims.timelineMonths.max,
    email: site.email,
    phone: site.phone,
    hours: intl.formatMessage({ id: 'footer.phoneHours' }),
  };
  return QUESTIONS.map((key) => ({
    question: intl.formatMessage({ id: `faq.${key}.question` }),
    answer: intl.formatMessage({ id: `faq.${key}.answer` }, values),
  }));
};
