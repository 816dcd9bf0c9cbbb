import { appError, type AppError } from '../shared/app-error.js';

export type NotificationsErrorCode = 'NOTIFICATION.NOT_FOUND';

/** Unknown, or someone else's: the same answer, so an id says nothing about other people's notifications. */
export const notificationNotFound = (id: number): AppError =>
  appError('NOTIFICATION.NOT_FOUND', 'Notification not found', { details: { notificationId: id } });
