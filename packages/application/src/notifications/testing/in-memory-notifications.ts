import type {
  Clock,
  DomainEvent,
  EventFeed,
  Notification,
  NotificationDraft,
  NotificationPageQuery,
  NotificationRepository,
  NotificationStore,
  NotificationsUnitOfWork,
  StoredEvent,
  SubjectBook,
} from '@cobuy/domain';
import type { RequestContext, Role } from '../../shared/request-context.js';

/** The repository in memory, same contract as the SQL adapter (one row per person and source key). */
class InMemoryNotifications implements NotificationRepository {
  readonly rows: Notification[] = [];
  private nextId = 1;

  async insertMany(drafts: readonly NotificationDraft[], at: Date) {
    const created: Notification[] = [];
    for (const d of drafts) {
      if (this.rows.some((r) => r.userId === d.userId && r.sourceKey === d.sourceKey)) continue;
      const row = { ...d, id: this.nextId++, isRead: false, createdAt: at };
      this.rows.push(row);
      created.push(row);
    }
    return created;
  }
  async listByUser(q: NotificationPageQuery) {
    return this.rows
      .filter((r) => r.userId === q.userId && (q.before === undefined || r.id < q.before))
      .sort((a, b) => b.id - a.id)
      .slice(0, q.limit);
  }
  async countUnread(userId: number) {
    return this.rows.filter((r) => r.userId === userId && !r.isRead).length;
  }
  async findById(id: number) {
    return this.rows.find((r) => r.id === id) ?? null;
  }
  async markRead(id: number, userId: number) {
    const index = this.rows.findIndex((r) => r.id === id && r.userId === userId);
    if (index < 0) return false;
    this.rows[index] = { ...this.rows[index]!, isRead: true };
    return true;
  }
  async markAllRead(userId: number) {
    let n = 0;
    this.rows.forEach((r, i) => {
      if (r.userId === userId && !r.isRead) {
        this.rows[i] = { ...r, isRead: true };
        n += 1;
      }
    });
    return n;
  }
}

/** An outbox in memory with one position per consumer (no concurrency: the SQL adapter's tests cover that). */
class InMemoryFeed implements EventFeed {
  readonly events: StoredEvent[] = [];
  readonly positions = new Map<string, number>();

  async take<T extends DomainEvent['type']>(consumer: string, types: readonly T[], limit: number) {
    const from = this.positions.get(consumer) ?? 0;
    return this.events
      .filter((e) => e.id > from && (types as readonly string[]).includes(e.event.type))
      .slice(0, limit) as StoredEvent<Extract<DomainEvent, { type: T }>>[];
  }
  async markConsumed(consumer: string, ids: readonly number[]) {
    if (ids.length > 0) this.positions.set(consumer, Math.max(...ids));
  }
}

const clock: Clock = { now: () => new Date('2026-11-26T10:00:00Z') };
const NO_SUBJECTS: SubjectBook = {
  applications: new Map(),
  investments: new Map(),
  units: new Map(),
  projects: new Map(),
};

/** The notification ports in memory and a context per caller, for the use-case tests. */
export function notificationsTestKit(adminIds: number[] = []) {
  const notifications = new InMemoryNotifications();
  const feed = new InMemoryFeed();
  const published: DomainEvent[] = [];
  const store: NotificationStore = {
    feed,
    notifications,
    audience: { activeAdminIds: async () => adminIds, describe: async () => NO_SUBJECTS },
    events: { publish: async (event) => void published.push(event) },
  };
  const uow: NotificationsUnitOfWork = { run: (work) => work(store) };
  const ctx = (userId: number | null, role: Role = 'user'): RequestContext => ({
    actor: userId === null ? null : { userId, role },
    correlationId: 'test',
    clock,
  });
  let nextEventId = 1;
  const publish = (event: DomainEvent) => feed.events.push({ id: nextEventId++, event });
  return { uow, notifications, feed, published, ctx, publish };
}
