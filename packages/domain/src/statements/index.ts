export * from './returns.js';
export * from './sale-statement.js';
