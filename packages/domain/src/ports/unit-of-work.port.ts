import type { MailOutbox, UserRepository } from '../accounts/accounts.ports.js';
import type { ApplicationRepository } from './application.repository.port.js';
import type { AuditLog } from './audit-log.port.js';
import type { EventFeed } from './event-feed.port.js';
import type { EventPublisher } from './event-publisher.port.js';
import type { InvestmentRepository } from './investment.repository.port.js';
import type { InvestorLock } from './investor-lock.port.js';
import type { KycVerificationRepository } from './kyc-verification.repository.port.js';
import type { PaymentCheckoutRepository } from './payments.port.js';
import type { PayoutRepository } from './payout.repository.port.js';
import type { ReferenceGenerator } from './reference-generator.port.js';
import type { UnitRepository } from './unit.repository.port.js';
import type { StatementStore } from '../statements/statement.js';

/** What the investing use cases touch, bound to one transaction: records, audit, events and mail together. */
export interface InvestingStore {
  readonly applications: ApplicationRepository;
  readonly investments: InvestmentRepository;
  readonly units: UnitRepository;
  readonly kyc: KycVerificationRepository;
  readonly users: UserRepository;
  readonly audit: AuditLog;
  readonly events: EventPublisher;
  /** The outbox read back, for the consumers of other contexts' events (KYC decisions). */
  readonly feed: EventFeed;
  readonly outbox: MailOutbox;
  readonly references: ReferenceGenerator;
  /** The investor's reservation lock (taken first in a transaction that reserves for them). */
  readonly investors: InvestorLock;
  /** Payouts of sold positions (issue 19). */
  readonly payouts: PayoutRepository;
  /** Online payment checkouts and unmatched provider payments (issue 22). */
  readonly checkouts: PaymentCheckoutRepository;
  /** Sale and yearly statements (issue 22 item 5). */
  readonly statements: StatementStore;
}

/** What a read snapshot offers: the records that reads which must agree look at, and nothing that writes. */
export type InvestingReadStore = Pick<InvestingStore, 'applications' | 'investments' | 'kyc' | 'statements'>;

/** Runs work in one transaction: all of it is stored, or none of it (a thrown error rolls back). */
export interface UnitOfWork {
  run<T>(work: (store: InvestingStore) => Promise<T>): Promise<T>;
  /**
   * Runs reads that must agree with each other in one read-only snapshot: every statement sees the database as
   * of the first (REPEATABLE READ READ ONLY), which one transaction at the default READ COMMITTED does not give.
   */
  read<T>(work: (store: InvestingReadStore) => Promise<T>): Promise<T>;
}
