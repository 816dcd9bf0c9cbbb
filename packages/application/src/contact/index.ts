export * from './send-contact-message/send-contact-message.input.js';
export * from './send-contact-message/send-contact-message.use-case.js';
