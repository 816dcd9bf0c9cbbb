export * from './content-translation.js';
export * from './content-translation.ports.js';
