import type { DomainEvent, EventFeed, PendingEvents, StoredEvent } from '@cobuy/domain';
import type { SqlRow } from '../accounts/accounts-row-mappers.js';
import type { Database, SqlEntityManager } from '../persistence/orm.js';
import { databaseStatements, entityManagerStatements, type RunStatement } from '../persistence/statements.js';

/** Where a consumer stands: every event at or below (txId, eventId), in that order, is applied. */
interface Position {
  readonly txId: string;
  readonly eventId: number;
}

const START: Position = { txId: '0', eventId: 0 };

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** The payload as published: times (`dueAt`, …) were stored as ISO text and come back as dates. */
function revive(payload: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(payload).map(([key, value]) => [
      key,
      key.endsWith('At') && typeof value === 'string' && ISO_TIME.test(value) ? new Date(value) : value,
    ]),
  );
}

/**
 * The transaction id below which every transaction that could still write to this database has finished, as
 * of this statement: the oldest transaction in progress in this database (our own included), else the next id
 * to be given out. Transactions of other databases on the same server cannot write our outbox, so they do not
 * hold it back (a slow transaction in a neighbouring database would otherwise stall every consumer here); a
 * backend's database is known from pg_stat_activity, and one not seen there is taken to be ours.
 */
const HORIZON = `
  snap as (select pg_current_snapshot() as s),
  elsewhere as (
    select backend_xid::text::bigint as xid
      from pg_stat_activity
     where backend_xid is not null
       and datid is not null
       and datid <> (select oid from pg_database where datname = current_database())
  ),
  horizon as (
    select least(
             pg_snapshot_xmax(snap.s),
             pg_current_xact_id_if_assigned(),
             (select min(x) from pg_snapshot_xip(snap.s) as x
               where (x::text::numeric % 4294967296)::bigint not in (select xid from elsewhere))
           ) as h
      from snap
  )`;

/**
 * Reads the event outbox for one consumer by checkpoint (docs/notifications.md, "The consumer's bookkeeping").
 *
 * Events are read in (tx_id, id) order, only those of the consumer's types after its position and only from
 * transactions below the horizon: an event whose transaction commits late, even with a lower id, has a tx_id
 * at or above the horizon until it commits, so it is never passed. The consumer's row in `event_consumers` is
 * locked `FOR UPDATE SKIP LOCKED` for the transaction that applies the batch (a second process running the
 * same consumer gets nothing that poll), and `markConsumed` moves it in that same transaction, so each event
 * is applied exactly once and a batch that fails moves nothing.
 *
 * Cost: one statement when there is nothing to do (no lock, no write); the scan walks the
 * (type, tx_id, id) index from the position for each type, so it does not grow with the stored events.
 */
export class SqlEventFeed implements EventFeed {
  /** The positions of the last batch handed out per consumer, for `markConsumed`. */
  private readonly taken = new Map<string, { id: number; position: Position }[]>();

  /** Statements on this feed's entity manager, inside the consumer's transaction. */
  private readonly run: RunStatement;

  constructor(private readonly em: SqlEntityManager) {
    this.run = entityManagerStatements(em);
  }

  async take<T extends DomainEvent['type']>(
    consumer: string,
    types: readonly T[],
    limit: number,
  ): Promise<StoredEvent<Extract<DomainEvent, { type: T }>>[]> {
    this.taken.delete(consumer);
    if (types.length === 0 || limit <= 0) return [];
    // A look without the lock first: an idle poll is this one read.
    const peek = await this.batch(consumer, types, limit, null);
    if (peek.rows.length === 0) return [];
    if (!peek.known) {
      await this.em.execute(
        `insert into event_consumers (consumer, tx_id, event_id, updated_at)
         values (?, '0'::xid8, 0, now()) on conflict (consumer) do nothing`,
        [consumer],
        'run',
      );
    }
    const [locked] = await this.em.execute<SqlRow[]>(
      `select tx_id::text as tx_id, event_id from event_consumers where consumer = ? for update skip locked`,
      [consumer],
    );
    // Another process is applying this consumer's events now: they are its to apply.
    if (!locked) return [];
    const position: Position = { txId: String(locked.tx_id), eventId: Number(locked.event_id) };
    // Unchanged since the look: nobody applied anything meanwhile, so the batch seen is the batch to apply.
    const rows =
      position.txId === peek.from.txId && position.eventId === peek.from.eventId
        ? peek.rows
        : (await this.batch(consumer, types, limit, position)).rows;
    this.taken.set(
      consumer,
      rows.map((r) => ({ id: Number(r.id), position: { txId: String(r.tx_id), eventId: Number(r.id) } })),
    );
    return rows.map((r) => {
      const payload = (typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload) as Record<string, unknown>;
      const at = r.occurred_at instanceof Date ? r.occurred_at : new Date(String(r.occurred_at));
      return {
        id: Number(r.id),
        event: { ...revive(payload), type: r.type, at } as Extract<DomainEvent, { type: T }>,
      };
    });
  }

