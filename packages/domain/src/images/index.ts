export * from './public-image.js';
export * from './public-image.repository.port.js';
