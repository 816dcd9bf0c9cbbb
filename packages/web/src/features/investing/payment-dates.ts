// Payment due dates (investor spec §1 and §9: payment within 7 days), as the dialog and the dashboard show them.

// The due date itself is a deadline: `formatDeadline` (deadline.ts) writes it in Accra time, and the viewer's own.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Time left before a payment is due, in whole units rounded down (it never promises more time than there is). */
export type Countdown =
  | { state: 'overdue' | 'underMinute' }
  | { state: 'days' | 'hours' | 'minutes'; days: number; hours: number; minutes: number };

/**
 * To the minute: days and hours while a day or more is left ('3d 4h left'), then hours and minutes ('5h 12m
 * left'), minutes ('12m left'), under a minute ('<1m left'), and overdue from the due moment on; null for an
 * unreadable date. The words are the catalog's (`dashboard.countdown`).
 */
export function countdown(dueAt: string | Date, now: Date): Countdown | null {
  const due = typeof dueAt === 'string' ? new Date(dueAt) : dueAt;
  const left = due.getTime() - now.getTime();
  if (Number.isNaN(left)) return null;
  if (left <= 0) return { state: 'overdue' };
  const days = Math.floor(left / DAY);
  const hours = Math.floor((left % DAY) / HOUR);
  const minutes = Math.floor((left % HOUR) / MINUTE);
  if (days > 0) return { state: 'days', days, hours, minutes };
  if (hours > 0) return { state: 'hours', days, hours, minutes };
  return minutes > 0 ? { state: 'minutes', days, hours, minutes } : { state: 'underMinute' };
}
