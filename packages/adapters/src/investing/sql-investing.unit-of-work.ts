import type { Clock, InvestingReadStore, InvestingStore, UnitOfWork } from '@cobuy/domain';
import { SqlAccountsMailOutbox } from '../accounts/sql-accounts.unit-of-work.js';
import { SqlUserRepository } from '../accounts/sql-user.repository.js';
import { SqlAuditLog } from '../audit/sql-audit-log.js';
import { SqlEventOutbox } from '../audit/sql-event-outbox.js';
import { SqlKycVerificationRepository } from '../kyc/sql-kyc-verification.repository.js';
import { DEFAULT_BRANDING, type MailBranding } from '../mail/mail-layout.js';
import type { Database, SqlEntityManager } from '../persistence/orm.js';
import { databaseStatements, entityManagerStatements } from '../persistence/statements.js';
import { SqlEventFeed } from './sql-event-feed.js';
import { SqlApplicationRepository } from './sql-application.repository.js';
import { SqlInvestingUnitRepository } from './sql-investing-unit.repository.js';
import { SqlInvestmentRepository } from './sql-investment.repository.js';
import { SqlInvestorLock } from './sql-investor-lock.js';
import { SqlPaymentReferenceGenerator } from './sql-payment-reference.generator.js';
import { SqlPayoutRepository } from './sql-payout.repository.js';
import { SqlPaymentCheckoutRepository } from '../payments/sql-payment-checkout.repository.js';
import { SqlStatementStore } from '../statements/sql-statement.store.js';

/**
 * Every investing use case's work in one database transaction: the records, their audit entries, their
 * events and their mails are stored together or not at all.
 */
export class SqlInvestingUnitOfWork implements UnitOfWork {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly branding: MailBranding = DEFAULT_BRANDING,
  ) {}

  run<T>(work: (store: InvestingStore) => Promise<T>): Promise<T> {
    return this.db.em().transactional((em) => work(this.storeOf(em)));
  }

  /**
   * One read-only snapshot (REPEATABLE READ) for reads that must agree: `Database.snapshot`, which on PostgreSQL
   * begins and ends it on a pooled connection of its own and sends each statement as it is, without an entity
   * manager, MikroORM's or kysely's layers (docs/performance.md, "Session 10"). Only the repositories a read needs.
   */
  read<T>(work: (store: InvestingReadStore) => Promise<T>): Promise<T> {
    return this.db.snapshot((reader) => {
      const run = databaseStatements(reader);
      return work({
        applications: new SqlApplicationRepository(run),
        investments: new SqlInvestmentRepository(run),
        kyc: new SqlKycVerificationRepository(run),
        statements: new SqlStatementStore(run),
      });
    });
  }

  private storeOf(em: SqlEntityManager): InvestingStore {
    const run = entityManagerStatements(em);
    return {
      applications: new SqlApplicationRepository(run),
      investments: new SqlInvestmentRepository(run),
      units: new SqlInvestingUnitRepository(em),
      kyc: new SqlKycVerificationRepository(run),
      users: new SqlUserRepository(em),
      audit: new SqlAuditLog(em),
      events: new SqlEventOutbox(em),
      feed: new SqlEventFeed(em),
      outbox: new SqlAccountsMailOutbox(em, this.clock, this.branding),
      references: new SqlPaymentReferenceGenerator(em),
      investors: new SqlInvestorLock(em),
      payouts: new SqlPayoutRepository(em),
      checkouts: new SqlPaymentCheckoutRepository(em),
      statements: new SqlStatementStore(run),
    };
  }
}
