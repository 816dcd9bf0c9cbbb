export * from './get-admin-overview.use-case.js';
