import { isDecimal, round } from './decimal';

/** A Percent string with one decimal: '18.50' → '18.5%'. */
export function formatPercent(value: string, decimals = 1): string {
  return isDecimal(value) ? `${round(value, decimals)}%` : `${value}%`;
}

/** Plural helper: plural(3, 'project') → '3 projects'. */
export function plural(count: number, noun: string, pluralNoun = `${noun}s`): string {
  return `${count} ${count === 1 ? noun : pluralNoun}`;
}
