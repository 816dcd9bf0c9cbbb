export * from './statements.use-cases.js';
export * from './issue-statements.js';
