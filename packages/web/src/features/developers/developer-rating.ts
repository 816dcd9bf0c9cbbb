import { compare, isDecimal, round } from '../../lib/decimal';

/** Accounts spec §2: one decimal when above 0, otherwise 'N/A'. */
export function formatRating(rating: string): string {
  return isDecimal(rating) && compare(rating, '0') > 0 ? round(rating, 1) : 'N/A';
}
