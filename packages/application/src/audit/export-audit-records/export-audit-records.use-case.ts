import { ok, type AuditPerson, type Result } from '@cobuy/domain';
import type { AppError } from '../../shared/app-error.js';
import type { RequestContext } from '../../shared/request-context.js';
import type { UseCase } from '../../shared/use-case.js';
import type { AuditDeps } from '../audit.deps.js';
import type { AuditChange } from '../audit-changes.js';
import { auditEntryViews, type AuditEntryView } from '../audit-entry-view.js';
import { auditFilterInput, trailFilterOf, type AuditFilterInput } from '../audit-input.schemas.js';
import { toCsv } from './audit-csv.js';

/** The most records one export holds: enough for any review, bounded so one call cannot exhaust the server. */
export const AUDIT_EXPORT_LIMIT = 10_000;

export interface AuditCsvExport {
  readonly content: Uint8Array;
  readonly contentType: string;
  readonly downloadName: string;
  /** More records matched than the export holds (it has the newest `AUDIT_EXPORT_LIMIT`). */
  readonly truncated: boolean;
}

const HEADER = [
  'id',
  'at',
  'actor_id',
  'actor_name',
  'actor_email',
  'action',
  'entity',
  'entity_id',
  'changes',
  'before',
  'after',
  'correlation_id',
];

/** A value as the auditor reads it: a user's id as their name with the id kept ('Ama Admin (#7)'). */
const sideText = (value: string | null, user: AuditPerson | null) =>
  user ? `${user.name} (#${user.id})` : (value ?? '—');

const changeText = (c: AuditChange) =>
  `${c.field ? `${c.field}: ` : ''}${sideText(c.before, c.beforeUser)} → ${sideText(c.after, c.afterUser)}`;

const json = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

const rowOf = (r: AuditEntryView) => [
  r.id,
  r.at.toISOString(),
  r.actorId,
  r.actorName,
  r.actorEmail,
  r.action,
  r.entity,
  r.entityId,
  r.changes.map(changeText).join('; '),
  json(r.before),
  json(r.after),
  r.correlationId,
];

/** `audit-20261123-1004.csv`: when it was taken, in UTC, to the minute. */
const downloadName = (now: Date) =>
  `audit-${now.toISOString().slice(0, 16).replaceAll('-', '').replace('T', '-').replace(':', '')}.csv`;

/**
 * The audit trail as CSV with the list's filters, newest first, for an auditor's spreadsheet: a header row,
 * then one row per record with its changes spelled out and before/after as JSON.
 */
export class ExportAuditRecords implements UseCase<AuditFilterInput, AuditCsvExport> {
  readonly name = 'audit.exportAuditRecordsCsv';
  readonly access = 'admin' as const;
  readonly input = auditFilterInput;

  constructor(private readonly deps: AuditDeps) {}

  async execute(ctx: RequestContext, input: AuditFilterInput): Promise<Result<AuditCsvExport, AppError>> {
    const entries = await this.deps.trail.list(trailFilterOf(input), { after: null, limit: AUDIT_EXPORT_LIMIT + 1 });
    const records = await auditEntryViews(this.deps.trail, entries.slice(0, AUDIT_EXPORT_LIMIT));
    return ok({
      content: new TextEncoder().encode(toCsv([HEADER, ...records.map(rowOf)])),
      contentType: 'text/csv; charset=utf-8',
      downloadName: downloadName(ctx.clock.now()),
      truncated: entries.length > AUDIT_EXPORT_LIMIT,
    });
  }
}
