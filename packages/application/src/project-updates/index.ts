export * from './project-updates.deps.js';
export * from './project-updates-errors.js';
export * from './project-update-input.schemas.js';
export * from './post-project-update/post-project-update.use-case.js';
export * from './edit-project-update/edit-project-update.use-case.js';
export * from './delete-project-update/delete-project-update.use-case.js';
