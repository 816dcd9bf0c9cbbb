export * from './catalog-assistant-retrieval.js';
