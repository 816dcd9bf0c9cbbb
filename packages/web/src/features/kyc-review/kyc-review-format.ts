import { formatDateTime } from '../../lib/dates';

/**
 * 'Nov 23, 2026, 2:05 PM' in the admin's time zone and the interface language ('23 nov. 2026, 14:05' in French);
 * '—' when there is no time.
 */
export const formatReviewTime = (value: string | null | undefined, language?: string): string =>
  formatDateTime(value, '—', language);
