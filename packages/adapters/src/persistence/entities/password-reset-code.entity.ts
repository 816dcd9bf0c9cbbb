import { defineEntity, p } from '@mikro-orm/core';

/** A password reset code, stored as an argon2id hash, with its attempt count (product rules §4). */
export const PasswordResetCodeRow = defineEntity({
  name: 'PasswordResetCodeRow',
  tableName: 'password_reset_codes',
  properties: {
    id: p.integer().primary().autoincrement(),
    userId: p.integer(),
    codeHash: p.text(),
    attempts: p.integer(),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
    createdAt: p.datetime(),
  },
});
