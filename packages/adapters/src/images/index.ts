export * from './sql-public-images.unit-of-work.js';
