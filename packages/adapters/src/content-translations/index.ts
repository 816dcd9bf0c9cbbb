export * from './sql-content-translations.js';
export * from './libre-translate.js';
export * from './lru-translation-cache.js';
export * from './fake-machine-translation.js';
