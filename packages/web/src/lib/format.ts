import { isDecimal, round } from './decimal';

/** A Percent string with one decimal: '18.50' → '18.5%'. */
export function formatPercent(value: string, decimals = 1): string {
  return isDecimal(value) ? `${round(value, decimals)}%` : `${value}%`;
}
