export * from './text.js';
export * from './vocabulary.js';
export * from './assistant-facts.js';
export * from './understand.js';
export * from './lead-level.js';
