export * from './localized-text.js';
