import type {
  Notification,
  NotificationDraft,
  NotificationPageQuery,
  NotificationRepository,
  NotificationType,
} from '@cobuy/domain';
import type { SqlRow } from '../accounts/accounts-row-mappers.js';
import type { SqlEntityManager } from '../persistence/orm.js';

const COLUMNS = 'id, user_id, type, title, message, text, source_key, is_read, created_at';
/** Rows per insert statement (a project update to many investors is written in a few statements). */
const INSERT_CHUNK = 500;

const toNotification = (r: SqlRow): Notification => ({
  id: Number(r.id),
  userId: Number(r.user_id),
  type: r.type as NotificationType,
  title: String(r.title),
  message: String(r.message),
  sourceKey: String(r.source_key),
  ...(r.text ? { text: (typeof r.text === 'string' ? JSON.parse(r.text) : r.text) as Notification['text'] } : {}),
  isRead: r.is_read === true,
  createdAt: r.created_at instanceof Date ? r.created_at : new Date(String(r.created_at)),
});

/** Notifications in SQL; each read and write names its owner. */
export class SqlNotificationRepository implements NotificationRepository {
  constructor(private readonly em: SqlEntityManager) {}

  async insertMany(drafts: readonly NotificationDraft[], at: Date): Promise<Notification[]> {
    const created: Notification[] = [];
    for (let i = 0; i < drafts.length; i += INSERT_CHUNK) {
      const chunk = drafts.slice(i, i + INSERT_CHUNK);
      const rows = await this.em.execute<SqlRow[]>(
        // A person deleted since the event is skipped rather than failing the batch for everyone.
        `insert into notifications (user_id, type, title, message, text, source_key, created_at)
         select v.user_id, v.type, v.title, v.message, v.text, v.source_key, v.created_at
           from (values ${chunk.map(() => '(?::integer, ?, ?, ?, ?::jsonb, ?, ?::timestamptz)').join(', ')})
                as v (user_id, type, title, message, text, source_key, created_at)
          where exists (select 1 from users u where u.id = v.user_id)
         on conflict (user_id, source_key) do nothing
         returning ${COLUMNS}`,
        chunk.flatMap((d) => [
          d.userId,
          d.type,
          d.title,
          d.message,
          d.text ? JSON.stringify(d.text) : null,
          d.sourceKey,
          at,
        ]),
      );
      created.push(...rows.map(toNotification));
    }
    return created.sort((a, b) => a.id - b.id);
  }

  async listByUser(query: NotificationPageQuery): Promise<Notification[]> {
    const rows = await this.em.execute<SqlRow[]>(
      `select ${COLUMNS} from notifications
        where user_id = ? ${query.before !== undefined ? 'and id < ?' : ''}
        order by id desc
        limit ?`,
      [query.userId, ...(query.before !== undefined ? [query.before] : []), query.limit],
    );
    return rows.map(toNotification);
  }

  async countUnread(userId: number): Promise<number> {
    const [row] = await this.em.execute<SqlRow[]>(
      'select count(*) as count from notifications where user_id = ? and not is_read',
      [userId],
    );
    return Number(row?.count ?? 0);
  }

  async findById(id: number): Promise<Notification | null> {
    const [row] = await this.em.execute<SqlRow[]>(`select ${COLUMNS} from notifications where id = ?`, [id]);
    return row ? toNotification(row) : null;
  }

  async markRead(id: number, userId: number): Promise<boolean> {
    // A read notification stays as it was (its first read time kept); it still counts as found.
    const rows = await this.em.execute<SqlRow[]>(
      `update notifications set is_read = true, read_at = coalesce(read_at, now())
        where id = ? and user_id = ? returning id`,
      [id, userId],
    );
    return rows.length > 0;
  }

  async markAllRead(userId: number): Promise<number> {
    const rows = await this.em.execute<SqlRow[]>(
      `update notifications set is_read = true, read_at = now() where user_id = ? and not is_read returning id`,
      [userId],
    );
    return rows.length;
  }
}
