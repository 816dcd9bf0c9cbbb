import { US_DOLLAR as USD } from '../currency/currencies';
import { formatMoney } from '../currency/format-money';

/** Accounts spec §9: unit, project, interest and investment money is shown in USD, as stored ('$25,000.00'). */
export const formatUsd = (amount: string): string => formatMoney(amount, USD);

// Dates: lib/dates (one format for the whole site, deadlines with their time zone).
