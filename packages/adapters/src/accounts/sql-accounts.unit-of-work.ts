import {
  mailPreferenceOf,
  type AccountsMail,
  type AccountsStore,
  type AccountsUnitOfWork,
  type Clock,
  type MailOutbox,
} from '@cobuy/domain';
import { SqlAuditLog } from '../audit/sql-audit-log.js';
import { SqlEventOutbox } from '../audit/sql-event-outbox.js';
import type { Database, SqlEntityManager } from '../persistence/orm.js';
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

  /** No transaction: the statement runs on its own (autocommit), without a begin and a commit. */
  read<T>(work: (store: AccountsStore) => Promise<T>): Promise<T> {
    return work(this.storeOn(this.db.em(), this.db));
  }

  /** `reader` outside a transaction only: the session lookup then reads through `Database.read`. */
  private storeOn(em: SqlEntityManager, reader?: Database): AccountsStore {
    return {
      users: new SqlUserRepository(em),
      sessions: new SqlSessionRepository(em, reader),
      resetCodes: new SqlPasswordResetCodeRepository(em),
      outbox: new SqlAccountsMailOutbox(em, this.clock, this.branding),
      audit: new SqlAuditLog(em),
      settings: new SqlAccountSettingsRepository(em),
      events: new SqlEventOutbox(em),
    };
  }
}
