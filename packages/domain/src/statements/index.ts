export * from './returns.js';
export * from './sale-statement.js';
export * from './yearly-statement.js';
export * from './statement.js';
