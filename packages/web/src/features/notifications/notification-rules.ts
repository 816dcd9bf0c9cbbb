/** The badge (investor spec §9): the count, or 99+ above 99; nothing when all are read. */
export function badgeText(count: number): string | null {
  if (count <= 0) return null;
  return count > 99 ? '99+' : String(count);
}

/**
 * How long ago (investor spec §9): under a minute 'Just now', under 60 minutes 'Nm ago', under 1440 minutes
 * 'Nh ago', else 'Nd ago' (the words are the catalog's `notifications.age`). A time in the future (a clock ahead of
 * this one) reads as just now.
 */
export function notificationAge(
  createdAt: string | Date,
  now: Date,
): { unit: 'now' | 'minutes' | 'hours' | 'days'; count: number } {
  const minutes = Math.floor((now.getTime() - new Date(createdAt).getTime()) / 60_000);
  if (minutes < 1) return { unit: 'now', count: 0 };
  if (minutes < 60) return { unit: 'minutes', count: minutes };
  if (minutes < 1440) return { unit: 'hours', count: Math.floor(minutes / 60) };
  return { unit: 'days', count: Math.floor(minutes / 1440) };
}
