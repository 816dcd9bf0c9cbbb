import type { DeveloperStore, DeveloperUnitOfWork } from '@cobuy/domain';
import { SqlAuditLog } from '../audit/sql-audit-log.js';
import type { Database } from '../persistence/orm.js';
import { SqlDeveloperRepository } from './sql-developer.repository.js';

/** Each developer write in one database transaction: the developer and its audit entry together. */
export class SqlDevelopersUnitOfWork implements DeveloperUnitOfWork {
  constructor(private readonly db: Database) {}

  run<T>(work: (store: DeveloperStore) => Promise<T>): Promise<T> {
    return this.db
      .em()
      .transactional((em) => work({ developers: new SqlDeveloperRepository(em), audit: new SqlAuditLog(em) }));
  }
}
