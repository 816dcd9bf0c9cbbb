import { defineEntity, p } from '@mikro-orm/core';

/**
 * Accounts (migration …_accounts). Emails are stored normalised (lower case) and unique on lower(email);
 * usernames unique on lower(username). The accounts repositories use SQL directly (atomic conditional
 * updates); this mapping serves the other contexts' queries (admin user list, KYC, investors' names).
 */
export const UserRow = defineEntity({
  name: 'UserRow',
  tableName: 'users',
  properties: {
    id: p.integer().primary().autoincrement(),
    username: p.text(),
    email: p.text(),
    passwordHash: p.text().lazy(),
    firstName: p.text(),
    lastName: p.text(),
    role: p.text(),
    lastLoginAt: p.datetime().nullable(),
    loginCount: p.integer(),
    isActive: p.boolean(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
