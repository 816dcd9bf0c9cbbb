export * from './chat-leads.deps.js';
export * from './chat-leads-errors.js';
export * from './list-chat-leads/list-chat-leads.use-case.js';
export * from './mark-chat-lead-contacted/mark-chat-lead-contacted.use-case.js';
