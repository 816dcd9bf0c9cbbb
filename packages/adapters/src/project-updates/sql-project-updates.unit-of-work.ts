import { systemClock, type Clock, type ProjectUpdateStore, type ProjectUpdateUnitOfWork } from '@cobuy/domain';
import { SqlAccountsMailOutbox } from '../accounts/sql-accounts.unit-of-work.js';
import { SqlAuditLog } from '../audit/sql-audit-log.js';
import { DEFAULT_BRANDING, type MailBranding } from '../mail/mail-layout.js';
import { SqlEventOutbox } from '../audit/sql-event-outbox.js';
import type { Database } from '../persistence/orm.js';
import { SqlProjectUpdateRepository } from './sql-project-update.repository.js';

/**
 * Each project-update write in one database transaction: the update, its audit entry, its event and its mails
 * together.
 */
export class SqlProjectUpdatesUnitOfWork implements ProjectUpdateUnitOfWork {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock = systemClock,
    private readonly branding: MailBranding = DEFAULT_BRANDING,
  ) {}

  run<T>(work: (store: ProjectUpdateStore) => Promise<T>): Promise<T> {
    return this.db.em().transactional((em) =>
      work({
        updates: new SqlProjectUpdateRepository(em),
        audit: new SqlAuditLog(em),
        events: new SqlEventOutbox(em),
        outbox: new SqlAccountsMailOutbox(em, this.clock, this.branding),
      }),
    );
  }
}
