export * from './accounts-mail.templates.js';
export * from './dev-mailbox.view.js';
export * from './in-memory-outbox.store.js';
export * from './outbox-mail.js';
export * from './outbox-sender.js';
export * from './smtp-mail.transport.js';
export * from './sql-outbox.store.js';
export * from './mail-layout.js';
