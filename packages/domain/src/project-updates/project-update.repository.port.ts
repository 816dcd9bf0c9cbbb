import type { ProjectUpdate } from '../catalog/catalog.js';
import type { MailOutbox } from '../accounts/accounts.ports.js';
import type { AuditLog } from '../ports/audit-log.port.js';
import type { EventPublisher } from '../ports/event-publisher.port.js';
import type { ProjectUpdateFields } from './project-update.js';

/** Project updates as stored, for the admin's writes (the public read is the catalog's). */
export interface ProjectUpdateRepository {
  /**
   * True when the project exists, which then stays until the transaction ends (a concurrent project delete
   * waits), so an update is never written for a project that is gone.
   */
  holdProject(projectId: number): Promise<boolean>;
  /** The update, locked until the transaction ends (edits and deletes of one update take turns). */
  lockById(id: number): Promise<ProjectUpdate | null>;
  insert(projectId: number, fields: ProjectUpdateFields, createdAt: Date): Promise<ProjectUpdate>;
  update(id: number, fields: ProjectUpdateFields): Promise<ProjectUpdate>;
  delete(id: number): Promise<void>;
  /**
   * Who an update on the project concerns (product rules §6): users holding an investment in it that is not
   * cancelled, or an application to it that is not rejected or withdrawn. Distinct ids, ascending.
   */
  listAudience(projectId: number): Promise<number[]>;
  /** The audience's active accounts, with the address and first name their mail is written to; by user id. */
  listAudienceMailboxes(projectId: number): Promise<AudienceMailbox[]>;
  /** The project's title (the project is held by the caller, so it exists). */
  findProjectTitle(projectId: number): Promise<string | null>;
}

export interface AudienceMailbox {
  readonly userId: number;
  readonly email: string;
  readonly firstName: string;
}

/** What the project-update use cases touch, bound to one transaction: the update, its audit entry and event. */
export interface ProjectUpdateStore {
  readonly updates: ProjectUpdateRepository;
  readonly audit: AuditLog;
  readonly events: EventPublisher;
  /** The update's mail to its audience (preferences honoured by the outbox). */
  readonly outbox: MailOutbox;
}

/** Runs work in one transaction: all of it is stored, or none of it (a thrown error rolls back). */
export interface ProjectUpdateUnitOfWork {
  run<T>(work: (store: ProjectUpdateStore) => Promise<T>): Promise<T>;
}
