export * from './chat-lead.js';
export * from './chat-lead.repository.port.js';
