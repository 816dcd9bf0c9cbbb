import type { Clock, FileStore, KycStore, KycUnitOfWork, KycVerificationRepository } from '@cobuy/domain';
import { SqlAmlCheckRepository } from '../aml/sql-aml-check.repository.js';
import { SqlAccountsMailOutbox } from '../accounts/sql-accounts.unit-of-work.js';
import { SqlUserRepository } from '../accounts/sql-user.repository.js';
import { SqlAuditLog } from '../audit/sql-audit-log.js';
import { SqlEventOutbox } from '../audit/sql-event-outbox.js';
import { DEFAULT_BRANDING, type MailBranding } from '../mail/mail-layout.js';
import type { Database, SqlEntityManager } from '../persistence/orm.js';
import { SqlKycVerificationRepository } from './sql-kyc-verification.repository.js';
import { databaseStatements, entityManagerStatements } from '../persistence/statements.js';

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

  /**
   * No transaction: each statement runs on its own (autocommit). Verifications are read through `Database.read`
   * (the KYC card of every dashboard); an entity manager is forked only when the work asks for anything else.
   */
  read<T>(work: (store: KycStore) => Promise<T>): Promise<T> {
    return work(new KycReadStore(this.db, (em) => this.storeOn(em)));
  }

  private storeOn(em: SqlEntityManager): KycStore {
    return {
      verifications: new SqlKycVerificationRepository(entityManagerStatements(em)),
      files: this.fileStoreFor(em),
      audit: new SqlAuditLog(em),
      events: new SqlEventOutbox(em),
      outbox: new SqlAccountsMailOutbox(em, this.clock, this.branding),
      users: new SqlUserRepository(em),
      aml: new SqlAmlCheckRepository(em),
    };
  }
}

/** The store of a KYC read: verifications through `Database.read`, the rest made on an entity manager when asked. */
class KycReadStore implements KycStore {
  readonly verifications: KycVerificationRepository;
  #onEntityManager: KycStore | undefined;

  constructor(
    private readonly db: Database,
    private readonly storeOn: (em: SqlEntityManager) => KycStore,
  ) {
    this.verifications = new SqlKycVerificationRepository(databaseStatements(db));
  }

  private get onEntityManager(): KycStore {
    return (this.#onEntityManager ??= this.storeOn(this.db.em()));
  }
  get files() {
    return this.onEntityManager.files;
  }
  get audit() {
    return this.onEntityManager.audit;
  }
  get events() {
    return this.onEntityManager.events;
  }
  get outbox() {
    return this.onEntityManager.outbox;
  }
  get users() {
    return this.onEntityManager.users;
  }
  get aml() {
    return this.onEntityManager.aml;
  }
}
