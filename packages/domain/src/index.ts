export * from './shared/result.js';
export * from './ports/clock.port.js';
export * from './accounts/index.js';
