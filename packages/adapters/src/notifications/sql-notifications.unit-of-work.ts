import type { NotificationStore, NotificationsUnitOfWork } from '@cobuy/domain';
import { SqlEventOutbox } from '../audit/sql-event-outbox.js';
import { SqlEventFeed } from '../investing/sql-event-feed.js';
import type { Database } from '../persistence/orm.js';
import { SqlNotificationAudience } from './sql-notification-audience.js';
import { SqlNotificationRepository } from './sql-notification.repository.js';

/** Each notification call, and each consumer batch, in one database transaction. */
export class SqlNotificationsUnitOfWork implements NotificationsUnitOfWork {
  constructor(private readonly db: Database) {}

  run<T>(work: (store: NotificationStore) => Promise<T>): Promise<T> {
    return this.db.em().transactional((em) =>
      work({
        feed: new SqlEventFeed(em),
        notifications: new SqlNotificationRepository(em),
        audience: new SqlNotificationAudience(em),
        events: new SqlEventOutbox(em),
      }),
    );
  }
}
