export * from './flexible-rate-limiter.js';
