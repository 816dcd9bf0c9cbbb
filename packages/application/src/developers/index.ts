export * from './developers.deps.js';
export * from './developers-errors.js';
export * from './list-admin-developers/list-admin-developers.use-case.js';
export * from './create-developer/create-developer.use-case.js';
export * from './update-developer/update-developer.use-case.js';
export * from './delete-developer/delete-developer.use-case.js';
