import type { IntlShape } from 'react-intl';
import { isDecimal } from '../../lib/decimal';

/**
 * A Percent string ('18.50') in the interface language with `decimals` places: '18.5%' in English, '18,5 %' in
 * French. Not a decimal (a server oddity): shown as it came, with '%'.
 */
export function formatPercentIn(intl: Pick<IntlShape, 'formatNumber'>, value: string, decimals = 1): string {
  if (!isDecimal(value)) return `${value}%`;
  return intl.formatNumber(Number(value) / 100, {
    style: 'percent',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
}
