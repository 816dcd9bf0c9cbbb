import type { PasswordResetCode, PasswordResetCodeRepository } from '@cobuy/domain';
import type { SqlEntityManager } from '../persistence/orm.js';
import { toResetCode, type SqlRow } from './accounts-row-mappers.js';

/** Reset codes in SQL; attempt counting and single use are conditional updates, safe under concurrency. */
export class SqlPasswordResetCodeRepository implements PasswordResetCodeRepository {
  constructor(private readonly em: SqlEntityManager) {}

  async replaceForUser(c: Omit<PasswordResetCode, 'id' | 'attempts' | 'usedAt'>, at: Date): Promise<PasswordResetCode> {
    // Earlier codes are closed by marking them used: only the latest code can ever work.
    await this.em.execute(
      'update password_reset_codes set used_at = ? where user_id = ? and used_at is null',
      [at, c.userId],
      'run',
    );
    const rows = await this.em.execute<SqlRow[]>(
      'insert into password_reset_codes (user_id, code_hash, expires_at, created_at) values (?, ?, ?, ?) returning *',
      [c.userId, c.codeHash, c.expiresAt, c.createdAt],
    );
    return toResetCode(rows[0]!);
  }

  async findLatestForUser(userId: number): Promise<PasswordResetCode | null> {
    const rows = await this.em.execute<SqlRow[]>(
      'select * from password_reset_codes where user_id = ? order by id desc limit 1',
      [userId],
    );
    return rows[0] ? toResetCode(rows[0]) : null;
  }

  async registerAttempt(id: number, maxAttempts: number): Promise<number | null> {
    const rows = await this.em.execute<SqlRow[]>(
      `update password_reset_codes set attempts = attempts + 1
        where id = ? and used_at is null and attempts < ?
        returning attempts`,
      [id, maxAttempts],
    );
    return rows[0] ? Number(rows[0].attempts) : null;
  }

  async markUsed(id: number, at: Date): Promise<boolean> {
    const rows = await this.em.execute<SqlRow[]>(
      'update password_reset_codes set used_at = ? where id = ? and used_at is null returning id',
      [at, id],
    );
    return rows.length === 1;
  }

  async deleteExpiredBefore(cutoff: Date): Promise<number> {
    const rows = await this.em.execute<SqlRow[]>('delete from password_reset_codes where expires_at < ? returning id', [
      cutoff,
    ]);
    return rows.length;
  }
}
