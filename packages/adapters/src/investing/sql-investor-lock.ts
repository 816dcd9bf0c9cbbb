import type { InvestorLock } from '@cobuy/domain';
import type { SqlEntityManager } from '../persistence/orm.js';

/**
 * The investor's reservation lock: a transaction-scoped advisory lock keyed by (the hash of a fixed name, the
 * user id), released at commit or rollback. Not a row lock on `users`: inserting an investment or an
 * application share-locks the investor's users row for its foreign key, and an exclusive row lock there would
 * make those inserts wait on it too.
 */
export class SqlInvestorLock implements InvestorLock {
  constructor(private readonly em: SqlEntityManager) {}

  async lockForReservations(userId: number): Promise<void> {
    await this.em.execute(`select pg_advisory_xact_lock(hashtext('investing.investor-reservations'), ?::int)`, [
      userId,
    ]);
  }
}
