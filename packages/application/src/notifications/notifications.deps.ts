import type { NotificationsUnitOfWork } from '@cobuy/domain';

/** What the notification use cases and the consumer are built from; the composition root supplies the adapter. */
export interface NotificationsDeps {
  readonly uow: NotificationsUnitOfWork;
}
