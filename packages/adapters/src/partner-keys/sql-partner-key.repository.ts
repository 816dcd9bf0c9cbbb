import type { NewPartnerKey, PartnerKey, PartnerKeyRepository, StoredPartnerKey } from '@cobuy/domain';
import type { SqlRow } from '../accounts/accounts-row-mappers.js';
import type { SqlEntityManager } from '../persistence/orm.js';
import { toDate, toDateOrNull } from '../persistence/timestamps.js';

const COLUMNS = `id, name, prefix, requests_per_minute, max_query_cost, created_by, created_at, last_used_at,
  revoked_at`;

const toPartnerKey = (r: SqlRow): PartnerKey => ({
  id: Number(r.id),
  name: String(r.name),
  prefix: String(r.prefix),
  requestsPerMinute: Number(r.requests_per_minute),
  maxQueryCost: Number(r.max_query_cost),
  createdBy: r.created_by === null || r.created_by === undefined ? null : Number(r.created_by),
  createdAt: toDate(r.created_at),
  lastUsedAt: toDateOrNull(r.last_used_at),
  revokedAt: toDateOrNull(r.revoked_at),
});

/** Partner keys in SQL, bound to the transaction of one use case. Only `findByPrefix` reads the hash. */
export class SqlPartnerKeyRepository implements PartnerKeyRepository {
  constructor(private readonly em: SqlEntityManager) {}

  async listAll(): Promise<PartnerKey[]> {
    const rows = await this.em.execute<SqlRow[]>(`select ${COLUMNS} from partner_keys order by id desc`);
    return rows.map(toPartnerKey);
  }

  async findByPrefix(prefix: string): Promise<StoredPartnerKey | null> {
    const rows = await this.em.execute<SqlRow[]>(`select ${COLUMNS}, key_hash from partner_keys where prefix = ?`, [
      prefix,
    ]);
    return rows[0] ? { ...toPartnerKey(rows[0]), keyHash: String(rows[0].key_hash) } : null;
  }

  async lockById(id: number): Promise<PartnerKey | null> {
    const rows = await this.em.execute<SqlRow[]>(`select ${COLUMNS} from partner_keys where id = ? for update`, [id]);
    return rows[0] ? toPartnerKey(rows[0]) : null;
  }

  async claimName(name: string): Promise<number | null> {
    // Issues of one name take turns (a transaction-level lock on its hash), so the second sees the first's key
    // instead of failing on the unique index.
    await this.em.execute('select pg_advisory_xact_lock(hashtext(?))', [`partner_key:${name.toLowerCase()}`]);
    const rows = await this.em.execute<SqlRow[]>(
      'select id from partner_keys where lower(name) = lower(?) and revoked_at is null limit 1',
      [name],
    );
    return rows[0] ? Number(rows[0].id) : null;
  }

  async insert(key: NewPartnerKey): Promise<PartnerKey> {
    const rows = await this.em.execute<SqlRow[]>(
      `insert into partner_keys (name, prefix, key_hash, requests_per_minute, max_query_cost, created_by, created_at)
       values (?, ?, ?, ?, ?, ?, ?)
       returning ${COLUMNS}`,
      [key.name, key.prefix, key.keyHash, key.requestsPerMinute, key.maxQueryCost, key.createdBy, key.createdAt],
    );
    return toPartnerKey(rows[0]!);
  }

  async revoke(id: number, at: Date): Promise<PartnerKey> {
    const rows = await this.em.execute<SqlRow[]>(
      `update partner_keys set revoked_at = coalesce(revoked_at, ?) where id = ? returning ${COLUMNS}`,
      [at, id],
    );
    return toPartnerKey(rows[0]!);
  }

  async recordUse(id: number, at: Date, notBefore: Date): Promise<void> {
    // Conditional: of several requests (or processes) in the same minute, one write lands and the rest match nothing.
    await this.em.execute(
      'update partner_keys set last_used_at = ? where id = ? and (last_used_at is null or last_used_at <= ?)',
      [at, id, notBefore],
      'run',
    );
  }
}
