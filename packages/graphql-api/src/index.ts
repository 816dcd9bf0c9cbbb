export * from './composition-root.js';
export * from './config.js';
export * from './server.js';
