import { Money, type AdminDeveloper, type DeveloperFields, type DeveloperRepository } from '@cobuy/domain';
import type { SqlRow } from '../accounts/accounts-row-mappers.js';
import type { SqlEntityManager } from '../persistence/orm.js';
import { toDate } from '../persistence/timestamps.js';

const COLUMNS = `d.id, d.name, d.description, d.email, d.phone, d.website, d.address, d.city, d.country,
  d.established_year, d.license_number, d.specialties, d.logo_url, d.completed_projects,
  d.total_value::text as total_value, d.rating::text as rating, d.is_active, d.created_at, d.updated_at`;

/** The number of projects naming each developer, for the admin view. */
const LINKED = '(select count(*) from projects p where p.developer_id = d.id) as linked_projects';

const textOrNull = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));

const toAdminDeveloper = (r: SqlRow): AdminDeveloper => ({
  id: Number(r.id),
  name: String(r.name),
  description: String(r.description),
  email: String(r.email),
  phone: String(r.phone),
  website: textOrNull(r.website),
  address: String(r.address),
  city: String(r.city),
  country: String(r.country),
  establishedYear: r.established_year === null || r.established_year === undefined ? null : Number(r.established_year),
  licenseNumber: textOrNull(r.license_number),
  specialties: (r.specialties as unknown[]).map(String),
  logoUrl: textOrNull(r.logo_url),
  completedProjects: Number(r.completed_projects),
  totalValue: Money.of(String(r.total_value)),
  rating: String(r.rating),
  isActive: Boolean(r.is_active),
  linkedProjects: Number(r.linked_projects ?? 0),
  createdAt: toDate(r.created_at),
  updatedAt: toDate(r.updated_at),
});

/**
 * The specialties travel as one JSON parameter and become a text[] in order: a JavaScript array given as a
 * query parameter would be spread into a list of parameters, not read as one array.
 */
const SPECIALTIES = 'array(select s from jsonb_array_elements_text(?::jsonb) with ordinality as t(s, n) order by n)';

const values = (f: DeveloperFields) => [
  f.name,
  f.description,
  f.email,
  f.phone,
  f.website,
  f.address,
  f.city,
  f.country,
  f.establishedYear,
  f.licenseNumber,
  JSON.stringify(f.specialties),
  f.logoUrl,
  f.completedProjects,
  f.totalValue.toString(),
  f.rating,
  f.isActive,
];

/** Developers in SQL, bound to the transaction of one use case. */
export class SqlDeveloperRepository implements DeveloperRepository {
  constructor(private readonly em: SqlEntityManager) {}

  async listAll(): Promise<AdminDeveloper[]> {
    const rows = await this.em.execute<SqlRow[]>(
      `select ${COLUMNS}, ${LINKED} from developers d order by d.name, d.id`,
    );
    return rows.map(toAdminDeveloper);
  }

  async lockById(id: number): Promise<AdminDeveloper | null> {
    // FOR UPDATE conflicts with the KEY SHARE lock a project's foreign key takes: while a developer is being
    // changed or deleted, no project can be pointed at it, and one pointed at it just before is counted.
    const rows = await this.em.execute<SqlRow[]>(`select ${COLUMNS} from developers d where d.id = ? for update`, [id]);
    if (!rows[0]) return null;
    const linked = await this.countLinked(id);
    return toAdminDeveloper({ ...rows[0], linked_projects: linked });
  }

  async claimName(name: string, exceptId: number | null): Promise<number | null> {
    // A transaction-level lock on the name's hash: saves of one name take turns, so the look-up below sees the
    // other admin's developer instead of both passing it and one failing on the unique index.
    await this.em.execute('select pg_advisory_xact_lock(hashtext(lower(?)))', [name]);
    const rows = await this.em.execute<SqlRow[]>(
      'select id from developers where lower(name) = lower(?) and id is distinct from ? limit 1',
      [name, exceptId],
    );
    return rows[0] ? Number(rows[0].id) : null;
  }

  private async countLinked(id: number): Promise<number> {
    const rows = await this.em.execute<SqlRow[]>('select count(*) as n from projects where developer_id = ?', [id]);
    return Number(rows[0]?.n ?? 0);
  }

  async insert(fields: DeveloperFields, at: Date): Promise<AdminDeveloper> {
    const rows = await this.em.execute<SqlRow[]>(
      `insert into developers as d (name, description, email, phone, website, address, city, country,
         established_year, license_number, specialties, logo_url, completed_projects, total_value, rating,
         is_active, created_at, updated_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ${SPECIALTIES}, ?, ?, ?, ?, ?, ?, ?)
       returning ${COLUMNS}`,
      [...values(fields), at, at],
    );
    return toAdminDeveloper({ ...rows[0]!, linked_projects: 0 });
  }

  async update(id: number, fields: DeveloperFields, at: Date): Promise<AdminDeveloper> {
    const rows = await this.em.execute<SqlRow[]>(
      `update developers as d
          set name = ?, description = ?, email = ?, phone = ?, website = ?, address = ?, city = ?, country = ?,
              established_year = ?, license_number = ?, specialties = ${SPECIALTIES}, logo_url = ?,
              completed_projects = ?, total_value = ?, rating = ?, is_active = ?, updated_at = ?
        where d.id = ?
        returning ${COLUMNS}, ${LINKED}`,
      [...values(fields), at, id],
    );
    return toAdminDeveloper(rows[0]!);
  }

  async delete(id: number): Promise<void> {
    await this.em.execute('delete from developers where id = ?', [id], 'run');
  }
}
