import type { Database, SqlEntityManager } from '../persistence/orm.js';
import type { OutboxMail, OutboxStatus, OutboxStore, RenderedMail } from './outbox-mail.js';
import { toDate } from '../persistence/timestamps.js';

type SqlRow = Record<string, unknown>;

function toOutboxMail(r: SqlRow): OutboxMail {
  return {
    id: Number(r.id),
    template: String(r.template),
    to: String(r.to_address),
    replyTo: r.reply_to === null || r.reply_to === undefined ? null : String(r.reply_to),
    subject: String(r.subject),
    text: String(r.text_body),
    html: String(r.html_body),
    status: r.status as OutboxStatus,
    attempts: Number(r.attempts),
    nextAttemptAt: toDate(r.next_attempt_at),
    lastError: r.last_error === null || r.last_error === undefined ? null : String(r.last_error),
    createdAt: toDate(r.created_at),
    sentAt: r.sent_at ? toDate(r.sent_at) : null,
    secrets: secretsOf(r.secrets),
    secretsExpireAt: r.secrets_expire_at ? toDate(r.secrets_expire_at) : null,
  };
}

function secretsOf(value: unknown): Record<string, string> | null {
  if (value === null || value === undefined) return null;
  return (typeof value === 'string' ? JSON.parse(value) : value) as Record<string, string>;
}

/** Writes one mail into the outbox through the given entity manager (so inside its transaction). */
export async function insertOutboxMail(em: SqlEntityManager, mail: RenderedMail, at: Date): Promise<OutboxMail> {
  const rows = await em.execute<SqlRow[]>(
    `insert into mail_outbox (template, to_address, reply_to, subject, text_body, html_body, next_attempt_at, created_at,
                              secrets, secrets_expire_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) returning *`,
    [
      mail.template,
      mail.to,
      mail.replyTo ?? null,
      mail.subject,
      mail.text,
      mail.html,
      at,
      at,
      mail.secrets ? JSON.stringify(mail.secrets) : null,
      mail.secrets ? (mail.secretsExpireAt ?? null) : null,
    ],
  );
  return toOutboxMail(rows[0]!);
}

/**
 * The outbox table for the sender and the development mailbox. Claiming uses `for update skip locked`
 * and a lease, so several server processes can each run a sender without sending a mail twice.
 */
export class SqlOutboxStore implements OutboxStore {
  constructor(private readonly db: Database) {}

  add(mail: RenderedMail, at: Date): Promise<OutboxMail> {
    return insertOutboxMail(this.db.em(), mail, at);
  }

  async claimDue(now: Date, limit: number, leaseMs: number): Promise<OutboxMail[]> {
    const rows = await this.db.em().execute<SqlRow[]>(
      `update mail_outbox set attempts = attempts + 1, locked_until = ?
        where id in (
          select id from mail_outbox
           where status = 'pending' and next_attempt_at <= ? and (locked_until is null or locked_until <= ?)
           order by next_attempt_at, id
           limit ?
           for update skip locked)
        returning *`,
      [new Date(now.getTime() + leaseMs), now, now, limit],
    );
    return rows.map(toOutboxMail).sort((a, b) => a.id - b.id);
  }

  async markSent(id: number, at: Date): Promise<void> {
    await this.db.em().execute(
      `update mail_outbox set status = 'sent', sent_at = ?, locked_until = null, last_error = null,
                secrets = null, secrets_expire_at = null
          where id = ?`,
      [at, id],
      'run',
    );
  }

  async markRetry(id: number, error: string, nextAttemptAt: Date): Promise<void> {
    await this.db
      .em()
      .execute(
        'update mail_outbox set last_error = ?, next_attempt_at = ?, locked_until = null where id = ?',
        [error, nextAttemptAt, id],
        'run',
      );
  }

  async markFailed(id: number, error: string): Promise<void> {
    await this.db
      .em()
      .execute(
        "update mail_outbox set status = 'failed', last_error = ?, locked_until = null, secrets = null, secrets_expire_at = null where id = ?",
        [error, id],
        'run',
      );
  }

  async forgetExpiredSecrets(now: Date): Promise<number> {
    const rows = await this.db
      .em()
      .execute<SqlRow[]>(
        'update mail_outbox set secrets = null, secrets_expire_at = null where secrets_expire_at <= ? returning id',
        [now],
      );
    return rows.length;
  }

  async list(limit: number): Promise<OutboxMail[]> {
    const rows = await this.db.em().execute<SqlRow[]>('select * from mail_outbox order by id desc limit ?', [limit]);
    return rows.map(toOutboxMail);
  }
}
