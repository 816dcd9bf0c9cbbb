import type { DomainEvent } from '@cobuy/domain';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { SqlEventOutbox } from '../audit/sql-event-outbox.js';
import { openDatabase, type Database, type SqlEntityManager } from '../persistence/orm.js';
import { useTestDatabase } from '../persistence/testing/use-test-database.js';
import { SqlEventFeed, SqlPendingEvents } from './sql-event-feed.js';

/*
 * The outbox read by checkpoint: each event of a consumer's types is applied exactly once, in commit-safe
 * order, with two processes at once, after a failure mid-batch, and when a transaction with a lower id commits
 * after a later one was consumed. Effects are rows in `feed_effects`, written in the consumer's transaction.
 */

const fixture = useTestDatabase();
const onPostgres = Boolean(process.env.DATABASE_URL);
const at = new Date(Date.UTC(2026, 10, 26, 9));

const unitChanged = (unitId: number): DomainEvent => ({ type: 'unit.changed', unitId, from: 'a', to: 'b', at });
const kycChanged = (kycId: number): DomainEvent => ({
  type: 'kyc.changed',
  kycId,
  userId: 1,
  from: null,
  to: 'pending',
  at,
});

async function publish(db: Database, ...events: DomainEvent[]): Promise<void> {
  await db.em().transactional(async (em) => {
    for (const e of events) await new SqlEventOutbox(em).publish(e);
  });
}

/** One poll of consumer `name` over `types`: applies each event as a row in feed_effects, then marks them. */
async function poll(
  db: Database,
  name: string,
  types: readonly DomainEvent['type'][],
  options: { limit?: number; failAfter?: number } = {},
): Promise<number[]> {
  return db.em().transactional(async (em: SqlEntityManager) => {
    const feed = new SqlEventFeed(em);
    const batch = await feed.take(name, types, options.limit ?? 100);
    let applied = 0;
    for (const { id } of batch) {
      if (options.failAfter !== undefined && applied === options.failAfter) throw new Error('crash mid-batch');
      await em.execute('insert into feed_effects (consumer, event_id) values (?, ?)', [name, id], 'run');
      applied += 1;
    }
    await feed.markConsumed(
      name,
      batch.map((e) => e.id),
      at,
    );
    return batch.map((e) => e.id);
  });
}

async function effects(db: Database, name: string): Promise<number[]> {
  const rows = await db
    .em()
    .execute<{ event_id: string }[]>('select event_id from feed_effects where consumer = ? order by id', [name]);
  return rows.map((r) => Number(r.event_id));
}

async function position(db: Database, name: string): Promise<{ tx_id: string; event_id: string } | undefined> {
  const [row] = await db
    .em()
    .execute<{ tx_id: string; event_id: string }[]>(
      'select tx_id::text as tx_id, event_id::text as event_id from event_consumers where consumer = ?',
      [name],
    );
  return row;
}

async function eventIds(db: Database, type: string): Promise<number[]> {
  const rows = await db
    .em()
    .execute<{ id: string }[]>('select id from domain_events where type = ? order by id', [type]);
  return rows.map((r) => Number(r.id));
}

beforeAll(async () => {
  await fixture.db
    .em()
    .execute('create table feed_effects (id serial primary key, consumer text not null, event_id bigint not null)');
});

