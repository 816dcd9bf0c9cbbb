export * from './payments-errors.js';
export * from './payments.deps.js';
export * from './checkout-view.js';
export * from './payments.use-cases.js';
export * from './reconciliation-paging.use-cases.js';
