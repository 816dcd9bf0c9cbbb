import type { DomainEvent, EventPublisher } from '@cobuy/domain';
import type { SqlEntityManager } from '../persistence/orm.js';

/**
 * The event port as an outbox: an event is a row written in the transaction that made the change, so it
 * exists exactly when the change does. Notifications and live updates (later issues) read unpublished rows
 * and mark them published; nothing is lost if they are down.
 */
export class SqlEventOutbox implements EventPublisher {
  constructor(private readonly em: SqlEntityManager) {}

  async publish(event: DomainEvent): Promise<void> {
    const { type, at, ...payload } = event;
    await this.em.execute(
      'insert into domain_events (type, payload, occurred_at) values (?, ?, ?)',
      [type, JSON.stringify(payload), at],
      'run',
    );
  }
}
