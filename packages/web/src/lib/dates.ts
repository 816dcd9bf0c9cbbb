// Every date the site shows (issue 19 item 8): one format per language, through Intl, in this one module. The
// site speaks English, so one English format: 'Nov 26, 2026' for a day and 'Nov 26, 2026, 2:05 PM' for a moment.
// Deadlines (payment due dates, window expiry) say their time zone: Accra time, where the units and the
// payments are, and the viewer's own when their clock reads otherwise.

/** The site's one language and so its one date format. */
const DATE_LOCALE = 'en-US';
/** Where the units are, and the clock the payment windows are set by (GMT all year). */
const ACCRA_TIME_ZONE = 'Africa/Accra';

const formats = new Map<string, Intl.DateTimeFormat>();
/**
 * `language` is the interface language ('fr', 'ar', …) on the screens converted to it (docs/i18n.md); English
 * and the screens not converted yet keep the site's en-US format.
 */
function format(options: Intl.DateTimeFormatOptions, language?: string): Intl.DateTimeFormat {
  const locale = !language || language === 'en' ? DATE_LOCALE : language;
  const key = `${locale} ${JSON.stringify(options)}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, options);
    formats.set(key, f);
  }
  return f;
}

function readDate(value: string | Date | null | undefined): Date | null {
  if (!value) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 'Nov 26, 2026': the day of a moment in the viewer's time zone; `fallback` when there is no (readable) date. */
export function formatDate(value: string | Date | null | undefined, fallback = '—', locale?: string): string {
  const date = readDate(value);
  return date ? format({ dateStyle: 'medium' }, locale).format(date) : fallback;
}

/** 'Nov 26, 2026, 2:05 PM': a moment in the viewer's time zone (when something happened). */
export function formatDateTime(value: string | Date | null | undefined, fallback = '—', language?: string): string {
  const date = readDate(value);
  return date ? format({ dateStyle: 'medium', timeStyle: 'short' }, language).format(date) : fallback;
}

/** 'Nov 26, 2026': the day of a moment in Accra (a sale's day), whatever the viewer's time zone. */
export function formatAccraDay(value: string | Date | null | undefined, fallback = '—', locale?: string): string {
  const date = readDate(value);
  return date ? format({ dateStyle: 'medium', timeZone: ACCRA_TIME_ZONE }, locale).format(date) : fallback;
}

/** 'Dec 10, 2026' for the calendar day '2026-12-10' (a payout's day, a goal's target), never shifted. */
export function formatCalendarDay(day: string, language?: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return day;
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : format({ dateStyle: 'medium', timeZone: 'UTC' }, language).format(date);
}

/** 'Dec 10' for '2026-12-10': the short label of a calendar day (a chart's axis), same order as the long one. */
export function formatCalendarDayShort(day: string, language?: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return day;
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime())
    ? day
    : format({ month: 'short', day: 'numeric', timeZone: 'UTC' }, language).format(date);
}

/** The viewer's time zone, as the browser reports it. */
const viewerTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

function zoned(date: Date, timeZone: string): { wallClock: string; zoneName: string } {
  const parts = format({ dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date);
  const zoneName =
    format({ timeZone, timeZoneName: 'short', hour: 'numeric' })
      .formatToParts(date)
      .find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
  return { wallClock: parts, zoneName };
}

/**
 * A deadline with its time zone: 'Dec 3, 2026, 2:00 PM Accra time (GMT)', and, when the viewer's clock reads
 * another hour at that moment, their own after it: '… · Dec 3, 2026, 3:00 PM your time (GMT+1)'. The zone is
 * judged by the wall clock, not by name (Africa/Abidjan reads as Accra does, so it says nothing twice).
 */
export function formatDeadline(
  value: string | Date | null | undefined,
  viewerZone: string = viewerTimeZone(),
  fallback = '—',
): string {
  const date = readDate(value);
  if (!date) return typeof value === 'string' && value ? value : fallback;
  const accra = zoned(date, ACCRA_TIME_ZONE);
  const text = `${accra.wallClock} Accra time (${accra.zoneName})`;
  const own = zoned(date, viewerZone);
  return own.wallClock === accra.wallClock ? text : `${text} · ${own.wallClock} your time (${own.zoneName})`;
}
