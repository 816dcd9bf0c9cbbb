export * from './four-eyes.rules.js';
