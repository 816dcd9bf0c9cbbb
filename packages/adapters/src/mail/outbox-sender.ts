import type { Clock } from '@cobuy/domain';
import { revealSecrets, type MailTransport, type OutboxStore } from './outbox-mail.js';

export interface OutboxSenderOptions {
  readonly batchSize: number;
  /** How long a claimed mail is held before another sender may take it (a crashed sender's mail). */
  readonly leaseMs: number;
  /** Delay after the first failure; doubled after each further one, up to `maxDelayMs`. */
  readonly baseDelayMs: number;
  readonly maxDelayMs: number;
  /** After this many failed attempts the mail is kept as failed (visible in the mailbox), not retried. */
  readonly maxAttempts: number;
  readonly pollIntervalMs: number;
  readonly onError?: (error: unknown, context: string) => void;
}

/** 30 s, 1, 2, 4, 8, 16, 32 min, then hourly: ten attempts span about 4.5 hours of outage. */
export const DEFAULT_OUTBOX_SENDER_OPTIONS: OutboxSenderOptions = {
  batchSize: 20,
  leaseMs: 2 * 60_000,
  baseDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
  maxAttempts: 10,
  pollIntervalMs: 2_000,
};

/** The wait before attempt `attempts + 1`, after `attempts` failures. */
export function retryDelayMs(
  attempts: number,
  options: Pick<OutboxSenderOptions, 'baseDelayMs' | 'maxDelayMs'>,
): number {
  return Math.min(options.baseDelayMs * 2 ** Math.max(0, attempts - 1), options.maxDelayMs);
}

/**
 * Where the sender gets its transport, asked once per delivery round so settings saved by an admin take effect
 * without a restart. Null means no account is configured: the round leaves the outbox untouched.
 */
export type MailTransportProvider = () => Promise<MailTransport | null>;

export interface SendRound {
  readonly sent: number;
  readonly retried: number;
  readonly failed: number;
}

/**
 * Delivers the outbox. Each mail is written by the use case's transaction and only marked sent after
 * the SMTP server accepted it, so a mail server that is down delays mail but loses none. Several server
 * processes may run a sender: a mail is claimed by one at a time.
 */
export class OutboxSender {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private stopped = true;
  private readonly options: OutboxSenderOptions;

  constructor(
    private readonly store: OutboxStore,
    transport: MailTransport | MailTransportProvider,
    private readonly clock: Clock,
    options: Partial<OutboxSenderOptions> = {},
  ) {
    this.options = { ...DEFAULT_OUTBOX_SENDER_OPTIONS, ...options };
    this.transportForRound = typeof transport === 'function' ? transport : () => Promise.resolve(transport);
  }

  private readonly transportForRound: MailTransportProvider;

  /** One pass over the due mails. */
  async runOnce(): Promise<SendRound> {
    const { batchSize, leaseMs, maxAttempts } = this.options;
    const round = { sent: 0, retried: 0, failed: 0 };
    const transport = await this.transportForRound();
    if (!transport) return round;
    const mails = await this.store.claimDue(this.clock.now(), batchSize, leaseMs);
    for (const mail of mails) {
      try {
        await transport.send({ ...mail, ...revealSecrets(mail) });
        await this.store.markSent(mail.id, this.clock.now());
        round.sent++;
      } catch (error) {
        const reason = describe(error);
        if (mail.attempts >= maxAttempts) {
          await this.store.markFailed(mail.id, reason);
          round.failed++;
        } else {
          const next = new Date(this.clock.now().getTime() + retryDelayMs(mail.attempts, this.options));
          await this.store.markRetry(mail.id, reason, next);
          round.retried++;
        }
      }
    }
    return round;
  }

  /** Sends until the outbox has nothing due (for tests and for a nudge after enqueueing). */
  async drain(maxRounds = 50): Promise<SendRound> {
    const total = { sent: 0, retried: 0, failed: 0 };
    for (let i = 0; i < maxRounds; i++) {
      const round = await this.runOnce();
      total.sent += round.sent;
      total.retried += round.retried;
      total.failed += round.failed;
      if (round.sent + round.retried + round.failed === 0) break;
    }
    return total;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    const tick = () => {
      if (this.stopped) return;
      this.running = this.runOnce()
        .catch((error) => this.options.onError?.(error, 'mail outbox sender'))
        .finally(() => {
          if (!this.stopped) this.timer = setTimeout(tick, this.options.pollIntervalMs);
        });
    };
    tick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as { responseCode?: number; code?: string }).responseCode ?? (error as { code?: string }).code;
    return `${code ? `${code}: ` : ''}${error.message}`.slice(0, 1000);
  }
  return String(error).slice(0, 1000);
}
