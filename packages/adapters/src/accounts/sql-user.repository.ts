import type { InsertUserOutcome, NewUser, User, UserRepository, UserRole } from '@cobuy/domain';
import type { SqlEntityManager } from '../persistence/orm.js';
import { toUser, USER_COLUMNS, USERS_WITH_KYC, type SqlRow } from './accounts-row-mappers.js';

const SELECT_USER = `select ${USER_COLUMNS} from ${USERS_WITH_KYC}`;

/** Users in SQL. Lookups by email and username go through the lower(…) unique indexes. */
export class SqlUserRepository implements UserRepository {
  constructor(private readonly em: SqlEntityManager) {}

  private async one(sql: string, params: unknown[]): Promise<User | null> {
    const rows = await this.em.execute<SqlRow[]>(sql, params);
    return rows[0] ? toUser(rows[0]) : null;
  }

  findById(id: number) {
    return this.one(`${SELECT_USER} where u.id = ?`, [id]);
  }

  findByEmail(email: string) {
    return this.one(`${SELECT_USER} where lower(u.email) = lower(?)`, [email]);
  }

  findByUsername(username: string) {
    return this.one(`${SELECT_USER} where lower(u.username) = lower(?)`, [username]);
  }

  async insert(u: NewUser): Promise<InsertUserOutcome> {
    const user = await this.one(
      `insert into users (username, email, password_hash, first_name, last_name, role, created_at, updated_at)
       values (?, lower(?), ?, ?, ?, ?, ?, ?)
       on conflict do nothing
       returning *`,
      [u.username, u.email, u.passwordHash, u.firstName, u.lastName, u.role, u.createdAt, u.createdAt],
    );
    if (user) return { ok: true, user };
    return { ok: false, conflict: (await this.findByEmail(u.email)) ? 'email' : 'username' };
  }

  async recordLogin(id: number, at: Date): Promise<void> {
    await this.em.execute(
      'update users set last_login_at = ?, login_count = login_count + 1, updated_at = ? where id = ?',
      [at, at, id],
      'run',
    );
  }

  async setPasswordHash(id: number, passwordHash: string): Promise<void> {
    await this.em.execute(
      'update users set password_hash = ?, updated_at = now() where id = ?',
      [passwordHash, id],
      'run',
    );
  }

  async setRole(id: number, role: UserRole) {
    await this.em.execute('update users set role = ?, updated_at = now() where id = ?', [role, id], 'run');
    return this.findById(id);
  }

  async setActive(id: number, active: boolean): Promise<void> {
    await this.em.execute('update users set is_active = ?, updated_at = now() where id = ?', [active, id], 'run');
  }

  async listAdminEmails(): Promise<string[]> {
    const rows = await this.em.execute<SqlRow[]>(
      "select email from users where role = 'admin' and is_active order by id",
      [],
    );
    return rows.map((r) => String(r.email));
  }
}
