import type { CatalogAdminStore, CatalogAdminUnitOfWork } from '@cobuy/domain';
import { SqlAuditLog } from '../audit/sql-audit-log.js';
import type { Database } from '../persistence/orm.js';
import { SqlCatalogAdminRepository } from './sql-catalog-admin.repository.js';

/** Each project or unit write in one database transaction: the change and its audit entry together. */
export class SqlCatalogAdminUnitOfWork implements CatalogAdminUnitOfWork {
  constructor(private readonly db: Database) {}

  run<T>(work: (store: CatalogAdminStore) => Promise<T>): Promise<T> {
    return this.db
      .em()
      .transactional((em) => work({ catalog: new SqlCatalogAdminRepository(em), audit: new SqlAuditLog(em) }));
  }
}
