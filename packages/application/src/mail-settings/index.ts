export * from './mail-settings.deps.js';
export * from './mail-settings-errors.js';
export * from './mail-settings-input.schemas.js';
export * from './get-mail-settings.use-case.js';
export * from './save-mail-settings.use-case.js';
