import type {
  AdminUserListing,
  AdminUserQuery,
  InsertUserOutcome,
  NewUser,
  User,
  UserRepository,
  UserRole,
} from '@cobuy/domain';
import type { SqlEntityManager } from '../persistence/orm.js';
import { toUser, USER_COLUMNS, USERS_WITH_KYC, type SqlRow } from './accounts-row-mappers.js';

const SELECT_USER = `select ${USER_COLUMNS} from ${USERS_WITH_KYC}`;

/** A LIKE pattern that finds `text` literally: its own %, _ and backslash are escaped (LIKE escapes with backslash). */
const containing = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The admin's search: first, last or full name, email or username. `?` is the pattern, five times. */
const SEARCH_MATCH = `(u.first_name ilike ? or u.last_name ilike ? or (u.first_name || ' ' || u.last_name) ilike ?
  or u.email ilike ? or u.username ilike ?)`;

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

  async lockActiveAdminIds(): Promise<number[]> {
    // FOR NO KEY UPDATE, the lock an update of these rows takes anyway: it queues other account changes but not
    // inserts that reference the user (sessions, investments), which only need a key-share lock.
    const rows = await this.em.execute<SqlRow[]>(
      "select id from users where role = 'admin' and is_active order by id for no key update",
      [],
    );
    return rows.map((r) => Number(r.id));
  }

  lockById(id: number) {
    return this.one(`${SELECT_USER} where u.id = ? for no key update of u`, [id]);
  }

  /** Two statements whatever the page: the figures (with the search's count), then the page itself. */
  async listForAdmin(query: AdminUserQuery): Promise<AdminUserListing> {
    const search = query.search ? Array<string>(5).fill(containing(query.search)) : [];
    const where = query.search ? `where ${SEARCH_MATCH}` : '';
    const [figures] = await this.em.execute<SqlRow[]>(
      `select count(*) as total,
              count(*) filter (where u.is_active) as active,
              count(*) filter (where u.created_at >= ?) as new_this_month,
              count(*) filter (where ${query.search ? SEARCH_MATCH : 'true'}) as matching
         from users u`,
      [query.monthStart, ...search],
    );
    const rows = await this.em.execute<SqlRow[]>(
      `${SELECT_USER} ${where} order by u.created_at desc, u.id desc limit ? offset ?`,
      [...search, query.limit, query.offset],
    );
    return {
      totalUsers: Number(figures!.total),
      activeUsers: Number(figures!.active),
      newUsersThisMonth: Number(figures!.new_this_month),
      matchingUsers: Number(figures!.matching),
      users: rows.map(toUser),
    };
  }

  async listAdminEmails(): Promise<string[]> {
    const rows = await this.em.execute<SqlRow[]>(
      "select email from users where role = 'admin' and is_active order by id",
      [],
    );
    return rows.map((r) => String(r.email));
  }
}
