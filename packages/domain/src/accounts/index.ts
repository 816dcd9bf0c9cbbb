export * from './accounts.ports.js';
export * from './email.js';
export * from './password-policy.js';
export * from './reset-code.rules.js';
export * from './session.rules.js';
export * from './user.js';
export * from './username.rules.js';
export * from './user-administration.rules.js';
