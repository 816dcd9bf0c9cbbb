import { NOTIFICATION_PAGE } from '@cobuy/domain';
import { z } from 'zod';
import type { AppServices } from '../composition-root.js';
import { markedAllReadJson, notificationJson, unreadCountJson } from '../openapi/notifications-response.schemas.js';
import { presentNotification } from '../presenters/notifications.presenter.js';
import { asIs, defineRoute, type RestRoute } from './rest-route.js';

/**
 * The notifications bell (investor spec §2, §7; product rules §6). Part of the one route table
 * (api.routes.ts). A person's own; an admin may read anyone's list and count but marks only their own.
 */
export function notificationRoutes(services: AppServices): readonly RestRoute[] {
  const { notifications } = services;
  const tags = ['Notifications'];
  return [
    defineRoute({
      method: 'get',
      path: '/notifications/:userId',
      useCase: notifications.list,
      input: { path: { userId: 'userId' }, query: ['limit', 'before'] },
      present: (list) => list.map(presentNotification),
      summary: "A person's notifications, newest first (owner or admin)",
      description:
        `At most \`limit\` (${NOTIFICATION_PAGE.default} unless given, 1 to ${NOTIFICATION_PAGE.max}); ` +
        '`before` (a notification id) gives the ones older than it, for the next page. Amounts in the text are in ' +
        "USD. Another person's id is 403 (admins may read anyone's).",
      tags,
      response: { description: 'The notifications', schema: z.array(notificationJson) },
    }),
    defineRoute({
      method: 'get',
      path: '/notifications/:userId/unread-count',
      useCase: notifications.countUnread,
      input: { path: { userId: 'userId' } },
      present: asIs,
      summary: "How many of a person's notifications are unread (the bell's badge; owner or admin)",
      tags,
      response: { description: 'The unread count', schema: unreadCountJson },
    }),
    defineRoute({
      method: 'put',
      path: '/notifications/:id/read',
      useCase: notifications.markRead,
      input: { path: { id: 'id' } },
      present: presentNotification,
      summary: 'Mark one of your notifications read',
      description:
        "No body. A read one stays read. Someone else's notification is 404 like an unknown id (admins included).",
      tags,
      response: { description: 'The notification as stored now', schema: notificationJson },
      errors: ['NOTIFICATION.NOT_FOUND'],
    }),
    defineRoute({
      method: 'put',
      path: '/notifications/:userId/read-all',
      useCase: notifications.markAllRead,
      input: { path: { userId: 'userId' } },
      present: asIs,
      summary: 'Mark all your notifications read',
      description: "No body. Only your own: another person's id is 403 (admins included).",
      tags,
      response: { description: 'How many changed', schema: markedAllReadJson },
    }),
  ];
}
