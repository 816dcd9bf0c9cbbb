import {
  mailPreferenceOf,
  type AccountsMail,
  type AccountsStore,
  type AccountsUnitOfWork,
  type Clock,
  type MailOutbox,
  type SessionRepository,
} from '@cobuy/domain';
import { SqlAuditLog } from '../audit/sql-audit-log.js';
import { SqlEventOutbox } from '../audit/sql-event-outbox.js';
import type { Database, SqlEntityManager } from '../persistence/orm.js';
import { databaseStatements, entityManagerStatements } from '../persistence/statements.js';
import { renderAccountsMail } from '../mail/accounts-mail.templates.js';
import { DEFAULT_BRANDING, type MailBranding } from '../mail/mail-layout.js';
import { insertOutboxMail } from '../mail/sql-outbox.store.js';
import { mailboxLanguage, mailboxWants, SqlAccountSettingsRepository } from './sql-account-settings.repository.js';
import { SqlPasswordResetCodeRepository } from './sql-password-reset-code.repository.js';
import { SqlSessionRepository } from './sql-session.repository.js';
import { SqlUserRepository } from './sql-user.repository.js';

/**
 * The outbox port of every unit of work that sends mail (accounts, KYC, investing, project updates): the one path
 * where mail is queued, so the one place mail preferences are honoured. A mail under a preference
 * (`mailPreferenceOf`, a domain rule) is left out when the account at its address turned that preference off;
 * an essential mail is always written. Renders the mail and writes it in the caller's transaction.
 */
export class SqlAccountsMailOutbox implements MailOutbox {
  constructor(
    private readonly em: SqlEntityManager,
    private readonly clock: Clock,
    private readonly branding: MailBranding,
  ) {}

  async enqueue(mail: AccountsMail): Promise<void> {
    const preference = mailPreferenceOf(mail.template);
    if (preference && !(await mailboxWants(this.em, mail.to, preference))) return;
    // In the language the recipient chose; English for an address with no account or no choice.
    const language = (await mailboxLanguage(this.em, mail.to)) ?? 'en';
    const rendered = renderAccountsMail(mail, this.branding, this.clock.now(), language);
    await insertOutboxMail(this.em, rendered, this.clock.now());
  }
}

/** Every accounts use case's work runs in one database transaction on a fresh entity manager. */
export class SqlAccountsUnitOfWork implements AccountsUnitOfWork {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly branding: MailBranding = DEFAULT_BRANDING,
  ) {}

  run<T>(work: (store: AccountsStore) => Promise<T>): Promise<T> {
    return this.db.em().transactional((em) => work(this.storeOn(em)));
  }

  /**
   * No transaction: each statement runs on its own (autocommit). The session lookup (every signed-in request) goes
   * through `Database.read`; an entity manager is forked only when the work asks for another repository.
   */
  read<T>(work: (store: AccountsStore) => Promise<T>): Promise<T> {
    return work(new AccountsReadStore(this.db, (em) => this.storeOn(em)));
  }

  private storeOn(em: SqlEntityManager): AccountsStore {
    return {
      users: new SqlUserRepository(em),
      sessions: new SqlSessionRepository(entityManagerStatements(em)),
      resetCodes: new SqlPasswordResetCodeRepository(em),
      outbox: new SqlAccountsMailOutbox(em, this.clock, this.branding),
      audit: new SqlAuditLog(em),
      settings: new SqlAccountSettingsRepository(em),
      events: new SqlEventOutbox(em),
    };
  }
}

/**
 * The store of an accounts read: sessions through `Database.read`, the rest from a store on an entity manager made
 * when first asked for (forking one costs more CPU than the session lookup itself; docs/performance.md,
 * "Session 10").
 */
class AccountsReadStore implements AccountsStore {
  readonly sessions: SessionRepository;
  #onEntityManager: AccountsStore | undefined;

  constructor(
    private readonly db: Database,
    private readonly storeOn: (em: SqlEntityManager) => AccountsStore,
  ) {
    this.sessions = new SqlSessionRepository(databaseStatements(db));
  }

  private get onEntityManager(): AccountsStore {
    return (this.#onEntityManager ??= this.storeOn(this.db.em()));
  }
  get users() {
    return this.onEntityManager.users;
  }
  get resetCodes() {
    return this.onEntityManager.resetCodes;
  }
  get outbox() {
    return this.onEntityManager.outbox;
  }
  get audit() {
    return this.onEntityManager.audit;
  }
  get settings() {
    return this.onEntityManager.settings;
  }
  get events() {
    return this.onEntityManager.events;
  }
}
