export * from './admin-overview.js';
export * from './admin-overview.read-model.port.js';