describe('the event feed by checkpoint', () => {
  it("takes only the consumer's types, in order, in batches, each once", async () => {
    const db = fixture.db;
    await publish(db, unitChanged(1), kycChanged(1), unitChanged(2), kycChanged(2), unitChanged(3));
    const units = await eventIds(db, 'unit.changed');
    expect(await poll(db, 'test.order', ['unit.changed'], { limit: 2 })).toEqual(units.slice(0, 2));
    expect(await poll(db, 'test.order', ['unit.changed'], { limit: 2 })).toEqual(units.slice(2));
    expect(await poll(db, 'test.order', ['unit.changed'], { limit: 2 })).toEqual([]);
    expect(await effects(db, 'test.order')).toEqual(units);
    // Another consumer of the same events has its own position.
    expect(await poll(db, 'test.other', ['unit.changed', 'kyc.changed'])).toHaveLength(
      units.length + (await eventIds(db, 'kyc.changed')).length,
    );
  });

  it('an idle poll writes nothing: no position is stored until there is something to apply', async () => {
    expect(await poll(fixture.db, 'test.idle', ['payment.confirmed'])).toEqual([]);
    expect(await position(fixture.db, 'test.idle')).toBeUndefined();
  });

  it('the look without a transaction (an idle poll) says whether take would find anything, and writes nothing', async () => {
    const db = fixture.db;
    const pending = new SqlPendingEvents(db);
    // A consumer with no position yet, nothing of its types stored: nothing waiting, no position written.
    expect(await pending.anyFor('test.pending', ['payment.confirmed'])).toBe(false);
    expect(await position(db, 'test.pending')).toBeUndefined();
    await poll(db, 'test.pending', ['unit.changed']);
    expect(await pending.anyFor('test.pending', ['unit.changed'])).toBe(false);
    await publish(db, kycChanged(30));
    // Events of other types do not count.
    expect(await pending.anyFor('test.pending', ['unit.changed'])).toBe(false);
    await publish(db, unitChanged(30));
    expect(await pending.anyFor('test.pending', ['unit.changed'])).toBe(true);
    expect(await pending.anyFor('test.pending', ['payment.confirmed', 'unit.changed'])).toBe(true);
    // The look moves nothing: the poll still gets the event, and then nothing is waiting.
    const [last] = (await eventIds(db, 'unit.changed')).slice(-1);
    expect(await poll(db, 'test.pending', ['unit.changed'])).toEqual([last]);
    expect(await pending.anyFor('test.pending', ['unit.changed'])).toBe(false);
  });

  it('a batch that fails midway applies nothing and keeps the position; the next poll applies it all', async () => {
    const db = fixture.db;
    await poll(db, 'test.crash', ['unit.changed']);
    const before = await position(db, 'test.crash');
    await publish(db, unitChanged(10), unitChanged(11), unitChanged(12));
    const fresh = (await eventIds(db, 'unit.changed')).slice(-3);

    await expect(poll(db, 'test.crash', ['unit.changed'], { failAfter: 2 })).rejects.toThrow('crash mid-batch');
    expect(await position(db, 'test.crash')).toEqual(before);
    const applied = await effects(db, 'test.crash');

    expect(await poll(db, 'test.crash', ['unit.changed'])).toEqual(fresh);
    expect(await effects(db, 'test.crash')).toEqual([...applied, ...fresh]);
  });

  it('refuses to mark consumed what is not the start of the batch taken (a position cannot skip)', async () => {
    const db = fixture.db;
    await publish(db, unitChanged(20), unitChanged(21));
    await expect(
      db.em().transactional(async (em) => {
        const feed = new SqlEventFeed(em);
        const batch = await feed.take('test.skip', ['unit.changed'], 100);
        await feed.markConsumed('test.skip', [batch.at(-1)!.id], at);
      }),
    ).rejects.toThrow('not the start of the batch');
  });

  it('two processes polling the same consumer at once apply each event exactly once', async () => {
    const db = fixture.db;
    // A second pool on the same database stands for a second server process (on PGlite: the one connection).
    const other = onPostgres ? await openDatabase(fixture.handle.config) : db;
    try {
      await poll(db, 'test.race', ['kyc.changed']);
      const baseline = (await effects(db, 'test.race')).length;
      const published: DomainEvent[] = Array.from({ length: 120 }, (_, i) => kycChanged(100 + i));
      const publishing = (async () => {
        for (let i = 0; i < published.length; i += 10) await publish(db, ...published.slice(i, i + 10));
      })();
      const drain = async (which: Database) => {
        const seen: number[] = [];
        for (let round = 0; round < 400; round += 1) {
          seen.push(...(await poll(which, 'test.race', ['kyc.changed'], { limit: 7 })));
          if (round > 20 && (await effects(db, 'test.race')).length >= baseline + published.length) break;
        }
        return seen;
      };
      const [a, b] = await Promise.all([drain(db), drain(other), publishing]);
      while ((await poll(db, 'test.race', ['kyc.changed'])).length > 0);
      const applied = (await effects(db, 'test.race')).slice(baseline);
      expect(applied).toHaveLength(published.length);
      expect(new Set(applied).size).toBe(published.length);
      expect([...a, ...b].sort((x, y) => x - y)).toEqual([...applied].sort((x, y) => x - y));
      if (onPostgres) expect(a.length * b.length).toBeGreaterThan(0);
    } finally {
      if (other !== db) await other.close();
    }
  });
});

