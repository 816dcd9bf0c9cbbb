/** How long ago, in the unit investor spec §9 reads it in: under 1 minute 'now', then minutes, hours, days. */
interface RelativeTimeParts {
  unit: 'now' | 'minute' | 'hour' | 'day';
  count: number;
}

export function relativeTimeParts(date: string | Date, now: Date = new Date()): RelativeTimeParts | null {
  const then = typeof date === 'string' ? new Date(date) : date;
  const minutes = Math.floor((now.getTime() - then.getTime()) / 60_000);
  if (Number.isNaN(minutes)) return null;
  if (minutes < 1) return { unit: 'now', count: 0 };
  if (minutes < 60) return { unit: 'minute', count: minutes };
  if (minutes < 1440) return { unit: 'hour', count: Math.floor(minutes / 60) };
  return { unit: 'day', count: Math.floor(minutes / 1440) };
}

// Investor spec §9: under 1 minute 'Just now', under 60 minutes 'Nm ago', under 1440 minutes 'Nh ago',
// otherwise 'Nd ago'. English; a converted screen reads the parts through its catalog instead.
export function relativeTime(date: string | Date, now: Date = new Date()): string {
  const parts = relativeTimeParts(date, now);
  if (!parts) return '';
  const suffix = { now: '', minute: 'm', hour: 'h', day: 'd' }[parts.unit];
  return parts.unit === 'now' ? 'Just now' : `${parts.count}${suffix} ago`;
}
