/**
 * Mail from the investing context (payment instructions, confirmations, profit). The accounts context has its
 * own typed outbox (accounts.ports.ts); both end in the same outbox table and sender.
 */
export interface OutgoingMail {
  readonly to: string;
  readonly template: string;
  readonly data: Readonly<Record<string, unknown>>;
}

export interface Mailer {
  /** Enqueues inside the caller's transaction; delivery happens later, with retries. */
  send(mail: OutgoingMail): Promise<void>;
}
