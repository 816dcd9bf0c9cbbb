import type { MailOutbox, UserRepository } from '../accounts/accounts.ports.js';
import type { AmlCheckRepository } from './aml-screening.port.js';
import type { AuditLog } from './audit-log.port.js';
import type { EventPublisher } from './event-publisher.port.js';
import type { FileStore } from './file-store.port.js';
import type { KycVerificationRepository } from './kyc-verification.repository.port.js';

/** What the KYC use cases touch, bound to one transaction: documents, record, audit, event and mail together. */
export interface KycStore {
  readonly verifications: KycVerificationRepository;
  readonly files: FileStore;
  readonly audit: AuditLog;
  readonly events: EventPublisher;
  readonly outbox: MailOutbox;
  readonly users: UserRepository;
  /** The AML screening checks of the verifications (docs/kyc.md, "AML screening"). */
  readonly aml: AmlCheckRepository;
}

/** Runs work in one transaction: all of it is stored, or none of it (a thrown error rolls back). */
export interface KycUnitOfWork {
  run<T>(work: (store: KycStore) => Promise<T>): Promise<T>;
  /**
   * Runs a read of a single statement outside any transaction (one statement sees one snapshot): no begin and
   * commit round trips. Work that writes, or reads twice and needs the reads to agree, uses `run`.
   */
  read<T>(work: (store: KycStore) => Promise<T>): Promise<T>;
}
