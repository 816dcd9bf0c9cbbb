export * from './notifications.deps.js';
export * from './notifications-errors.js';
export * from './list-notifications/list-notifications.use-case.js';
export * from './count-unread-notifications/count-unread-notifications.use-case.js';
export * from './mark-notification-read/mark-notification-read.use-case.js';
export * from './mark-all-notifications-read/mark-all-notifications-read.use-case.js';
export * from './make-notifications/make-notifications.consumer.js';
