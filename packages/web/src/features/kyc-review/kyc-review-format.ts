import { formatDateTime } from '../../lib/dates';

/** 'Nov 23, 2026, 2:05 PM' in the admin's time zone (the site's one format); '—' when there is no time. */
export const formatReviewTime = (value: string | null | undefined): string => formatDateTime(value);
