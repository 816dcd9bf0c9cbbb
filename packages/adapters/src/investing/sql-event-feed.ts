import type { DomainEvent, EventFeed, StoredEvent } from '@cobuy/domain';
import type { SqlRow } from '../accounts/accounts-row-mappers.js';
import type { SqlEntityManager } from '../persistence/orm.js';

/**
 * Reads the event outbox for one consumer. Events are locked while the consumer's transaction runs (others
 * skip them) and recorded in `consumed_events` by that same transaction, so each is applied exactly once; an
 * event that commits late with a lower id is still found, since nothing reads by a high-water mark.
 */
export class SqlEventFeed implements EventFeed {
  constructor(private readonly em: SqlEntityManager) {}

  async take<T extends DomainEvent['type']>(
    consumer: string,
    types: readonly T[],
    limit: number,
  ): Promise<StoredEvent<Extract<DomainEvent, { type: T }>>[]> {
    if (types.length === 0) return [];
    const rows = await this.em.execute<SqlRow[]>(
      `select e.id, e.type, e.payload, e.occurred_at
         from domain_events e
        where e.type in (${types.map(() => '?').join(', ')})
          and not exists (select 1 from consumed_events c where c.consumer = ? and c.event_id = e.id)
        order by e.id
        limit ?
        for update of e skip locked`,
      [...types, consumer, limit],
    );
    return rows.map((r) => {
      const payload = (typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload) as Record<string, unknown>;
      const at = r.occurred_at instanceof Date ? r.occurred_at : new Date(String(r.occurred_at));
      return { id: Number(r.id), event: { ...payload, type: r.type, at } as Extract<DomainEvent, { type: T }> };
    });
  }

  async markConsumed(consumer: string, eventIds: readonly number[], at: Date): Promise<void> {
    if (eventIds.length === 0) return;
    await this.em.execute(
      `insert into consumed_events (consumer, event_id, consumed_at)
       values ${eventIds.map(() => '(?, ?, ?)').join(', ')}`,
      eventIds.flatMap((id) => [consumer, id, at]),
      'run',
    );
  }
}
