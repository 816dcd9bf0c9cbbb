import type { Developer } from '../catalog/catalog.js';
import type { AuditLog } from '../ports/audit-log.port.js';
import type { DeveloperFields } from './developer-profile.js';

/** A developer as the admin panel sees it: every profile, active or not, with what may stop its deletion. */
export interface AdminDeveloper extends Developer {
  /** Projects whose `developer_id` names this developer (a developer with any cannot be deleted). */
  readonly linkedProjects: number;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

/** Developers as stored, for the admin's writes (the public read is the catalog's, active ones only). */
export interface DeveloperRepository {
  /** Every developer, active and inactive, by name. */
  listAll(): Promise<AdminDeveloper[]>;
  /**
   * The developer, locked until the transaction ends: edits and deletes of one developer take turns, and no
   * project can be pointed at it meanwhile, so its `linkedProjects` (counted after the lock) stays true until
   * the transaction ends.
   */
  lockById(id: number): Promise<AdminDeveloper | null>;
  /**
   * Holds the name (case-insensitively) until the transaction ends, so two admins saving the same name at
   * once take turns and the second sees the first's developer; then answers the id of another developer
   * already called that, if any.
   */
  claimName(name: string, exceptId: number | null): Promise<number | null>;
  insert(fields: DeveloperFields, at: Date): Promise<AdminDeveloper>;
  update(id: number, fields: DeveloperFields, at: Date): Promise<AdminDeveloper>;
  delete(id: number): Promise<void>;
}

/** What the developer use cases touch, bound to one transaction: the developer and its audit entry together. */
export interface DeveloperStore {
  readonly developers: DeveloperRepository;
  readonly audit: AuditLog;
}

/** Runs work in one transaction: all of it is stored, or none of it (a thrown error rolls back). */
export interface DeveloperUnitOfWork {
  run<T>(work: (store: DeveloperStore) => Promise<T>): Promise<T>;
}
