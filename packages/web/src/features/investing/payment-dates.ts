// Payment due dates (investor spec §1 and §9: payment within 7 days), as the dialog and the dashboard show them.

// The due date itself is a deadline: `formatDeadline` (lib/dates) writes it in Accra time, and the viewer's own.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Time left before a payment is due, to the minute: '3d 4h left', '5h 12m left', '12m left', under a minute
 * '<1m left', and 'Overdue' from the due moment on. Whole units, rounded down, so it never promises more time
 * than there is.
 */
export function formatCountdown(dueAt: string | Date, now: Date): string {
  const due = typeof dueAt === 'string' ? new Date(dueAt) : dueAt;
  const left = due.getTime() - now.getTime();
  if (Number.isNaN(left)) return '';
  if (left <= 0) return 'Overdue';
  const days = Math.floor(left / DAY);
  const hours = Math.floor((left % DAY) / HOUR);
  const minutes = Math.floor((left % HOUR) / MINUTE);
  if (days > 0) return `${days}d ${hours}h left`;
  if (hours > 0) return `${hours}h ${minutes}m left`;
  return minutes > 0 ? `${minutes}m left` : '<1m left';
}
