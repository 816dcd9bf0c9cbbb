export * from './catalog-admin.deps.js';
export * from './catalog-admin-input.schemas.js';
export * from './project-admin.use-cases.js';
export * from './unit-admin.use-cases.js';
