export * from './test-database.js';
export * from './use-test-database.js';
export * from './fund-unit.js';
export * from './pdf-text.js';
export * from './catalog-rows.js';
