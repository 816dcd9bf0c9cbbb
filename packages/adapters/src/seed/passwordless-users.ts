import type { SqlEntityManager } from '../persistence/orm.js';

/**
 * Stored as the password hash of accounts that exist only to own seeded data. It is not a PHC string, so
 * argon2 refuses it and the hasher reports a non-match for every password: nobody can sign in as these users.
 * (A password reset would need a code mailed to their `.invalid` address, which no mail can reach.)
 */
const NO_PASSWORD_HASH = '!no-password: seeded account';

export interface PasswordlessUser {
  readonly username: string;
  /** Lower case; use the reserved `.invalid` domain so that no real person's address is taken. */
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
}

/**
 * Inserts active users (role 'user') that cannot sign in, in one statement; returns their ids in the order
 * given. Fails on an email or username already taken rather than adopting somebody's account.
 */
export async function insertPasswordlessUsers(
  em: SqlEntityManager,
  users: readonly PasswordlessUser[],
  now: Date,
): Promise<number[]> {
  if (users.length === 0) return [];
  const rows = await em.execute<{ id: number; email: string }[]>(
    `insert into users (username, email, password_hash, first_name, last_name, role, is_active, created_at, updated_at)
     values ${users.map(() => `(?, ?, ?, ?, ?, 'user', true, ?, ?)`).join(', ')}
     returning id, email`,
    users.flatMap((u) => [u.username, u.email, NO_PASSWORD_HASH, u.firstName, u.lastName, now, now]),
  );
  // `returning` promises no order: match the rows back by email.
  const idByEmail = new Map(rows.map((r) => [r.email, Number(r.id)]));
  return users.map((u) => idByEmail.get(u.email)!);
}
