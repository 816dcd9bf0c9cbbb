import type { Clock, FileStore, KycStore, KycUnitOfWork } from '@cobuy/domain';
import { SqlAmlCheckRepository } from '../aml/sql-aml-check.repository.js';
import { SqlAccountsMailOutbox } from '../accounts/sql-accounts.unit-of-work.js';
import { SqlUserRepository } from '../accounts/sql-user.repository.js';
import { SqlAuditLog } from '../audit/sql-audit-log.js';
import { SqlEventOutbox } from '../audit/sql-event-outbox.js';
import { DEFAULT_BRANDING, type MailBranding } from '../mail/mail-layout.js';
import type { Database, SqlEntityManager } from '../persistence/orm.js';
import { SqlKycVerificationRepository } from './sql-kyc-verification.repository.js';

/**
 * Every KYC use case's work in one database transaction: the documents, the record, its audit entry, its
 * event and its mails are stored together or not at all. The file store is built per transaction by the
 * given factory (the composition root hands in the encrypted store with its keys).
 */
export class SqlKycUnitOfWork implements KycUnitOfWork {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly fileStoreFor: (em: SqlEntityManager) => FileStore,
    private readonly branding: MailBranding = DEFAULT_BRANDING,
  ) {}

  run<T>(work: (store: KycStore) => Promise<T>): Promise<T> {
    return this.db.em().transactional((em) => work(this.storeOn(em)));
  }

  /** No transaction: the statement runs on its own (autocommit), without a begin and a commit. */
  read<T>(work: (store: KycStore) => Promise<T>): Promise<T> {
    return work(this.storeOn(this.db.em(), this.db));
  }

  /** `reader` outside a transaction only: a verification read by its user then goes through `Database.read`. */
  private storeOn(em: SqlEntityManager, reader?: Database): KycStore {
    return {
      verifications: new SqlKycVerificationRepository(em, reader),
      files: this.fileStoreFor(em),
      audit: new SqlAuditLog(em),
      events: new SqlEventOutbox(em),
      outbox: new SqlAccountsMailOutbox(em, this.clock, this.branding),
      users: new SqlUserRepository(em),
      aml: new SqlAmlCheckRepository(em),
    };
  }
}
