export * from './assistant.deps.js';
export * from './assistant-messages.js';
export * from './assistant-rules.js';
export * from './compose-answer.js';
export * from './answer-message/answer-message.input.js';
export * from './answer-message/answer-message.use-case.js';
export * from './language-model.js';