  /**
   * Moves the consumer's position to the last of `eventIds`, which must be the batch `take` just returned in
   * this transaction, or a leading part of it (a position cannot skip an event).
   */
  async markConsumed(consumer: string, eventIds: readonly number[], at: Date): Promise<void> {
    if (eventIds.length === 0) return;
    const batch = this.taken.get(consumer) ?? [];
    const isPrefix = eventIds.length <= batch.length && eventIds.every((id, i) => batch[i]!.id === id);
    if (!isPrefix) {
      throw new Error(`markConsumed(${consumer}): the ids are not the start of the batch taken in this transaction`);
    }
    const last = batch[eventIds.length - 1]!.position;
    await this.em.execute(
      `update event_consumers set tx_id = ?::xid8, event_id = ?, updated_at = ? where consumer = ?`,
      [last.txId, last.eventId, at, consumer],
      'run',
    );
    this.taken.set(consumer, batch.slice(eventIds.length));
  }

  /** The next events of `types` after `from` (the stored position when null): `nextEvents`, on this manager. */
  private batch(consumer: string, types: readonly string[], limit: number, from: Position | null) {
    return nextEvents(this.run, consumer, types, limit, from);
  }
}

/**
 * The next events of `types` after `from` (the stored position when null), oldest first: one index range
 * per type, merged. Also says where it started and whether the consumer has a stored position at all.
 */
async function nextEvents(
  run: RunStatement,
  consumer: string,
  types: readonly string[],
  limit: number,
  from: Position | null,
): Promise<{ rows: SqlRow[]; from: Position; known: boolean }> {
  const position = from
    ? `select ?::xid8 as tx, ?::bigint as id, true as known`
    : `select coalesce(max(tx_id), '0'::xid8) as tx, coalesce(max(event_id), 0) as id, count(*) > 0 as known
         from event_consumers where consumer = ?`;
  const arm = `(select e.id, e.type, e.payload, e.occurred_at, e.tx_id
                  from domain_events e
                 where e.type = ?
                   and (e.tx_id, e.id) > ((select tx from cp), (select id from cp))
                   and e.tx_id < (select h from horizon)
                 order by e.tx_id, e.id
                 limit ?)`;
  const rows = await run(
    `with cp as (${position}), ${HORIZON}
     select b.id, b.type, b.payload, b.occurred_at, b.tx_id::text as tx_id,
            (select tx::text from cp) as from_tx, (select id from cp) as from_id, (select known from cp) as known
       from (${types.map(() => arm).join(' union all ')}) b
      order by b.tx_id, b.id
      limit ?`,
    [...(from ? [from.txId, from.eventId] : [consumer]), ...types.flatMap((t) => [t, limit]), limit],
  );
  const first = rows[0];
  return {
    rows,
    from: first ? { txId: String(first.from_tx), eventId: Number(first.from_id) } : (from ?? START),
    known: first ? first.known === true : from !== null,
  };
}

/**
 * `take`'s first read outside any transaction (through `Database.read`, the statement in autocommit): a
 * poll that finds nothing costs one statement instead of BEGIN, the statement and COMMIT through MikroORM's
 * transaction machinery. READ COMMITTED gives each statement its own snapshot, so the answer is the one the
 * same read inside the transaction would have given.
 */
export class SqlPendingEvents implements PendingEvents {
  private readonly run: RunStatement;

  constructor(db: Database) {
    this.run = databaseStatements(db);
  }

  /**
   * Through `Database.read` (a pooled client, no entity manager): the relay asks this four times a second and the
   * notifications consumer once, on every process, busy or idle (docs/performance.md, "Fourth round").
   */
  async anyFor(consumer: string, types: readonly DomainEvent['type'][]): Promise<boolean> {
    if (types.length === 0) return false;
    return (await nextEvents(this.run, consumer, types, 1, null)).rows.length > 0;
  }
}
