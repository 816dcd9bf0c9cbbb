import type { AuditEntry, AuditPerson, AuditTrail } from '@cobuy/domain';
import { auditChanges, userIdsIn, type AuditChange } from './audit-changes.js';

/** The name shown for records the platform wrote by itself (expiry jobs, reminders). */
export const SYSTEM_ACTOR = 'System';

/** An audit record as the Audit tab, the API and the CSV show it. */
export interface AuditEntryView {
  readonly id: string;
  readonly at: Date;
  readonly actorId: number | null;
  /** 'System' when no one acted. */
  readonly actorName: string;
  readonly actorEmail: string | null;
  readonly action: string;
  readonly entity: string;
  readonly entityId: string;
  readonly before: unknown;
  readonly after: unknown;
  /** Only what differs between before and after. */
  readonly changes: readonly AuditChange[];
  readonly correlationId: string;
}

/**
 * The records as shown, with the users their values name (AUDIT_USER_FIELDS) read in one go for all of them:
 * a page costs the same statements whatever it holds.
 */
export async function auditEntryViews(trail: AuditTrail, entries: readonly AuditEntry[]): Promise<AuditEntryView[]> {
  const ids = entries.flatMap((e) => userIdsIn(e.before, e.after));
  const people = ids.length > 0 ? await trail.peopleByIds(ids) : new Map<number, AuditPerson>();
  return entries.map((entry) => auditEntryViewOf(entry, people));
}

function auditEntryViewOf(entry: AuditEntry, people: ReadonlyMap<number, AuditPerson>): AuditEntryView {
  const actorName =
    entry.actorId === null ? SYSTEM_ACTOR : ((entry.actorName?.trim() || null) ?? `User #${entry.actorId}`);
  return {
    id: entry.id,
    at: entry.at,
    actorId: entry.actorId,
    actorName,
    actorEmail: entry.actorEmail,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    before: entry.before,
    after: entry.after,
    changes: auditChanges(entry.before, entry.after, people),
    correlationId: entry.correlationId,
  };
}
