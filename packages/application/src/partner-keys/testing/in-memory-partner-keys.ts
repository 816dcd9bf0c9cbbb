import type {
  AuditRecord,
  Clock,
  NewPartnerKey,
  PartnerKey,
  PartnerKeyRepository,
  PartnerKeySecrets,
  PartnerKeyUnitOfWork,
  RateLimitDecision,
  RateLimiter,
  RateLimitPolicy,
  StoredPartnerKey,
} from '@cobuy/domain';
import type { RequestContext, Role } from '../../shared/request-context.js';

const withoutHash = ({ keyHash: _hash, ...key }: StoredPartnerKey): PartnerKey => key;

/** The port in memory, same contract as the SQL adapter. */
class InMemoryPartnerKeys implements PartnerKeyRepository {
  readonly rows: StoredPartnerKey[] = [];
  readonly uses: Date[] = [];
  private nextId = 1;

  async listAll() {
    return [...this.rows].reverse().map(withoutHash);
  }
  async findByPrefix(prefix: string) {
    return this.rows.find((k) => k.prefix === prefix) ?? null;
  }
  async lockById(id: number) {
    const found = this.rows.find((k) => k.id === id);
    return found ? withoutHash(found) : null;
  }
  async claimName(name: string) {
    return this.rows.find((k) => k.revokedAt === null && k.name.toLowerCase() === name.toLowerCase())?.id ?? null;
  }
  async insert(key: NewPartnerKey) {
    const row: StoredPartnerKey = { ...key, id: this.nextId++, lastUsedAt: null, revokedAt: null };
    this.rows.push(row);
    return withoutHash(row);
  }
  async revoke(id: number, at: Date) {
    const index = this.rows.findIndex((k) => k.id === id);
    this.rows[index] = { ...this.rows[index]!, revokedAt: at };
    return withoutHash(this.rows[index]!);
  }
  async recordUse(id: number, at: Date, notBefore: Date) {
    const index = this.rows.findIndex((k) => k.id === id);
    const row = this.rows[index]!;
    if (row.lastUsedAt && row.lastUsedAt > notBefore) return;
    this.uses.push(at);
    this.rows[index] = { ...row, lastUsedAt: at };
  }
}

/** Predictable keys (a counter); the "hash" is the key reversed, enough to tell a stored hash from the key. */
class CountingSecrets implements PartnerKeySecrets {
  private n = 0;
  issue() {
    this.n++;
    const prefix = `Pfx${String(this.n).padStart(5, '0')}`;
    const key = `cbk_${prefix}_${'S'.repeat(28)}${String(this.n).padStart(4, '0')}`;
    return { key, prefix, keyHash: this.hash(key) };
  }
  hash(key: string) {
    return `hash:${[...key].reverse().join('')}`;
  }
  sameHash(a: string, b: string) {
    return a === b;
  }
}

/** Counts per policy and key; `points` per minute, no clock (a test that needs a new minute resets it). */
class CountingLimiter implements RateLimiter {
  readonly counts = new Map<string, number>();
  async consume(policy: RateLimitPolicy, key: string): Promise<RateLimitDecision> {
    const id = `${policy.name}:${key}`;
    const used = (this.counts.get(id) ?? 0) + 1;
    this.counts.set(id, used);
    return used <= policy.points
      ? { allowed: true, remaining: policy.points - used }
      : { allowed: false, retryAfterSeconds: 42 };
  }
  async giveBack() {}
  async reset() {
    this.counts.clear();
  }
}

/** A store whose audit entries are kept in an array, a clock the test moves, and a context per caller. */
export function partnerKeysTestKit(start = new Date('2026-11-23T10:00:00Z')) {
  const keys = new InMemoryPartnerKeys();
  const audit: AuditRecord[] = [];
  const uow: PartnerKeyUnitOfWork = {
    run: (work) => work({ keys, audit: { record: async (entry) => void audit.push(entry) } }),
  };
  let now = start;
  const clock: Clock = { now: () => now };
  const ctx = (userId: number | null, role: Role = 'admin'): RequestContext => ({
    actor: userId === null ? null : { userId, role },
    correlationId: 'partner-keys-test',
    clock,
  });
  const advance = (ms: number) => {
    now = new Date(now.getTime() + ms);
  };
  return { uow, keys, audit, ctx, clock, advance, secrets: new CountingSecrets(), rateLimiter: new CountingLimiter() };
}
