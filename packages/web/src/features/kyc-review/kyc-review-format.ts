const timeFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** '23 Nov 2026, 14:05' in the admin's time zone; '—' when there is no (readable) time. */
export function formatReviewTime(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '—' : timeFormat.format(date);
}
