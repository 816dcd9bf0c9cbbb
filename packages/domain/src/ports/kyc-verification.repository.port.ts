import type { KycVerification } from '../kyc/kyc-verification.js';
import type { KycStatus } from '../kyc/kyc.machine.js';
import type { KeyedPage, PageRequest } from '../shared/paging.js';

/** The review queue's filter (docs/api.md, "Lists that page"). */
export interface KycQueueFilter {
  readonly statuses: readonly KycStatus[];
  /** Submitted at or after this instant. */
  readonly submittedFrom?: Date;
  /** Submitted before this instant. */
  readonly submittedBefore?: Date;
  /** Part of the investor's full name, username or email, case-insensitively. */
  readonly search?: string;
}

/** A verification as stored before the database has given it an id. */
export type NewKycVerification = Omit<KycVerification, 'id'>;

/** A verification with what a reviewer needs to know of its investor. */
export interface KycVerificationWithUser extends KycVerification {
  readonly username: string;
  readonly email: string;
}

/** What a reviewer sees of a stored document before opening it (no bytes are decrypted). */
export interface StoredFileInfo {
  readonly key: string;
  readonly contentType: string;
  readonly byteSize: number;
}

export interface KycVerificationRepository {
  /** The type and size of stored documents, by key. */
  describeFiles(keys: readonly string[]): Promise<StoredFileInfo[]>;
  findById(id: number): Promise<KycVerificationWithUser | null>;
  findByUser(userId: number): Promise<KycVerification | null>;
  /**
   * The same, holding a share lock on the row until the transaction ends: an investing decision that reads
   * the investor's KYC waits for a review deciding it at that moment, so it never acts on a stale status.
   */
  findByUserForShare(userId: number): Promise<KycVerification | null>;
  /** Oldest submission first. */
  listByStatus(statuses: readonly KycStatus[]): Promise<KycVerificationWithUser[]>;
  /** A page of the review queue, oldest submission first, then by id (one statement). */
  pageQueue(filter: KycQueueFilter, page: PageRequest): Promise<KeyedPage<KycVerificationWithUser>>;
  /** How many verifications the queue's filter keeps (one statement). */
  countQueue(filter: KycQueueFilter): Promise<number>;
  /** The investor's first submission; null when they already have a verification (a parallel submit). */
  insert(verification: NewKycVerification): Promise<KycVerification | null>;
  /**
   * Replaces the verification, only if its stored status is still `expectedStatus` (two admins, or two tabs,
   * acting at once: the second finds the status changed and gets null).
   */
  update(verification: KycVerification, expectedStatus: KycStatus): Promise<KycVerification | null>;
}
