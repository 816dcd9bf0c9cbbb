/**
 * A mail ready to send: rendered, addressed. A secret (a reset code) is not written into the bodies: they
 * hold `secretPlaceholder(name)` and the value travels in `secrets`, which the outbox keeps only until the
 * mail is sent (or `secretsExpireAt`), so the table never keeps a usable code.
 */
export interface RenderedMail {
  readonly template: string;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly replyTo?: string | null;
  readonly secrets?: Readonly<Record<string, string>> | null;
  readonly secretsExpireAt?: Date | null;
}

/** Marks where a secret goes in a body; names are simple words. */
export const secretPlaceholder = (name: string): string => `{{secret:${name}}}`;

const SECRET_MARK = /\{\{secret:([a-zA-Z]+)\}\}/g;
export const REMOVED_SECRET = '[removed once sent]';

/** The bodies with their secrets in place, or a note where a secret has already been forgotten. */
export function revealSecrets(mail: RenderedMail): { readonly text: string; readonly html: string } {
  const value = (name: string) => mail.secrets?.[name] ?? REMOVED_SECRET;
  const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return {
    text: mail.text.replace(SECRET_MARK, (_m, name: string) => value(name)),
    html: mail.html.replace(SECRET_MARK, (_m, name: string) => escape(value(name))),
  };
}

export type OutboxStatus = 'pending' | 'sent' | 'failed';

/** One row of the mail outbox. */
export interface OutboxMail extends RenderedMail {
  readonly id: number;
  readonly status: OutboxStatus;
  /** Delivery attempts started so far. */
  readonly attempts: number;
  readonly nextAttemptAt: Date;
  readonly lastError: string | null;
  readonly createdAt: Date;
  readonly sentAt: Date | null;
}

/** The sender's view of the outbox table. */
export interface OutboxStore {
  add(mail: RenderedMail, at: Date): Promise<OutboxMail>;
  /**
   * Takes up to `limit` pending mails whose next attempt is due and that no other sender holds, counts
   * one attempt on each and leases them for `leaseMs` (a crashed sender's lease runs out and the mail is
   * taken again: delivery is at least once, never zero).
   */
  claimDue(now: Date, limit: number, leaseMs: number): Promise<OutboxMail[]>;
  markSent(id: number, at: Date): Promise<void>;
  markRetry(id: number, error: string, nextAttemptAt: Date): Promise<void>;
  markFailed(id: number, error: string): Promise<void>;
  /** Clears the secrets of mails whose secrets expired before `now` (never sent: mail down, or no SMTP). */
  forgetExpiredSecrets(now: Date): Promise<number>;
  /** Newest first, for the development mailbox. */
  list(limit: number): Promise<OutboxMail[]>;
}

/** Delivers one mail (SMTP in production); throws when the server refuses or cannot be reached. */
export interface MailTransport {
  send(mail: RenderedMail): Promise<void>;
}
