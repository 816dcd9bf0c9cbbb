import type { AuditEntry, AuditPerson, AuditPosition, AuditTrail, AuditTrailFilter } from '@cobuy/domain';
import type { SqlRow } from '../accounts/accounts-row-mappers.js';
import type { Database } from '../persistence/orm.js';
import { toDate } from '../persistence/timestamps.js';

/** jsonb arrives parsed from node-postgres and as text from some drivers. */
const json = (v: unknown): unknown => (typeof v === 'string' ? JSON.parse(v) : (v ?? null));
/** `%` and `_` typed by the admin are matched literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function toEntry(r: SqlRow): AuditEntry {
  const actorId = r.actor_id === null || r.actor_id === undefined ? null : Number(r.actor_id);
  return {
    id: String(r.id),
    actorId,
    actorName: r.actor_name === null || r.actor_name === undefined ? null : String(r.actor_name),
    actorEmail: r.actor_email === null || r.actor_email === undefined ? null : String(r.actor_email),
    action: String(r.action),
    entity: String(r.entity),
    entityId: String(r.entity_id),
    before: json(r.before),
    after: json(r.after),
    at: toDate(r.at),
    correlationId: String(r.correlation_id),
  };
}

/** The conditions of a filter as SQL with its parameters, in order. */
function whereOf(filter: AuditTrailFilter, after: AuditPosition | null): { sql: string; params: unknown[] } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const add = (sql: string, ...values: unknown[]) => {
    conditions.push(sql);
    params.push(...values);
  };
  if (filter.actorId !== undefined) add('a.actor_id = ?', filter.actorId);
  if (filter.actor !== undefined) {
    const pattern = containing(filter.actor);
    add(
      `(u.email ilike ? or u.username ilike ? or (u.first_name || ' ' || u.last_name) ilike ?
        or (a.actor_id is null and coalesce(a.actor_system, 'system') ilike ?))`,
      pattern,
      pattern,
      pattern,
      pattern,
    );
  }
  if (filter.entity !== undefined) add('a.entity = ?', filter.entity);
  if (filter.entityId !== undefined) add('a.entity_id = ?', filter.entityId);
  if (filter.action !== undefined) add('a.action ilike ?', containing(filter.action));
  if (filter.from) add('a.at >= ?', filter.from);
  if (filter.to) add('a.at <= ?', filter.to);
  if (after) add('(a.at, a.id) < (?::timestamptz, ?::bigint)', after.at, after.id);
  return { sql: conditions.length > 0 ? `where ${conditions.join(' and ')}` : '', params };
}

const PEOPLE_PER_STATEMENT = 1000;

/** The audit trail read in one statement per page, with each actor's name and email joined in. */
export class SqlAuditTrail implements AuditTrail {
  constructor(private readonly db: Database) {}

  async list(filter: AuditTrailFilter, page: { after: AuditPosition | null; limit: number }): Promise<AuditEntry[]> {
    const where = whereOf(filter, page.after);
    const rows = await this.db.em().execute<SqlRow[]>(
      `select a.id, a.actor_id, a.action, a.entity, a.entity_id, a.before, a.after, a.at, a.correlation_id,
              coalesce(u.first_name || ' ' || u.last_name, a.actor_system) as actor_name, u.email as actor_email
         from audit_log a left join users u on u.id = a.actor_id
         ${where.sql}
         order by a.at desc, a.id desc
         limit ?`,
      [...where.params, page.limit],
    );
    return rows.map(toEntry);
  }

  async peopleByIds(ids: readonly number[]): Promise<ReadonlyMap<number, AuditPerson>> {
    const people = new Map<number, AuditPerson>();
    const unique = [...new Set(ids)];
    // One statement for a page (at most a few dozen people); an export naming thousands goes in slices, so no
    // statement nears PostgreSQL's limit of 65,535 parameters.
    for (let start = 0; start < unique.length; start += PEOPLE_PER_STATEMENT) {
      const slice = unique.slice(start, start + PEOPLE_PER_STATEMENT);
      const rows = await this.db
        .em()
        .execute<SqlRow[]>(
          `select id, username, first_name, last_name, email from users where id in (${slice.map(() => '?').join(', ')})`,
          slice,
        );
      for (const r of rows) {
        const name = `${String(r.first_name ?? '')} ${String(r.last_name ?? '')}`.trim();
        people.set(Number(r.id), { id: Number(r.id), name: name || String(r.username), email: String(r.email) });
      }
    }
    return people;
  }
}
