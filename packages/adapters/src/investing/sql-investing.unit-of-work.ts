import type { Clock, InvestingStore, UnitOfWork } from '@cobuy/domain';
import { IsolationLevel } from '@mikro-orm/core';
import { SqlAccountsMailOutbox } from '../accounts/sql-accounts.unit-of-work.js';
import { SqlUserRepository } from '../accounts/sql-user.repository.js';
import { SqlAuditLog } from '../audit/sql-audit-log.js';
import { SqlEventOutbox } from '../audit/sql-event-outbox.js';
import { SqlKycVerificationRepository } from '../kyc/sql-kyc-verification.repository.js';
import { DEFAULT_BRANDING, type MailBranding } from '../mail/mail-layout.js';
import type { Database, SqlEntityManager } from '../persistence/orm.js';
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
   * One read-only snapshot (REPEATABLE READ) for reads that must agree. Begun and ended on the connection itself
   * rather than through `em.transactional`, which forks a second entity manager, flushes it and broadcasts the
   * transaction's events: a read has nothing to flush and nobody listens (docs/performance.md, third round).
   */
  async read<T>(work: (store: InvestingStore) => Promise<T>): Promise<T> {
    const em = this.db.em();
    const connection = em.getConnection('write');
    const trx = await connection.begin({ isolationLevel: IsolationLevel.REPEATABLE_READ, readOnly: true });
    em.setTransactionContext(trx);
    try {
      const value = await work(this.storeOf(em));
      await connection.commit(trx);
      return value;
    } catch (error) {
      // The read's own failure is the one to report: a rollback that fails too (a lost connection) must not hide it.
      await connection.rollback(trx).catch(() => undefined);
      throw error;
    } finally {
      em.resetTransactionContext();
    }
  }

  private storeOf(em: SqlEntityManager): InvestingStore {
    return {
      applications: new SqlApplicationRepository(em),
      investments: new SqlInvestmentRepository(em),
      units: new SqlInvestingUnitRepository(em),
      kyc: new SqlKycVerificationRepository(em),
      users: new SqlUserRepository(em),
      audit: new SqlAuditLog(em),
      events: new SqlEventOutbox(em),
      feed: new SqlEventFeed(em),
      outbox: new SqlAccountsMailOutbox(em, this.clock, this.branding),
      references: new SqlPaymentReferenceGenerator(em),
      investors: new SqlInvestorLock(em),
      payouts: new SqlPayoutRepository(em),
      checkouts: new SqlPaymentCheckoutRepository(em),
      statements: new SqlStatementStore(em),
    };
  }
}
