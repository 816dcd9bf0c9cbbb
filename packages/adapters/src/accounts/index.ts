export * from './sql-accounts.unit-of-work.js';
export * from './sql-password-reset-code.repository.js';
export * from './sql-session.repository.js';
export * from './sql-user.repository.js';
export * from './sql-account-settings.repository.js';
