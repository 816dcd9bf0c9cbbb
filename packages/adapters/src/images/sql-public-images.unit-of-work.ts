import type { PublicImageRepository, PublicImageStore, PublicImageUnitOfWork } from '@cobuy/domain';
import { SqlAuditLog } from '../audit/sql-audit-log.js';
import type { Database } from '../persistence/orm.js';
import { SqlPublicImageRepository } from './sql-public-image.repository.js';

/** An upload in one database transaction (the image and its audit entry together); a download in one statement. */
export class SqlPublicImagesUnitOfWork implements PublicImageUnitOfWork {
  constructor(private readonly db: Database) {}

  run<T>(work: (store: PublicImageStore) => Promise<T>): Promise<T> {
    return this.db
      .em()
      .transactional((em) => work({ images: new SqlPublicImageRepository(em), audit: new SqlAuditLog(em) }));
  }

  read<T>(work: (images: PublicImageRepository) => Promise<T>): Promise<T> {
    return work(new SqlPublicImageRepository(this.db.em()));
  }
}
