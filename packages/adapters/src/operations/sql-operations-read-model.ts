import type { Database } from '../persistence/orm.js';

/** One consumer of the outbox: its name (`event_consumers.consumer`) and the event types it takes. */
export interface OutboxConsumer {
  readonly name: string;
  readonly types: readonly string[];
}

export interface ConsumerBacklog {
  readonly consumer: string;
  /** Events of the consumer's types stored after its position: what it has still to apply. */
  readonly waiting: number;
  /** How long the oldest of them has waited, in seconds (0 when none waits). */
  readonly oldestSeconds: number;
}

export interface MailOutboxCounts {
  readonly pending: number;
  /** Pending mails that failed at least once and wait for their next attempt. */
  readonly retrying: number;
  /** Mails given up on after their last attempt. */
  readonly failed: number;
}

/**
 * What the operations metrics read from the database at each scrape (docs/operations.md, "Metrics"): the
 * outbox backlog of each event consumer (domain_events after its checkpoint in event_consumers, in the
 * consumer's (tx_id, id) order and of its own types, as its feed reads them) and the mail outbox by state.
 * Counted in the database, so every process reports the same figures.
 */
export class SqlOperationsReadModel {
  constructor(private readonly db: Database) {}

  async consumerBacklogs(consumers: readonly OutboxConsumer[]): Promise<ConsumerBacklog[]> {
    const em = this.db.em();
    return Promise.all(
      consumers.map(async ({ name, types }) => {
        const [row] = await em.execute<{ waiting: string | number; oldest: string | number | null }[]>(
          `select count(*) as waiting, extract(epoch from now() - min(e.occurred_at)) as oldest
             from domain_events e
            where e.type in (${types.map(() => '?').join(', ')})
              and not exists (select 1 from event_consumers c
                               where c.consumer = ? and (e.tx_id, e.id) <= (c.tx_id, c.event_id))`,
          [...types, name],
        );
        return {
          consumer: name,
          waiting: Number(row?.waiting ?? 0),
          oldestSeconds: Math.max(0, Number(row?.oldest ?? 0)),
        };
      }),
    );
  }

  async mailOutbox(): Promise<MailOutboxCounts> {
    const [row] = await this.db.em().execute<{ pending: string; retrying: string; failed: string }[]>(
      `select count(*) filter (where status = 'pending') as pending,
              count(*) filter (where status = 'pending' and attempts > 0) as retrying,
              count(*) filter (where status = 'failed') as failed
         from mail_outbox`,
    );
    return {
      pending: Number(row?.pending ?? 0),
      retrying: Number(row?.retrying ?? 0),
      failed: Number(row?.failed ?? 0),
    };
  }
}
