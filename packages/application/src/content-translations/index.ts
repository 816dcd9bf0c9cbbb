export * from './content-translations-input.schemas.js';
export * from './translate-text.use-case.js';
export * from './content-translations-admin.use-cases.js';
