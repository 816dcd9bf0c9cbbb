import type { OutboxMail, OutboxStore, RenderedMail } from './outbox-mail.js';

const NO_SECRETS = { secrets: null, secretsExpireAt: null };

/** The outbox in memory, with the database store's semantics; for tests. */
export class InMemoryOutboxStore implements OutboxStore {
  readonly rows: (OutboxMail & { lockedUntil: Date | null })[] = [];
  private nextId = 1;

  async add(mail: RenderedMail, at: Date): Promise<OutboxMail> {
    const row = {
      ...mail,
      replyTo: mail.replyTo ?? null,
      secrets: mail.secrets ?? null,
      secretsExpireAt: mail.secrets ? (mail.secretsExpireAt ?? null) : null,
      id: this.nextId++,
      status: 'pending' as const,
      attempts: 0,
      nextAttemptAt: at,
      lastError: null,
      createdAt: at,
      sentAt: null,
      lockedUntil: null,
    };
    this.rows.push(row);
    return row;
  }

  async claimDue(now: Date, limit: number, leaseMs: number): Promise<OutboxMail[]> {
    const due = this.rows
      .filter((r) => r.status === 'pending' && r.nextAttemptAt <= now && (!r.lockedUntil || r.lockedUntil <= now))
      .slice(0, limit);
    for (const r of due)
      this.replace(r.id, { attempts: r.attempts + 1, lockedUntil: new Date(now.getTime() + leaseMs) });
    return due.map((r) => this.rows.find((x) => x.id === r.id)!);
  }

  async markSent(id: number, at: Date) {
    this.replace(id, { status: 'sent', sentAt: at, lockedUntil: null, lastError: null, ...NO_SECRETS });
  }
  async markRetry(id: number, error: string, nextAttemptAt: Date) {
    this.replace(id, { lastError: error, nextAttemptAt, lockedUntil: null });
  }
  async markFailed(id: number, error: string) {
    this.replace(id, { status: 'failed', lastError: error, lockedUntil: null, ...NO_SECRETS });
  }
  async forgetExpiredSecrets(now: Date) {
    const expired = this.rows.filter((r) => r.secretsExpireAt && r.secretsExpireAt <= now);
    for (const r of expired) this.replace(r.id, NO_SECRETS);
    return expired.length;
  }
  async list(limit: number) {
    return [...this.rows].reverse().slice(0, limit);
  }

  private replace(id: number, change: Partial<OutboxMail & { lockedUntil: Date | null }>) {
    const i = this.rows.findIndex((r) => r.id === id);
    if (i >= 0) this.rows[i] = { ...this.rows[i]!, ...change };
  }
}
