export * from './sql-catalog-admin.unit-of-work.js';
