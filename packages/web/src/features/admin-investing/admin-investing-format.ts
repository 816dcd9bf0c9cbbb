import { US_DOLLAR as USD } from '../currency/currencies';
import { formatMoney } from '../currency/format-money';

/** Accounts spec §9: unit, project, interest and investment money is shown in USD, as stored ('$25,000.00'). */
export const formatUsd = (amount: string): string => formatMoney(amount, USD);

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

function formatWith(format: Intl.DateTimeFormat, value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '—' : format.format(date);
}

/** '23 Nov 2026' in the admin's time zone; '—' when there is no (readable) date. */
export const formatAdminDate = (value: string | null | undefined): string => formatWith(dateFormat, value);

/** '23 Nov 2026, 14:05': payment deadlines, where the hour matters. */
export const formatAdminDateTime = (value: string | null | undefined): string => formatWith(dateTimeFormat, value);

const dayFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });

/** '10 Dec 2026' for the calendar day '2026-12-10' (a payout's day), never shifted by the admin's time zone. */
export const formatAdminDay = (day: string): string => {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : dayFormat.format(date);
};
