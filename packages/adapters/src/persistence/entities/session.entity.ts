import { defineEntity, p } from '@mikro-orm/core';

/** A signed-in session: only the SHA-256 of its bearer token is stored. */
export const SessionRow = defineEntity({
  name: 'SessionRow',
  tableName: 'sessions',
  properties: {
    id: p.integer().primary().autoincrement(),
    userId: p.integer(),
    tokenHash: p.text(),
    createdAt: p.datetime(),
    expiresAt: p.datetime(),
    revokedAt: p.datetime().nullable(),
  },
});
