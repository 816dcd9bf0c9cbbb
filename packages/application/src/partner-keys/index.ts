export * from './partner-keys.deps.js';
export * from './partner-keys-errors.js';
export * from './issue-partner-key/issue-partner-key.use-case.js';
export * from './list-partner-keys/list-partner-keys.use-case.js';
export * from './revoke-partner-key/revoke-partner-key.use-case.js';
export * from './authenticate-partner-key/authenticate-partner-key.service.js';
