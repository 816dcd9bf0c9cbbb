export * from './shared/app-error.js';
export * from './shared/common-errors.js';
export * from './shared/request-context.js';
export * from './shared/use-case.js';
export * from './accounts/index.js';
export * from './contact/index.js';
export * from './shared/input-schemas.js';
export * from './catalog/index.js';
