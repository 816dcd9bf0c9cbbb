import type {
  AccountsMail,
  AdminUserListing,
  AdminUserQuery,
  AuditLog,
  AuditRecord,
  AccountsStore,
  AccountsUnitOfWork,
  Clock,
  CurrencyCode,
  InsertUserOutcome,
  NewUser,
  PasswordHasher,
  PasswordResetCode,
  PasswordResetCodeRepository,
  RateLimitDecision,
  RateLimitPolicy,
  RateLimiter,
  BackgroundWork,
  AccountSettingsRepository,
  DomainEvent,
  LanguageCode,
  MailPreferences,
  ProfileChange,
  Session,
  SessionRepository,
  TokenIssuer,
  User,
  UserRepository,
} from '@cobuy/domain';
import { DEFAULT_MAIL_PREFERENCES, isMailWanted, isSessionActive } from '@cobuy/domain';
import { DEFAULT_ACCOUNTS_RATE_LIMITS } from '../accounts-rate-limits.js';
import type { AccountsDeps } from '../accounts.deps.js';
import type { RequestContext, Actor } from '../../shared/request-context.js';

/*
 * In-memory fakes of the accounts ports, for use-case tests (conventions §10) and for transport tests that
 * do not need a database. They keep the same contracts as the database adapters (uniqueness, single use,
 * atomic attempt counting), which the adapter tests check against the real database.
 */

