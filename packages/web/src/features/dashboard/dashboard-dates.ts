// The dates of a sold position, as the dashboard shows them (issue 19): the sale's day in Accra, where the
// unit is, and the payout's day as recorded (a calendar day, never shifted by the viewer's time zone).

const dayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'Africa/Accra' });
const calendarDayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** 'Dec 10, 2026': the day of an instant in Accra; the text as given when it is not a date. */
export function formatAccraDay(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dayFormat.format(date);
}

/** 'Dec 10, 2026' for '2026-12-10'; the text as given when it is not a day. */
export function formatCalendarDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : calendarDayFormat.format(date);
}
