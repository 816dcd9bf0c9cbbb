import type { DomainEvent } from './event-publisher.port.js';

/** An event read back from the outbox, with its position. */
export interface StoredEvent<E extends DomainEvent = DomainEvent> {
  readonly id: number;
  readonly event: E;
}

/**
 * The outbox read by a consumer inside its own transaction. `take` locks the events it returns (others skip
 * them) and `markConsumed` records them consumed in the same transaction, so each event is applied once by one
 * consumer, whatever the number of processes.
 */
export interface EventFeed {
  take<T extends DomainEvent['type']>(
    consumer: string,
    types: readonly T[],
    limit: number,
  ): Promise<StoredEvent<Extract<DomainEvent, { type: T }>>[]>;
  markConsumed(consumer: string, eventIds: readonly number[], at: Date): Promise<void>;
}
