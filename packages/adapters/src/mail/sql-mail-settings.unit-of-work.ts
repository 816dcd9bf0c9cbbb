import type { MailSettingsTransaction, MailSettingsUnitOfWork } from '@cobuy/domain';
import { SqlAuditLog } from '../audit/sql-audit-log.js';
import type { FileCipher } from '../files/file-cipher.js';
import type { Database } from '../persistence/orm.js';
import { SqlMailSettingsStore } from './sql-mail-settings.store.js';

/** The mail settings and their audit entry in one database transaction. */
export class SqlMailSettingsUnitOfWork implements MailSettingsUnitOfWork {
  constructor(
    private readonly db: Database,
    private readonly cipher: FileCipher,
  ) {}

  run<T>(work: (store: MailSettingsTransaction) => Promise<T>): Promise<T> {
    return this.db
      .em()
      .transactional((em) => work({ settings: new SqlMailSettingsStore(em, this.cipher), audit: new SqlAuditLog(em) }));
  }

  /** A user's address (the admin saving the settings gets the test mail), or null for no such user. */
  async emailOf(userId: number): Promise<string | null> {
    const rows = await this.db.em().execute<{ email: string }[]>('select email from users where id = ?', [userId]);
    return rows[0]?.email ?? null;
  }
}
