import type { MessageRenderer, NotificationsUnitOfWork, PendingEvents } from '@cobuy/domain';

/** What the notification use cases and the consumer are built from; the composition root supplies the adapter. */
export interface NotificationsDeps {
  readonly uow: NotificationsUnitOfWork;
  /** Draws a notification in the reader's language when it is read (docs/i18n.md); without it, English. */
  readonly messages?: MessageRenderer;
  /** When given, the consumer looks here first and opens its transaction only when events are waiting. */
  readonly pending?: PendingEvents;
}
