export * from './sql-developers.unit-of-work.js';
