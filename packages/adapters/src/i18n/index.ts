export * from './server-messages.js';
