export * from './live-hub.js';
export * from './relay-live-updates/relay-live-updates.consumer.js';
export * from './watch-notifications/watch-notifications.use-case.js';
export * from './watch-project-funding/watch-project-funding.use-case.js';
