import type {
  DomainEvent,
  EventFeed,
  LiveMessage,
  LiveRelayStore,
  LiveRelayUnitOfWork,
  LiveUpdates,
  RelayedNotification,
  StoredEvent,
} from '@cobuy/domain';

/*
 * In-memory fakes of the live ports for use-case tests: an outbox whose consumption rolls back with the work
 * that failed (as the database's does), and a port that can be made to fail like an unreachable Redis.
 */

class InMemoryFeed implements EventFeed {
  readonly events: StoredEvent[] = [];
  consumed = new Set<string>();
  async take<T extends DomainEvent['type']>(consumer: string, types: readonly T[], limit: number) {
    return this.events
      .filter((e) => (types as readonly string[]).includes(e.event.type) && !this.consumed.has(`${consumer}:${e.id}`))
      .slice(0, limit) as StoredEvent<Extract<DomainEvent, { type: T }>>[];
  }
  async markConsumed(consumer: string, eventIds: readonly number[]) {
    for (const id of eventIds) this.consumed.add(`${consumer}:${id}`);
  }
}

export class InMemoryLiveRelay implements LiveRelayUnitOfWork {
  readonly feed = new InMemoryFeed();
  readonly notifications = new Map<number, RelayedNotification>();
  /** unit id → project id */
  readonly units = new Map<number, number>();

  add(event: DomainEvent): void {
    this.feed.events.push({ id: this.feed.events.length + 1, event });
  }

  async run<T>(work: (store: LiveRelayStore) => Promise<T>): Promise<T> {
    const before = new Set(this.feed.consumed);
    try {
      return await work({
        feed: this.feed,
        findNotifications: async (ids) => ids.flatMap((id) => this.notifications.get(id) ?? []),
        projectIdsOfUnits: async (ids) => ids.flatMap((id) => this.units.get(id) ?? []),
      });
    } catch (error) {
      this.feed.consumed = before;
      throw error;
    }
  }
}

/** The port in one process: synchronous delivery to every listener; `failing` makes `publish` reject. */
export class FakeLiveUpdates implements LiveUpdates {
  readonly published: LiveMessage[][] = [];
  failing = false;
  private readonly listeners = new Set<{ listener: (m: LiveMessage) => void; onGap?: () => void }>();
  async publish(messages: readonly LiveMessage[]) {
    if (this.failing) throw new Error('Connection is closed.');
    this.published.push([...messages]);
    for (const { listener } of this.listeners) messages.forEach(listener);
  }
  subscribe(listener: (m: LiveMessage) => void, onGap?: () => void) {
    const entry = { listener, onGap };
    this.listeners.add(entry);
    return () => void this.listeners.delete(entry);
  }
  gap(): void {
    for (const { onGap } of this.listeners) onGap?.();
  }
}
