import type { Session, SessionRepository, User } from '@cobuy/domain';
import type { RunStatement } from '../persistence/statements.js';
import { toSession, toUser, USER_COLUMNS, type SqlRow } from './accounts-row-mappers.js';

const SESSION_COLUMNS = `s.id as s_id, s.user_id as s_user_id, s.token_hash as s_token_hash,
              s.created_at as s_created_at, s.expires_at as s_expires_at, s.revoked_at as s_revoked_at`;

/** The session by its token's hash, with its user: one text, written once (it is sent on every signed-in request). */
const ACTIVE_SESSION_SQL = `select ${USER_COLUMNS},
              ${SESSION_COLUMNS}
         from sessions s
         join users u on u.id = s.user_id
         left join kyc_verifications k on k.user_id = u.id
        where s.token_hash = ? and s.revoked_at is null and s.expires_at > ? and u.is_active`;

/**
 * Sessions in SQL. Where its statements run (persistence/statements.ts): a transaction's entity manager; outside
 * one (the accounts unit of work's `read`: the lookup of every signed-in request) `Database.read`.
 */
export class SqlSessionRepository implements SessionRepository {
  constructor(private readonly run: RunStatement) {}

  async create(s: Omit<Session, 'id' | 'revokedAt'>): Promise<Session> {
    const rows = await this.run<SqlRow>(
      'insert into sessions (user_id, token_hash, created_at, expires_at) values (?, ?, ?, ?) returning *',
      [s.userId, s.tokenHash, s.createdAt, s.expiresAt],
    );
    return toSession(rows[0]!);
  }

  /** One indexed query per authenticated request: the session by its unique token hash, joined to its user. */
  async findActiveByTokenHash(tokenHash: string, now: Date): Promise<{ session: Session; user: User } | null> {
    const rows = await this.run<SqlRow>(ACTIVE_SESSION_SQL, [tokenHash, now]);
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
    const rows = await this.run<SqlRow>(
      'update sessions set revoked_at = ? where token_hash = ? and revoked_at is null returning id',
      [at, tokenHash],
    );
    return rows[0] ? Number(rows[0].id) : null;
  }

  async revokeAllForUser(userId: number, at: Date): Promise<number> {
    const rows = await this.run<SqlRow>(
      'update sessions set revoked_at = ? where user_id = ? and revoked_at is null returning id',
      [at, userId],
    );
    return rows.length;
  }

  async revokeOthersForUser(userId: number, keptSessionId: number, at: Date): Promise<number[]> {
    const rows = await this.run<SqlRow>(
      `update sessions set revoked_at = ?
        where user_id = ? and id <> ? and revoked_at is null and expires_at > ?
        returning id`,
      [at, userId, keptSessionId, at],
    );
    return rows.map((r) => Number(r.id)).sort((a, b) => a - b);
  }

  async countOthersActive(userId: number, exceptSessionId: number, now: Date): Promise<number> {
    const rows = await this.run<SqlRow>(
      `select count(*)::int as n from sessions
        where user_id = ? and id <> ? and revoked_at is null and expires_at > ?`,
      [userId, exceptSessionId, now],
    );
    return Number(rows[0]?.n ?? 0);
  }

  async deleteEndedBefore(cutoff: Date): Promise<number> {
    const rows = await this.run<SqlRow>('delete from sessions where expires_at < ? or revoked_at < ? returning id', [
      cutoff,
      cutoff,
    ]);
    return rows.length;
  }
}
