export * from './notification.js';
export * from './notification.repository.port.js';
export * from './notification-rules.js';
