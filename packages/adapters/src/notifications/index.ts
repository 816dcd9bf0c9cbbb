export * from './sql-notifications.unit-of-work.js';
