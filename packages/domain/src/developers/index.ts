export * from './developer-profile.js';
export * from './developer.repository.port.js';
