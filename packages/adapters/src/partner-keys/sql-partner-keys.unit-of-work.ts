import type { PartnerKeyStore, PartnerKeyUnitOfWork } from '@cobuy/domain';
import { SqlAuditLog } from '../audit/sql-audit-log.js';
import type { Database } from '../persistence/orm.js';
import { SqlPartnerKeyRepository } from './sql-partner-key.repository.js';

/** Each partner-key write in one database transaction: the key and its audit entry together. */
export class SqlPartnerKeysUnitOfWork implements PartnerKeyUnitOfWork {
  constructor(private readonly db: Database) {}

  run<T>(work: (store: PartnerKeyStore) => Promise<T>): Promise<T> {
    return this.db
      .em()
      .transactional((em) => work({ keys: new SqlPartnerKeyRepository(em), audit: new SqlAuditLog(em) }));
  }
}
