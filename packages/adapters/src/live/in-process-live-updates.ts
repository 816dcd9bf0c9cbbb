import type { LiveMessage, LiveUpdates } from '@cobuy/domain';

/**
 * The live port inside one process (no REDIS_URL): what is published is heard at once by this process's
 * listeners. It cannot fail, and it reaches no other process: several server processes need REDIS_URL.
 */
export class InProcessLiveUpdates implements LiveUpdates {
  private readonly listeners = new Set<(message: LiveMessage) => void>();

  constructor(private readonly onError: (error: unknown) => void = () => undefined) {}

  async publish(messages: readonly LiveMessage[]): Promise<void> {
    for (const message of messages) {
      for (const listener of this.listeners) {
        // A listener's fault is its own: the others still hear, and the publisher is not told it failed.
        try {
          listener(message);
        } catch (error) {
          this.onError(error);
        }
      }
    }
  }

  subscribe(listener: (message: LiveMessage) => void): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }
}
