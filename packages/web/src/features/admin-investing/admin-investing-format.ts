import { US_DOLLAR as USD } from '../currency/currencies';
import { formatMoney } from '../currency/format-money';

/**
 * Accounts spec §9: unit, project, interest and investment money is shown in USD, as stored ('$25,000.00'), laid
 * out in the interface language when one is given ('25 000,00 $' in French).
 */
export const formatUsd = (amount: string, language?: string): string =>
  formatMoney(amount, USD, !language || language === 'en' ? 'en-US' : language);

// Dates: lib/dates (one format for the whole site, deadlines with their time zone).
