import type { DomainEvent } from './event-publisher.port.js';

/** An event read back from the outbox, with its position. */
export interface StoredEvent<E extends DomainEvent = DomainEvent> {
  readonly id: number;
  readonly event: E;
}

/**
 * The outbox read by a consumer inside its own transaction. `take` returns the consumer's next events of the
 * given types in a commit-safe order and holds the consumer for the transaction (another process running the
 * same consumer meanwhile gets none); `markConsumed` moves the consumer past them in the same transaction. So
 * each event is applied exactly once per consumer, whatever the number of processes, and a transaction that
 * fails applies and moves nothing. `markConsumed` takes the batch `take` returned, or a leading part of it.
 */
export interface EventFeed {
  take<T extends DomainEvent['type']>(
    consumer: string,
    types: readonly T[],
    limit: number,
  ): Promise<StoredEvent<Extract<DomainEvent, { type: T }>>[]>;
  markConsumed(consumer: string, eventIds: readonly number[], at: Date): Promise<void>;
}

/**
 * A look at the outbox without a transaction, for a poller whose poll usually finds nothing: whether the
 * consumer has events of these types waiting (the same read `take` begins with, so `false` means `take` would
 * have returned nothing at that instant). An idle poll is then one statement, not a transaction around it.
 */
export interface PendingEvents {
  anyFor(consumer: string, types: readonly DomainEvent['type'][]): Promise<boolean>;
}
