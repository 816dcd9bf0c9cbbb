export * from './project-update.js';
export * from './project-update.repository.port.js';
