import type { LiveMessage, LiveUpdates } from '@cobuy/domain';
import { Redis } from 'ioredis';

const MESSAGE_TYPES: ReadonlySet<string> = new Set<LiveMessage['type']>([
  'notification.added',
  'project.funding_changed',
  'pages.changed',
  'sessions.ended',
]);

/** The messages of one published batch, or null when the text is not one (never ours: ignored). */
function parseBatch(text: string): LiveMessage[] | null {
  try {
    const parsed: unknown = JSON.parse(text);
    if (!Array.isArray(parsed)) return null;
    const known = (m: unknown): m is LiveMessage =>
      typeof m === 'object' && m !== null && MESSAGE_TYPES.has(String((m as { type?: unknown }).type));
    return parsed.every(known) ? parsed : null;
  } catch {
    return null;
  }
}

interface Listener {
  readonly listener: (message: LiveMessage) => void;
  readonly onGap?: () => void;
}

/**
 * The live port over Redis pub/sub (ioredis), for several server processes: each batch is one PUBLISH of a JSON
 * array on this installation's channel, and every process, the publisher included, hears it on its subscriber
 * connection, so a socket gets a message once whichever process relayed it. Publishing while Redis is unreachable
 * rejects at once (no offline queue), which leaves the relayed events in the outbox. The subscriber reconnects and
 * resubscribes by itself; messages published meanwhile are lost to it (pub/sub keeps nothing), so listeners are
 * told of the gap when it is back.
 */
export class RedisLiveUpdates implements LiveUpdates {
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly listeners = new Set<Listener>();
  private channel: string | null = null;
  /** Hearing may have missed messages since the last time it was subscribed (or since start-up failed). */
  private missed = false;
  private subscribed = false;

  constructor(
    url: string,
    private readonly channelName: () => Promise<string>,
    private readonly log: { error(message: string, error?: unknown): void; info(message: string): void },
  ) {
    this.publisher = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: true });
    // It (re)subscribes itself on every 'ready': a subscription that failed while Redis was down is not lost.
    this.subscriber = new Redis(url, { lazyConnect: true, autoResubscribe: false });
    this.publisher.on('error', () => undefined); // reported through the rejected publish
    this.subscriber.on('error', () => undefined); // reported once per outage, on 'close' below
    this.subscriber.on('close', () => {
      if (!this.subscribed) return;
      this.subscribed = false;
      this.missed = true;
      this.log.error('Live updates: the Redis subscriber is disconnected; reconnecting.');
    });
    this.subscriber.on('ready', () => void this.subscribeChannel());
    this.subscriber.on('message', (channel: string, text: string) => {
      if (channel !== this.channel) return;
      const messages = parseBatch(text);
      if (!messages) {
        this.log.error('Live updates: ignored a message that is not a batch of live messages.');
        return;
      }
      for (const message of messages) {
        for (const { listener } of this.listeners) {
          try {
            listener(message);
          } catch (error) {
            this.log.error('Live updates: a listener failed.', error);
          }
        }
      }
    });
  }

  /**
   * Connects both clients and subscribes to this installation's channel. Redis being unreachable does not stop
   * the server: it is reported, both clients keep reconnecting, and relayed events wait in the outbox meanwhile.
   */
  async start(): Promise<void> {
    this.channel = await this.channelName();
    try {
      await Promise.all([this.publisher.connect(), this.subscriber.connect()]);
    } catch (error) {
      this.missed = true;
      this.log.error('Live updates: Redis is unreachable; retrying in the background.', error);
      return;
    }
    await this.subscribeChannel();
  }

  private async subscribeChannel(): Promise<void> {
    if (!this.channel || this.subscribed) return;
    try {
      await this.subscriber.subscribe(this.channel);
    } catch {
      return; // not ready after all: the next 'ready' tries again
    }
    this.subscribed = true;
    if (!this.missed) return;
    this.missed = false;
    this.log.info('Live updates: the Redis subscriber is back.');
    for (const { onGap } of this.listeners) onGap?.();
  }

  async publish(messages: readonly LiveMessage[]): Promise<void> {
    if (!this.channel) throw new Error('Live updates over Redis are not started');
    await this.publisher.publish(this.channel, JSON.stringify(messages));
  }

  subscribe(listener: (message: LiveMessage) => void, onGap?: () => void): () => void {
    const entry: Listener = { listener, onGap };
    this.listeners.add(entry);
    return () => void this.listeners.delete(entry);
  }

  async stop(): Promise<void> {
    this.publisher.disconnect();
    this.subscriber.disconnect();
  }
}
