import type { IntlShape } from 'react-intl';
import type { AuditEntity, AuditRecordFilter } from '../../graphql/generated';
import { formatDateTime } from '../../lib/dates';

type Intl = Pick<IntlShape, 'formatMessage'>;

/**
 * The Audit tab's wording and small rules (issue 11 §9). The server validates every filter again; these turn
 * the form into the filter it expects and say what is wrong before asking.
 */

export const AUDIT_PAGE_SIZE = 50;
/** The user search waits for typing to pause, so a name typed fast is one request, not one per letter. */
export const AUDIT_SEARCH_DEBOUNCE_MS = 300;

/** The tab's messages: ids of the `adminAudit` area (docs/i18n.md). */
export const AUDIT_MESSAGES = {
  loadFailed: 'adminAudit.loadFailed',
  noRecords: 'adminAudit.noRecords',
  noMatches: 'adminAudit.noMatches',
  toBeforeFrom: 'adminAudit.toBeforeFrom',
  exportFailed: 'adminAudit.exportFailed',
  exported: 'adminAudit.exported',
  truncated: 'adminAudit.truncated',
  noChanges: 'adminAudit.noChanges',
} as const;

/** The most records one CSV export holds (the server's cap; the truncated toast names it). */
export const AUDIT_EXPORT_CAP = 10_000;

/**
 * Every kind of record the trail speaks about, as the entity filter offers it: one entry per value of the
 * server's AuditEntity (a new kind fails to compile here until it has one, and needs its label in the
 * `adminAudit.entityName` select).
 */
const AUDIT_ENTITIES: Readonly<Record<AuditEntity, true>> = {
  application: true,
  investment: true,
  unit: true,
  kyc_verification: true,
  user: true,
  currency_rate: true,
  project_update: true,
  developer: true,
  project: true,
  mail_settings: true,
  partner_key: true,
  chat_lead: true,
  image: true,
  content_translation: true,
};

export const AUDIT_ENTITY_VALUES = Object.keys(AUDIT_ENTITIES) as AuditEntity[];

/** An entity's name in the interface language; a value the catalog does not know (a retired kind) as stored. */
export const entityName = (intl: Intl, entity: string): string =>
  intl.formatMessage({ id: 'adminAudit.entityName' }, { entity });

/** 'Unit #4'. */
export function entityLabel(intl: Intl, entity: string, entityId: string): string {
  return intl.formatMessage({ id: 'adminAudit.entityRecord' }, { label: entityName(intl, entity), id: entityId });
}

/** What the filter form holds: text as typed, dates as the date inputs give them (YYYY-MM-DD, or empty). */
export interface AuditFilterForm {
  readonly user: string;
  readonly entity: AuditEntity | '';
  readonly action: string;
  readonly from: string;
  readonly to: string;
}

export const EMPTY_AUDIT_FILTERS: AuditFilterForm = { user: '', entity: '', action: '', from: '', to: '' };

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A day of the admin's own calendar, from its first or to its last millisecond, as an exact instant. */
function localDayBound(day: string, edge: 'start' | 'end'): string | undefined {
  const match = DAY.exec(day);
  if (!match) return undefined;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const at = edge === 'start' ? new Date(y, m - 1, d, 0, 0, 0, 0) : new Date(y, m - 1, d, 23, 59, 59, 999);
  return Number.isNaN(at.getTime()) ? undefined : at.toISOString();
}

/**
 * The server's filter for a form, or the reason it cannot be asked. Days are the admin's local days (a record
 * at 23:30 in Accra belongs to that day whatever UTC says); blank fields filter nothing.
 */
export function auditFilterOf(
  form: AuditFilterForm,
): { ok: true; filter: AuditRecordFilter } | { ok: false; fields: { to: string } } {
  const from = form.from ? localDayBound(form.from, 'start') : undefined;
  const to = form.to ? localDayBound(form.to, 'end') : undefined;
  if (from && to && from > to) return { ok: false, fields: { to: AUDIT_MESSAGES.toBeforeFrom } };
  const filter: AuditRecordFilter = {};
  if (form.user.trim()) filter.actor = form.user.trim();
  if (form.entity) filter.entity = form.entity;
  if (form.action.trim()) filter.action = form.action.trim();
  if (from) filter.from = from;
  if (to) filter.to = to;
  return { ok: true, filter };
}

/** Whether any filter is set (the empty state then says nothing matched, rather than that nothing exists). */
export const hasAuditFilters = (filter: AuditRecordFilter): boolean => Object.keys(filter).length > 0;

/** The CSV export's address with the same filters the table shows. */
export function auditCsvPath(filter: AuditRecordFilter): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const query = params.toString();
  return `/api/secure-admin/audit.csv${query ? `?${query}` : ''}`;
}

/** The name the server offered for the download, or a plain one. */
export function downloadNameOf(contentDisposition: string | null): string {
  const name = contentDisposition ? /filename="([^"]+)"/.exec(contentDisposition)?.[1] : undefined;
  return name && /^[\w.-]+$/.test(name) ? name : 'audit.csv';
}

interface AuditPersonShown {
  readonly id: number;
  readonly name: string;
  readonly email: string;
}

/** One side of a change as shown: the text, and for a user's id, who it is (the id and email in a hover text). */
export interface ChangeSide {
  readonly text: string;
  readonly title?: string;
  readonly userId?: number;
}

function sideOf(intl: Intl, value: string | null, user: AuditPersonShown | null | undefined): ChangeSide {
  if (user) {
    const title = intl.formatMessage({ id: 'adminAudit.userTitle' }, { id: String(user.id), email: user.email });
    return { text: user.name, title, userId: user.id };
  }
  return { text: value ?? intl.formatMessage({ id: 'adminAudit.none' }) };
}

/**
 * One changed field as it reads in the table: the value before, an arrow, the value after ('—' when absent). A
 * value that is a user's id (paymentConfirmedBy, reviewedBy, …) reads as the user's name.
 */
export function changeParts(
  intl: Intl,
  change: {
    field: string;
    before: string | null;
    after: string | null;
    beforeUser?: AuditPersonShown | null;
    afterUser?: AuditPersonShown | null;
  },
): { field: string; before: ChangeSide; after: ChangeSide } {
  return {
    field: change.field,
    before: sideOf(intl, change.before, change.beforeUser),
    after: sideOf(intl, change.after, change.afterUser),
  };
}

/** The exact time, in the interface language, for the hover text of 'When'. */
export function exactTime(iso: string, locale?: string): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? iso : formatDateTime(at, '—', locale);
}
