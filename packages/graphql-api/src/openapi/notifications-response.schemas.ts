import { NOTIFICATION_TYPES } from '@cobuy/domain';
import { z } from 'zod';
import { dateTime, id } from './response.schemas.js';

/** The bell's answers (presenters/notifications.presenter.ts), for the OpenAPI document. */
export const notificationJson = z.object({
  id,
  title: z.string(),
  message: z.string().meta({ description: 'Written for the person; amounts in USD, the unit of account' }),
  type: z.enum(NOTIFICATION_TYPES).meta({ description: "The panel's styling" }),
  isRead: z.boolean(),
  createdAt: dateTime,
});
export const unreadCountJson = z.object({ count: z.number().int().nonnegative() });
export const markedAllReadJson = z.object({
  updated: z.number().int().nonnegative().meta({ description: 'How many were unread and are now read' }),
});