class MutableClock implements Clock {
  constructor(private current = new Date('2026-03-02T09:00:00Z')) {}
  now(): Date {
    return new Date(this.current);
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

class InMemoryUsers implements UserRepository {
  readonly rows: User[] = [];
  private nextId = 1;
  async findById(id: number) {
    return this.rows.find((u) => u.id === id) ?? null;
  }
  async findByEmail(email: string) {
    return this.rows.find((u) => u.email.toLowerCase() === email.toLowerCase()) ?? null;
  }
  async findByUsername(username: string) {
    return this.rows.find((u) => u.username.toLowerCase() === username.toLowerCase()) ?? null;
  }
  async insert(n: NewUser): Promise<InsertUserOutcome> {
    if (await this.findByEmail(n.email)) return { ok: false, conflict: 'email' };
    if (await this.findByUsername(n.username)) return { ok: false, conflict: 'username' };
    const user: User = {
      ...n,
      id: this.nextId++,
      kycStatus: 'not_started',
      kycApprovedAt: null,
      kycExpiresAt: null,
      lastLoginAt: null,
      loginCount: 0,
      isActive: true,
    };
    this.rows.push(user);
    return { ok: true, user };
  }
  private update(id: number, change: Partial<User>): User | null {
    const i = this.rows.findIndex((u) => u.id === id);
    if (i < 0) return null;
    this.rows[i] = { ...this.rows[i]!, ...change };
    return this.rows[i]!;
  }
  async recordLogin(id: number, at: Date) {
    const user = await this.findById(id);
    if (user) this.update(id, { lastLoginAt: at, loginCount: user.loginCount + 1 });
  }
  async setPasswordHash(id: number, passwordHash: string) {
    this.update(id, { passwordHash });
  }
  async setRole(id: number, role: User['role']) {
    return this.update(id, { role });
  }
  async setActive(id: number, active: boolean) {
    this.update(id, { isActive: active });
  }
  async listAdminEmails() {
    return this.rows.filter((u) => u.role === 'admin' && u.isActive).map((u) => u.email);
  }
  /** Nothing runs at once here, so nothing needs locking: the same answers as the database's. */
  async lockActiveAdminIds() {
    return this.rows
      .filter((u) => u.role === 'admin' && u.isActive)
      .map((u) => u.id)
      .sort((a, b) => a - b);
  }
  async lockById(id: number) {
    return this.findById(id);
  }
  async listForAdmin(query: AdminUserQuery): Promise<AdminUserListing> {
    const needle = query.search?.toLowerCase();
    const matches = (u: User) =>
      !needle ||
      [u.firstName, u.lastName, `${u.firstName} ${u.lastName}`, u.email, u.username].some((text) =>
        text.toLowerCase().includes(needle),
      );
    const matching = this.rows
      .filter(matches)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id);
    return {
      totalUsers: this.rows.length,
      activeUsers: this.rows.filter((u) => u.isActive).length,
      newUsersThisMonth: this.rows.filter((u) => u.createdAt >= query.monthStart).length,
      matchingUsers: matching.length,
      users: matching.slice(query.offset, query.offset + query.limit),
    };
  }
  /** Test helper: change any stored field. */
  patch(id: number, change: Partial<User>): void {
    this.update(id, change);
  }
}

class InMemorySessions implements SessionRepository {
  readonly rows: Session[] = [];
  private nextId = 1;
  constructor(private readonly users: InMemoryUsers) {}
  async create(s: Omit<Session, 'id' | 'revokedAt'>) {
    const session: Session = { ...s, id: this.nextId++, revokedAt: null };
    this.rows.push(session);
    return session;
  }
  async findActiveByTokenHash(tokenHash: string, now: Date) {
    const session = this.rows.find((s) => s.tokenHash === tokenHash);
    if (!session || !isSessionActive(session, now)) return null;
    const user = await this.users.findById(session.userId);
    if (!user || !user.isActive) return null;
    return { session, user };
  }
  async revoke(tokenHash: string, at: Date) {
    const i = this.rows.findIndex((s) => s.tokenHash === tokenHash && s.revokedAt === null);
    if (i < 0) return null;
    this.rows[i] = { ...this.rows[i]!, revokedAt: at };
    return this.rows[i].id;
  }
  async revokeAllForUser(userId: number, at: Date) {
    let n = 0;
    this.rows.forEach((s, i) => {
      if (s.userId === userId && s.revokedAt === null) {
        this.rows[i] = { ...s, revokedAt: at };
        n++;
      }
    });
    return n;
  }
  async revokeOthersForUser(userId: number, keptSessionId: number, at: Date) {
    const ended: number[] = [];
    this.rows.forEach((s, i) => {
      if (s.userId === userId && s.id !== keptSessionId && isSessionActive(s, at)) {
        this.rows[i] = { ...s, revokedAt: at };
        ended.push(s.id);
      }
    });
    return ended;
  }
  async countOthersActive(userId: number, exceptSessionId: number, now: Date) {
    return this.rows.filter((s) => s.userId === userId && s.id !== exceptSessionId && isSessionActive(s, now)).length;
  }
  async deleteEndedBefore(cutoff: Date) {
    const ended = (s: Session) => s.expiresAt < cutoff || (s.revokedAt !== null && s.revokedAt < cutoff);
    const before = this.rows.length;
    this.rows.splice(0, this.rows.length, ...this.rows.filter((s) => !ended(s)));
    return before - this.rows.length;
  }
}

class InMemoryResetCodes implements PasswordResetCodeRepository {
  readonly rows: PasswordResetCode[] = [];
  private nextId = 1;
  async replaceForUser(c: Omit<PasswordResetCode, 'id' | 'attempts' | 'usedAt'>, at: Date) {
    this.rows.forEach((r, i) => {
      if (r.userId === c.userId && r.usedAt === null) this.rows[i] = { ...r, usedAt: at };
    });
    const code: PasswordResetCode = { ...c, id: this.nextId++, attempts: 0, usedAt: null };
    this.rows.push(code);
    return code;
  }
  async findLatestForUser(userId: number) {
    return this.rows.filter((r) => r.userId === userId).at(-1) ?? null;
  }
  async registerAttempt(id: number, maxAttempts: number) {
    const i = this.rows.findIndex((r) => r.id === id);
    const row = this.rows[i];
    if (!row || row.usedAt !== null || row.attempts >= maxAttempts) return null;
    this.rows[i] = { ...row, attempts: row.attempts + 1 };
    return row.attempts + 1;
  }
  async markUsed(id: number, at: Date) {
    const i = this.rows.findIndex((r) => r.id === id && r.usedAt === null);
    if (i < 0) return false;
    this.rows[i] = { ...this.rows[i]!, usedAt: at };
    return true;
  }
  async deleteExpiredBefore(cutoff: Date) {
    const before = this.rows.length;
    this.rows.splice(0, this.rows.length, ...this.rows.filter((r) => r.expiresAt >= cutoff));
    return before - this.rows.length;
  }
}

/** The users' profile fields beside their rows (phone), and their mail preferences. */
class InMemoryAccountSettings implements AccountSettingsRepository {
  readonly phones = new Map<number, string | null>();
  readonly homeCurrencies = new Map<number, CurrencyCode | null>();
  readonly preferences = new Map<number, MailPreferences>();
  constructor(private readonly users: InMemoryUsers) {}
  async findProfile(userId: number) {
    const user = await this.users.findById(userId);
    if (!user) return null;
    const { email, firstName, lastName } = user;
    const homeCurrency = this.homeCurrencies.get(userId) ?? null;
    return { userId, email, firstName, lastName, phone: this.phones.get(userId) ?? null, homeCurrency };
  }
  async updateProfile(userId: number, change: ProfileChange) {
    if (!(await this.users.findById(userId))) return null;
    this.users.patch(userId, { firstName: change.firstName, lastName: change.lastName });
    this.phones.set(userId, change.phone);
    return this.findProfile(userId);
  }
  async setHomeCurrency(userId: number, homeCurrency: CurrencyCode | null) {
    if (!(await this.users.findById(userId))) return null;
    this.homeCurrencies.set(userId, homeCurrency);
    return this.findProfile(userId);
  }
  async readMailPreferences(userId: number) {
    return this.preferences.get(userId) ?? DEFAULT_MAIL_PREFERENCES;
  }
  async saveMailPreferences(userId: number, preferences: MailPreferences) {
    this.preferences.set(userId, preferences);
    return preferences;
  }
  readonly languages = new Map<number, LanguageCode | null>();
  async readPreferredLanguage(userId: number) {
    return this.languages.get(userId) ?? null;
  }
  async savePreferredLanguage(userId: number, language: LanguageCode | null) {
    if (!(await this.users.findById(userId))) return false;
    this.languages.set(userId, language);
    return true;
  }
}

/** Honours mail preferences like the SQL outbox: the account at the address decides (`isMailWanted`). */
class InMemoryOutbox {
  readonly mails: AccountsMail[] = [];
  constructor(
    private readonly users: InMemoryUsers,
    private readonly settings: InMemoryAccountSettings,
  ) {}
  async enqueue(mail: AccountsMail) {
    const recipient = await this.users.findByEmail(mail.to);
    const preferences = recipient ? await this.settings.readMailPreferences(recipient.id) : DEFAULT_MAIL_PREFERENCES;
    if (isMailWanted(mail.template, preferences)) this.mails.push(mail);
  }
  /** The code in the latest reset mail sent to this address. */
  lastResetCode(to: string): string | undefined {
    const mail = this.mails.filter((m) => m.to === to && m.template === 'password-reset-code').at(-1);
    return mail?.template === 'password-reset-code' ? mail.data.code : undefined;
  }
}

class InMemoryAuditLog implements AuditLog {
  readonly records: AuditRecord[] = [];
  async record(entry: AuditRecord) {
    this.records.push(entry);
  }
}

class InMemoryAccounts implements AccountsUnitOfWork, AccountsStore {
  readonly users = new InMemoryUsers();
  readonly sessions = new InMemorySessions(this.users);
  readonly resetCodes = new InMemoryResetCodes();
  readonly settings = new InMemoryAccountSettings(this.users);
  readonly outbox = new InMemoryOutbox(this.users, this.settings);
  readonly audit = new InMemoryAuditLog();
  readonly published: DomainEvent[] = [];
  readonly events = { publish: async (event: DomainEvent) => void this.published.push(event) };
  /** Runs without isolation; enough for single-threaded use-case tests. */
  async run<T>(work: (store: AccountsStore) => Promise<T>): Promise<T> {
    return work(this);
  }
  async read<T>(work: (store: AccountsStore) => Promise<T>): Promise<T> {
    return work(this);
  }
}

/** Cheap, transparent hashing: `hash:<secret>`. Counts verifications to prove the dummy-hash path runs. */
class FakeHasher implements PasswordHasher {
  verifications = 0;
  hashes = 0;
  async hash(secret: string) {
    this.hashes++;
    return `hash:${secret}`;
  }
  async verify(hash: string, secret: string) {
    this.verifications++;
    return hash === `hash:${secret}`;
  }
}

class FakeTokens implements TokenIssuer {
  private n = 0;
  /** Codes handed out in order; random-looking defaults afterwards. */
  readonly nextCodes: string[] = [];
  issueSessionToken() {
    const token = `token-${++this.n}`;
    return { token, tokenHash: this.hashSessionToken(token) };
  }
  hashSessionToken(token: string) {
    return `sha:${token}`;
  }
  issueResetCode() {
    return this.nextCodes.shift() ?? String(100000 + ((this.n++ * 7919) % 900000));
  }
}

/** A fixed-window limiter on the injected clock, with the same consume semantics as the adapter. */
class InMemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number; blockedUntil: number }>();
  constructor(private readonly clock: Clock) {}
  private entry(policy: RateLimitPolicy, key: string) {
    const k = `${policy.name}:${key}`;
    const now = this.clock.now().getTime();
    let e = this.windows.get(k);
    if (!e || (now >= e.resetAt && now >= e.blockedUntil)) {
      e = { count: 0, resetAt: now + policy.durationSeconds * 1000, blockedUntil: 0 };
      this.windows.set(k, e);
    }
    return { e, now };
  }
  private decision(
    policy: RateLimitPolicy,
    e: { count: number; resetAt: number; blockedUntil: number },
    now: number,
  ): RateLimitDecision {
    if (e.blockedUntil > now) return { allowed: false, retryAfterSeconds: Math.ceil((e.blockedUntil - now) / 1000) };
    if (e.count >= policy.points) return { allowed: false, retryAfterSeconds: Math.ceil((e.resetAt - now) / 1000) };
    return { allowed: true, remaining: policy.points - e.count };
  }
  async consume(policy: RateLimitPolicy, key: string): Promise<RateLimitDecision> {
    const { e, now } = this.entry(policy, key);
    if (e.blockedUntil > now) return this.decision(policy, e, now);
    e.count++;
    if (e.count > policy.points) {
      e.blockedUntil = now + policy.blockSeconds * 1000;
      return { allowed: false, retryAfterSeconds: policy.blockSeconds };
    }
    return { allowed: true, remaining: policy.points - e.count };
  }
  async giveBack(policy: RateLimitPolicy, key: string) {
    const { e } = this.entry(policy, key);
    e.count = Math.max(0, e.count - 1);
  }
  async reset(policy: RateLimitPolicy, key: string) {
    this.windows.delete(`${policy.name}:${key}`);
  }
}

