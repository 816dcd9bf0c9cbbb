/** A mail ready to send: rendered, addressed. */
export interface RenderedMail {
  readonly template: string;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly replyTo?: string | null;
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
  /** Newest first, for the development mailbox. */
  list(limit: number): Promise<OutboxMail[]>;
}

/** Delivers one mail (SMTP in production); throws when the server refuses or cannot be reached. */
export interface MailTransport {
  send(mail: RenderedMail): Promise<void>;
}
