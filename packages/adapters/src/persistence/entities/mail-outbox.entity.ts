import { defineEntity, p } from '@mikro-orm/core';

/** A mail waiting for, or done with, delivery (see adapters/src/mail/outbox-sender.ts). */
export const MailOutboxRow = defineEntity({
  name: 'MailOutboxRow',
  tableName: 'mail_outbox',
  properties: {
    id: p.integer().primary().autoincrement(),
    template: p.text(),
    toAddress: p.text(),
    replyTo: p.text().nullable(),
    subject: p.text(),
    textBody: p.text(),
    htmlBody: p.text(),
    status: p.text(),
    attempts: p.integer(),
    nextAttemptAt: p.datetime(),
    lockedUntil: p.datetime().nullable(),
    lastError: p.text().nullable(),
    createdAt: p.datetime(),
    sentAt: p.datetime().nullable(),
    secrets: p.json<Record<string, string>>().nullable(),
    secretsExpireAt: p.datetime().nullable(),
  },
});
