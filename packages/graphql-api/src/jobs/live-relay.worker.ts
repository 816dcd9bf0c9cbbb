import type { RelayLiveUpdates } from '@cobuy/application';
import { systemClock } from '@cobuy/domain';
import { randomUUID } from 'node:crypto';
import { asJob, currentCorrelation, logger } from '../observability/log.js';

/**
 * How often the relay looks at the outbox when nothing nudged it: events committed by another process (or by a
 * consumer here that does not nudge) wait at most this long. With the nudge after local commits and Redis
 * fan-out, an admin's action reaches an investor's toast in well under a second (docs/notifications.md).
 */
const LIVE_RELAY_EVERY_MS = 250;

/**
 * Runs the live relay: batch after batch until the outbox has nothing more for it, every LIVE_RELAY_EVERY_MS and
 * at once when nudged. One run at a time in this process; other processes run theirs (the outbox hands each event
 * to one of them). A failing run (Redis down) is reported once, and again when it recovers.
 */
export class LiveRelayWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;
  private again = false;
  private failing = false;
  private stopped = true;

  constructor(
    private readonly relay: Pick<RelayLiveUpdates, 'run'>,
    private readonly everyMs = LIVE_RELAY_EVERY_MS,
  ) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.timer = setInterval(() => this.nudge(), this.everyMs);
    this.timer.unref();
    this.nudge();
  }

  /** Runs the relay now (or right after the run in progress). Does nothing until started. */
  nudge(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain().finally(() => {
      this.running = null;
      if (this.again && !this.stopped) {
        this.again = false;
        this.nudge();
      }
    });
  }

  /** Resolves once the outbox has nothing more for the relay (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.idle();
  }

  private async drain(): Promise<void> {
    try {
      await asJob('live-relay', async () => {
        const ctx = () => ({
          actor: null,
          correlationId: currentCorrelation()?.id ?? `live-${randomUUID()}`,
          clock: systemClock,
        });
        while (!this.stopped && (await this.relay.run(ctx())) > 0);
      });
      if (this.failing) logger.info('Live updates: relaying again');
      this.failing = false;
    } catch (error) {
      if (!this.failing) logger.error({ err: error }, 'Live updates: relaying failed; the events wait in the outbox');
      this.failing = true;
    }
  }
}
