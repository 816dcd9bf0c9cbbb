export * from './partner-key.js';
export * from './partner-key.repository.port.js';
