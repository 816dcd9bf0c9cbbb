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

function zoned(date: Date, timeZone: string, language?: string): { wallClock: string; zoneName: string } {
  const parts = format({ dateStyle: 'medium', timeStyle: 'short', timeZone }, language).format(date);
  const zoneName =
    format({ timeZone, timeZoneName: 'short', hour: 'numeric' }, language)
      .formatToParts(date)
      .find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
  return { wallClock: parts, zoneName };
}

/** A deadline's wall clock in Accra, and the viewer's own when it reads another hour at that moment. */
export interface DeadlineParts {
  readonly accraTime: string;
  readonly accraZone: string;
  readonly own?: { readonly time: string; readonly zone: string };
}

/**
 * A deadline's parts in the interface language (`language`): 'Dec 3, 2026, 2:00 PM' in Accra ('GMT'), and the
 * viewer's 'Dec 3, 2026, 3:00 PM' ('GMT+1') only when their clock reads otherwise. The zone is judged by the wall
 * clock, not by name (Africa/Abidjan reads as Accra does, so it says nothing twice). The sentence around them is
 * the catalog's (features/investing/deadline.ts). Null when there is no readable date.
 */
export function deadlineParts(
  value: string | Date | null | undefined,
  viewerZone: string = viewerTimeZone(),
  language?: string,
): DeadlineParts | null {
  const date = readDate(value);
  if (!date) return null;
  const accra = zoned(date, ACCRA_TIME_ZONE, language);
  const own = zoned(date, viewerZone, language);
  return {
    accraTime: accra.wallClock,
    accraZone: accra.zoneName,
    ...(own.wallClock === accra.wallClock ? {} : { own: { time: own.wallClock, zone: own.zoneName } }),
  };
}
