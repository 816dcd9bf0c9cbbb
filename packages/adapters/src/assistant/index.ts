export * from './catalog-assistant-retrieval.js';
export * from './openai-chat-model.js';
