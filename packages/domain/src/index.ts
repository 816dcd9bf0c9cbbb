export * from './shared/result.js';
export * from './ports/clock.port.js';
export * from './money/money.js';
export * from './money/percentage.js';
export * from './money/currency.js';
export * from './money/allocation.js';
export * from './accounts/index.js';
