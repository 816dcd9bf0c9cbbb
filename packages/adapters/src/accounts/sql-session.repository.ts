import type { Session, SessionRepository, User } from '@cobuy/domain';
import type { Database, SqlEntityManager } from '../persistence/orm.js';
import { statementRunner, type RunStatement } from '../persistence/statements.js';
import { toSession, toUser, USER_COLUMNS, type SqlRow } from './accounts-row-mappers.js';

const SESSION_COLUMNS = `s.id as s_id, s.user_id as s_user_id, s.token_hash as s_token_hash,
              s.created_at as s_created_at, s.expires_at as s_expires_at, s.revoked_at as s_revoked_at`;

/**
 * `reader`: given outside a transaction (the unit of work's `read`), the session lookup of every signed-in request
 * goes through `Database.read` instead of an entity manager's `execute` (persistence/statements.ts). Inside a
 * transaction the entity manager's connection is used.
 */
export class SqlSessionRepository implements SessionRepository {
  /** Where the lookup runs (persistence/statements.ts), chosen once: it is on every signed-in request. */
  private readonly run: RunStatement;

  constructor(
    private readonly em: SqlEntityManager,
    reader?: Pick<Database, 'read'>,
  ) {
    this.run = statementRunner(em, reader);
  }

  async create(s: Omit<Session, 'id' | 'revokedAt'>): Promise<Session> {
    const rows = await this.em.execute<SqlRow[]>(
      'insert into sessions (user_id, token_hash, created_at, expires_at) values (?, ?, ?, ?) returning *',
      [s.userId, s.tokenHash, s.createdAt, s.expiresAt],
    );
    return toSession(rows[0]!);
  }

  /** One indexed query per authenticated request: the session by its unique token hash, joined to its user. */
  async findActiveByTokenHash(tokenHash: string, now: Date): Promise<{ session: Session; user: User } | null> {
    const rows = await this.run<SqlRow>(
      `select ${USER_COLUMNS},
              ${SESSION_COLUMNS}
         from sessions s
         join users u on u.id = s.user_id
         left join kyc_verifications k on k.user_id = u.id
        where s.token_hash = ? and s.revoked_at is null and s.expires_at > ? and u.is_active`,
      [tokenHash, now],
    );
    const r = rows[0];
    if (!r) return null;
    const session = toSession({
      id: r.s_id,
      user_id: r.s_user_id,
      token_hash: r.s_token_hash,
      created_at: r.s_created_at,
      expires_at: r.s_expires_at,
      revoked_at: r.s_revoked_at,
    });
    return { session, user: toUser(r) };
  }

  async revoke(tokenHash: string, at: Date): Promise<number | null> {
    const rows = await this.em.execute<SqlRow[]>(
      'update sessions set revoked_at = ? where token_hash = ? and revoked_at is null returning id',
      [at, tokenHash],
    );
    return rows[0] ? Number(rows[0].id) : null;
  }

  async revokeAllForUser(userId: number, at: Date): Promise<number> {
    const rows = await this.em.execute<SqlRow[]>(
      'update sessions set revoked_at = ? where user_id = ? and revoked_at is null returning id',
      [at, userId],
    );
    return rows.length;
  }

  async revokeOthersForUser(userId: number, keptSessionId: number, at: Date): Promise<number[]> {
    const rows = await this.em.execute<SqlRow[]>(
      `update sessions set revoked_at = ?
        where user_id = ? and id <> ? and revoked_at is null and expires_at > ?
        returning id`,
      [at, userId, keptSessionId, at],
    );
    return rows.map((r) => Number(r.id)).sort((a, b) => a - b);
  }

  async countOthersActive(userId: number, exceptSessionId: number, now: Date): Promise<number> {
    const rows = await this.em.execute<SqlRow[]>(
      `select count(*)::int as n from sessions
        where user_id = ? and id <> ? and revoked_at is null and expires_at > ?`,
      [userId, exceptSessionId, now],
    );
    return Number(rows[0]?.n ?? 0);
  }

  async deleteEndedBefore(cutoff: Date): Promise<number> {
    const rows = await this.em.execute<SqlRow[]>(
      'delete from sessions where expires_at < ? or revoked_at < ? returning id',
      [cutoff, cutoff],
    );
    return rows.length;
  }
}
