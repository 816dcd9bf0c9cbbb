export * from './sql-chat-leads.unit-of-work.js';
