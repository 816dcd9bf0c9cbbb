export * from './currencies-input.schemas.js';
export * from './currencies.use-cases.js';
