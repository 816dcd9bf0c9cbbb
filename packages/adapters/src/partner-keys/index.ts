export * from './crypto-partner-key-secrets.js';
export * from './sql-partner-keys.unit-of-work.js';
