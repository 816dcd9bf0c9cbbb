import type { BackgroundWork } from '@cobuy/domain';

/**
 * Runs queued work after the current request's answer (from the next turn of the event loop), one task
 * at a time per key. `idle()` waits for everything queued so far: shutdown calls it before closing the
 * database, and tests call it before looking at what the work wrote.
 */
export class InProcessBackgroundWork implements BackgroundWork {
  private readonly chains = new Map<string, Promise<void>>();

  constructor(private readonly onError: (error: unknown, key: string) => void) {}

  enqueue(key: string, work: () => Promise<void>): void {
    const previous = this.chains.get(key) ?? Promise.resolve();
    const next = previous
      .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
      .then(work)
      .catch((error: unknown) => this.onError(error, key));
    this.chains.set(key, next);
    void next.finally(() => {
      if (this.chains.get(key) === next) this.chains.delete(key);
    });
  }

  async idle(): Promise<void> {
    while (this.chains.size > 0) await Promise.all([...this.chains.values()]);
  }
}
