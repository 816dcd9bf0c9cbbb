import type { IntlShape } from 'react-intl';
import { compare, isDecimal, round } from '../../lib/decimal';

/** Accounts spec §2: one decimal when above 0 ('4.5', '4,5' in French), otherwise 'N/A' in the interface language. */
export function formatRating(rating: string, intl: Pick<IntlShape, 'formatMessage' | 'formatNumber'>): string {
  return isDecimal(rating) && compare(rating, '0') > 0
    ? intl.formatNumber(Number(round(rating, 1)), { minimumFractionDigits: 1, maximumFractionDigits: 1 })
    : intl.formatMessage({ id: 'developers.noRating' });
}
