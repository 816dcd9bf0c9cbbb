import { randomUUID } from 'node:crypto';
import {
  isLanguageCode,
  type LiveRelayStore,
  type LiveRelayUnitOfWork,
  type NotificationType,
  type RelayedNotification,
} from '@cobuy/domain';
import type { SqlRow } from '../accounts/accounts-row-mappers.js';
import { SqlEventFeed } from '../investing/sql-event-feed.js';
import type { Database, SqlEntityManager } from '../persistence/orm.js';

const placeholders = (n: number) => Array.from({ length: n }, () => '?').join(', ');
const iso = (value: unknown) => (value instanceof Date ? value : new Date(String(value))).toISOString();

/** The relay's reads, in its transaction: the outbox, and what its live messages need. */
class SqlLiveRelayStore implements LiveRelayStore {
  readonly feed: SqlEventFeed;
  constructor(private readonly em: SqlEntityManager) {
    this.feed = new SqlEventFeed(em);
  }

  async findNotifications(ids: readonly number[]): Promise<RelayedNotification[]> {
    if (ids.length === 0) return [];
    const rows = await this.em.execute<SqlRow[]>(
      `select n.id, n.user_id, n.type, n.title, n.message, n.text, n.is_read, n.created_at, u.preferred_language
         from notifications n join users u on u.id = n.user_id
        where n.id in (${placeholders(ids.length)})`,
      [...ids],
    );
    return rows.map((r) => ({
      id: Number(r.id),
      userId: Number(r.user_id),
      type: String(r.type) as NotificationType,
      title: String(r.title),
      message: String(r.message),
      isRead: Boolean(r.is_read),
      createdAt: iso(r.created_at),
      ...(r.text
        ? { text: (typeof r.text === 'string' ? JSON.parse(r.text) : r.text) as RelayedNotification['text'] }
        : {}),
      language: isLanguageCode(r.preferred_language) ? r.preferred_language : null,
    }));
  }

  async projectIdsOfUnits(unitIds: readonly number[]): Promise<number[]> {
    if (unitIds.length === 0) return [];
    const rows = await this.em.execute<SqlRow[]>(
      `select distinct project_id from units where id in (${placeholders(unitIds.length)}) order by project_id`,
      [...unitIds],
    );
    return rows.map((r) => Number(r.project_id));
  }
}

export class SqlLiveRelayUnitOfWork implements LiveRelayUnitOfWork {
  constructor(private readonly db: Database) {}

  run<T>(work: (store: LiveRelayStore) => Promise<T>): Promise<T> {
    return this.db.em().transactional((em) => work(new SqlLiveRelayStore(em)));
  }
}

/**
 * This installation's live channel: `cobuy:live:<id>`, the id made once and kept in `app_meta`, so every process
 * on one database shares a channel and two installations (or two test databases) on one Redis never hear each
 * other's users.
 */
export async function liveChannelName(db: Database): Promise<string> {
  const em = db.em();
  await em.execute(
    `insert into app_meta (key, value, updated_at) values ('live_channel', ?, ?) on conflict (key) do nothing`,
    [randomUUID(), new Date()],
    'run',
  );
  const rows = await em.execute<SqlRow[]>(`select value from app_meta where key = 'live_channel'`);
  return `cobuy:live:${String(rows[0]!.value)}`;
}
