/** The badge (investor spec §9): the count, or 99+ above 99; nothing when all are read. */
export function badgeText(count: number): string | null {
  if (count <= 0) return null;
  return count > 99 ? '99+' : String(count);
}

/**
 * How long ago (investor spec §9): under a minute 'Just now', under 60 minutes 'Nm ago', under 1440 minutes
 * 'Nh ago', else 'Nd ago'. A time in the future (a clock ahead of this one) reads as just now.
 */
export function relativeTime(createdAt: string | Date, now: Date): string {
  const minutes = Math.floor((now.getTime() - new Date(createdAt).getTime()) / 60_000);
  if (minutes < 1) return 'Just now';
  if (minutes < 60) return `${minutes}m ago`;
  if (minutes < 1440) return `${Math.floor(minutes / 60)}h ago`;
  return `${Math.floor(minutes / 1440)}d ago`;
}

/** What the type is called for someone who cannot see the colour. */
export const TYPE_LABELS: Readonly<Record<string, string>> = {
  milestone: 'Milestone',
  alert: 'Alert',
  completion: 'Completed',
  other: 'Update',
};