describe.skipIf(!onPostgres)('transactions that commit late (PostgreSQL: PGlite has one connection)', () => {
  const url = () => fixture.handle.config.databaseUrl!;
  const client = async (database?: string) => {
    const target = new URL(url());
    if (database) target.pathname = `/${database}`;
    const c = new pg.Client({ connectionString: target.toString() });
    await c.connect();
    return c;
  };
  const insert = async (c: pg.Client, unitId: number) =>
    Number(
      (
        await c.query<{ id: string }>(
          `insert into domain_events (type, payload, occurred_at) values ('unit.changed', $1, now()) returning id`,
          [JSON.stringify({ unitId, from: 'a', to: 'b' })],
        )
      ).rows[0]!.id,
    );

  it('an event with a lower id whose transaction commits after a later one was consumed is still consumed', async () => {
    const db = fixture.db;
    await poll(db, 'test.late', ['unit.changed']);
    const early = await client();
    const late = await client();
    try {
      // `early` takes its transaction id first; `late` writes the lower event id but commits last.
      await early.query('begin');
      await early.query('select pg_current_xact_id()');
      await late.query('begin');
      const lowerId = await insert(late, 30);
      const higherId = await insert(early, 31);
      await early.query('commit');
      expect(lowerId).toBeLessThan(higherId);

      expect(await poll(db, 'test.late', ['unit.changed'])).toEqual([higherId]);
      await late.query('commit');
      expect(await poll(db, 'test.late', ['unit.changed'])).toEqual([lowerId]);
      expect((await effects(db, 'test.late')).slice(-2)).toEqual([higherId, lowerId]);
    } finally {
      await early.end();
      await late.end();
    }
  });

  it('while an older transaction of this database is open, later events wait for it, then come in order', async () => {
    const db = fixture.db;
    await poll(db, 'test.wait', ['unit.changed']);
    const open = await client();
    try {
      await open.query('begin');
      const first = await insert(open, 40);
      await publish(db, unitChanged(41));
      const [second] = (await eventIds(db, 'unit.changed')).slice(-1);
      expect(await poll(db, 'test.wait', ['unit.changed'])).toEqual([]);
      // The look without a transaction sees the same horizon: nothing to take yet.
      expect(await new SqlPendingEvents(db).anyFor('test.wait', ['unit.changed'])).toBe(false);
      await open.query('commit');
      expect(await new SqlPendingEvents(db).anyFor('test.wait', ['unit.changed'])).toBe(true);
      expect(await poll(db, 'test.wait', ['unit.changed'])).toEqual([first, second]);
    } finally {
      await open.end();
    }
  });

  it('is not held back by a transaction open in another database of the same server', async () => {
    const db = fixture.db;
    await poll(db, 'test.neighbour', ['unit.changed']);
    const neighbour = await client('postgres');
    try {
      await neighbour.query('begin');
      await neighbour.query('select pg_current_xact_id()');
      await publish(db, unitChanged(50));
      const [id] = (await eventIds(db, 'unit.changed')).slice(-1);
      expect(await poll(db, 'test.neighbour', ['unit.changed'])).toEqual([id]);
    } finally {
      await neighbour.query('rollback');
      await neighbour.end();
    }
  });
});

describe('the idle poll', () => {
  const sent: string[] = [];
  const fixture = useTestDatabase({ onQuery: (sql) => sent.push(sql.trim().toLowerCase()) });

  it('is one statement, with no transaction around it (the relay asks four times a second, idle or not)', async () => {
    const pending = new SqlPendingEvents(fixture.db);
    await pending.anyFor('test.one-statement', ['unit.changed']);
    sent.length = 0;
    expect(await pending.anyFor('test.one-statement', ['unit.changed', 'payment.confirmed'])).toBe(false);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatch(/^with cp as/);
  });
});