/** Background work that runs only when the test says so, to look at the answer before the work. */
class ManualBackgroundWork implements BackgroundWork {
  private readonly queued: (() => Promise<void>)[] = [];
  get pending(): number {
    return this.queued.length;
  }
  enqueue(_key: string, work: () => Promise<void>): void {
    this.queued.push(work);
  }
  async runAll(): Promise<void> {
    while (this.queued.length > 0) await this.queued.shift()!();
  }
}

export interface AccountsTestKit extends AccountsDeps {
  readonly background: ManualBackgroundWork;
  readonly store: InMemoryAccounts;
  readonly hasher: FakeHasher;
  readonly tokens: FakeTokens;
  readonly clock: MutableClock;
  ctx(actor?: Actor | null, ip?: string): RequestContext;
}

export function accountsTestKit(): AccountsTestKit {
  const clock = new MutableClock();
  const store = new InMemoryAccounts();
  return {
    store,
    uow: store,
    hasher: new FakeHasher(),
    tokens: new FakeTokens(),
    rateLimiter: new InMemoryRateLimiter(clock),
    limits: DEFAULT_ACCOUNTS_RATE_LIMITS,
    background: new ManualBackgroundWork(),
    clock,
    ctx: (actor = null, ip = '203.0.113.5') => ({ actor, correlationId: 'test', clock, ip }),
  };
}
