export * from './sql-statement.store.js';
