export * from './sql-project-updates.unit-of-work.js';
