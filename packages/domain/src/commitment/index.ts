export * from './commitment-progress.js';
