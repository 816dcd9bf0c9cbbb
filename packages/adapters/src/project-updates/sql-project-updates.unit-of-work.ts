import type { ProjectUpdateStore, ProjectUpdateUnitOfWork } from '@cobuy/domain';
import { SqlAuditLog } from '../audit/sql-audit-log.js';
import { SqlEventOutbox } from '../audit/sql-event-outbox.js';
import type { Database } from '../persistence/orm.js';
import { SqlProjectUpdateRepository } from './sql-project-update.repository.js';

/** Each project-update write in one database transaction: the update, its audit entry and its event together. */
export class SqlProjectUpdatesUnitOfWork implements ProjectUpdateUnitOfWork {
  constructor(private readonly db: Database) {}

  run<T>(work: (store: ProjectUpdateStore) => Promise<T>): Promise<T> {
    return this.db.em().transactional((em) =>
      work({
        updates: new SqlProjectUpdateRepository(em),
        audit: new SqlAuditLog(em),
        events: new SqlEventOutbox(em),
      }),
    );
  }
}
