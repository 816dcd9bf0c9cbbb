import type { Notification } from '@cobuy/domain';

/** A notification as the bell shows it (REST, GraphQL and the live channels alike). */
export const presentNotification = (n: Notification) => ({
  id: n.id,
  title: n.title,
  message: n.message,
  type: n.type,
  isRead: n.isRead,
  createdAt: n.createdAt.toISOString(),
});
export type NotificationJson = ReturnType<typeof presentNotification>;
