import type { AuditEntity } from './audit-log.port.js';

/** Which audit records to read; every given condition must hold. */
export interface AuditTrailFilter {
  readonly actorId?: number;
  /** Part of the actor's name, username or email, case-insensitive ('system' finds the system's records). */
  readonly actor?: string;
  readonly entity?: AuditEntity;
  readonly entityId?: string;
  /** Part of the action's name, case-insensitive (`sold` finds `unit.sold` and `application.unit_sold`). */
  readonly action?: string;
  /** Inclusive bounds on `at`. */
  readonly from?: Date;
  readonly to?: Date;
}

/** Where a page of the trail ends: records are ordered by `at`, then by id, newest first. */
export interface AuditPosition {
  readonly at: Date;
  readonly id: string;
}

/** One stored audit record with its actor's name and email (null for the system). */
export interface AuditEntry {
  readonly id: string;
  readonly actorId: number | null;
  readonly actorName: string | null;
  readonly actorEmail: string | null;
  readonly action: string;
  /** As stored: an `AuditEntity` when written, kept as text so an old record always reads. */
  readonly entity: string;
  readonly entityId: string;
  readonly before: unknown;
  readonly after: unknown;
  readonly at: Date;
  readonly correlationId: string;
}

/** A user named in a record's before or after values (AUDIT_USER_FIELDS). */
export interface AuditPerson {
  readonly id: number;
  /** First and last name; the username when both are blank. */
  readonly name: string;
  readonly email: string;
}

/** Reads the audit trail (the writing side is `AuditLog`; nothing updates or deletes a record). */
export interface AuditTrail {
  /** Newest first; only records strictly after `after` in that order; at most `limit`. */
  list(
    filter: AuditTrailFilter,
    page: { readonly after: AuditPosition | null; readonly limit: number },
  ): Promise<AuditEntry[]>;
  /** The users with these ids, in one read however many there are; an unknown id is left out. */
  peopleByIds(ids: readonly number[]): Promise<ReadonlyMap<number, AuditPerson>>;
}
