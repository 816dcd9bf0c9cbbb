export * from './catalog.js';
export * from './catalog.repository.port.js';
export * from './unit-statistics.js';
export * from './catalog-admin.port.js';
export * from './unit-price-totals.js';
