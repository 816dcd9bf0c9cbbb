import type { AuditLog } from '../ports/audit-log.port.js';
import type { NewPartnerKey, PartnerKey, StoredPartnerKey } from './partner-key.js';

/** Partner keys as stored. Nothing here ever returns the hash except `findByPrefix`, for the server's check. */
export interface PartnerKeyRepository {
  /** Every key, revoked ones too, newest first. */
  listAll(): Promise<PartnerKey[]>;
  /** The key with this public prefix (revoked or not), with its hash; null when none has it. */
  findByPrefix(prefix: string): Promise<StoredPartnerKey | null>;
  /** The key, locked until the transaction ends (two revocations take turns). */
  lockById(id: number): Promise<PartnerKey | null>;
  /**
   * Holds the name (case-insensitively) until the transaction ends, so two admins issuing the same name at once
   * take turns; then answers the id of an active key already called that, if any.
   */
  claimName(name: string): Promise<number | null>;
  insert(key: NewPartnerKey): Promise<PartnerKey>;
  revoke(id: number, at: Date): Promise<PartnerKey>;
  /** Records a use, unless one after `notBefore` is already recorded (another request or process was quicker). */
  recordUse(id: number, at: Date, notBefore: Date): Promise<void>;
}

/** What the admin use cases touch, bound to one transaction: the key and its audit entry together. */
export interface PartnerKeyStore {
  readonly keys: PartnerKeyRepository;
  readonly audit: AuditLog;
}

export interface PartnerKeyUnitOfWork {
  run<T>(work: (store: PartnerKeyStore) => Promise<T>): Promise<T>;
}

/** Makes and checks key secrets (the adapter uses node:crypto). */
export interface PartnerKeySecrets {
  /** A new key: random prefix and secret, and the hash to store. */
  issue(): { readonly key: string; readonly prefix: string; readonly keyHash: string };
  /** The stored form of a presented key. */
  hash(key: string): string;
  /** Compares two hashes in constant time. */
  sameHash(a: string, b: string): boolean;
}
