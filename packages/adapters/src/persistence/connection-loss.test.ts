import { sql } from 'kysely';
import pg from 'pg';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseLimits } from './database-limits.js';
import { SILENT_SERVER_GRACE_MS } from './database-limits.js';
import { openDatabase, type Database } from './orm.js';
import { SILENT_SERVER_CODE } from './resilient-pg-client.js';
import { useTestDatabase } from './testing/use-test-database.js';

/*
 * docs/operations.md: every wait on PostgreSQL is bounded and a dead connection is replaced, never kept. Most
 * cases run on a pool of ONE connection, where a single connection kept checked out would stop everything, and
 * every call is awaited with a deadline of its own, so a hang fails the test instead of stalling it.
 * PostgreSQL only: PGlite is one connection inside the process, with no pool and nothing to drop.
 */

const onPostgres = Boolean(process.env.DATABASE_URL);

/** `work`, or a failure naming what hung once `ms` have passed. */
async function within<T>(ms: number, what: string, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const hung = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, hung]);
  } finally {
    clearTimeout(timer);
  }
}

const failureOf = (work: Promise<unknown>) =>
  work.then(
    () => null,
    (error: unknown) => error,
  );

/**
 * A TCP relay in front of PostgreSQL, standing for the network and proxies between the server and its database:
 * `silence()` drops every byte both ways (a partition, a frozen server), `cut()` closes every connection (a proxy
 * restart, a failover), `restore()` relays again.
 */
async function startRelay(target: URL): Promise<{
  url: string;
  silence(): void;
  restore(): void;
  cut(): void;
  close(): Promise<void>;
}> {
  let silent = false;
  const sockets = new Set<Socket>();
  const server: Server = createServer((downstream) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    for (const [from, to] of [
      [downstream, upstream],
      [upstream, downstream],
    ] as const) {
      sockets.add(from);
      from.on('data', (chunk) => {
        if (!silent) to.write(chunk);
      });
      from.on('error', () => to.destroy());
      from.on('close', () => {
        sockets.delete(from);
        to.destroy();
      });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    url: url.toString(),
    silence: () => {
      silent = true;
    },
    restore: () => {
      silent = false;
    },
    cut: () => {
      for (const socket of sockets) socket.destroy();
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe.skipIf(!onPostgres)('the PostgreSQL pool when connections die (PostgreSQL only: PGlite has no pool)', () => {
  const fixture = useTestDatabase();
  const opened: Database[] = [];
  let dba: pg.Client;

  async function open(limits: Partial<DatabaseLimits>, poolSize = 1, databaseUrl?: string): Promise<Database> {
    const db = await openDatabase({ databaseUrl: databaseUrl ?? fixture.handle.config.databaseUrl, poolSize, limits });
    opened.push(db);
    return db;
  }

  const backendOf = async (db: Database) =>
    Number((await db.read<{ pid: number }>(sql`select pg_backend_pid() as pid`))[0]!.pid);

  beforeAll(async () => {
    dba = new pg.Client({ connectionString: fixture.handle.config.databaseUrl });
    await dba.connect();
  });

  afterEach(async () => {
    await Promise.all(opened.splice(0).map((db) => within(10_000, 'closing the pool', db.close())));
  });

  afterAll(async () => {
    await dba?.end();
  });

  it('a connection terminated inside a transaction goes back to the pool, 20 times over on a pool of one', async () => {
    const db = await open({ acquireTimeoutMs: 2_000 });
    for (let round = 1; round <= 20; round++) {
      const failure = await within(
        5_000,
        `transaction ${round}`,
        failureOf(
          db.em().transactional(async (em) => {
            const [{ pid }] = await em.execute<{ pid: number }[]>('select pg_backend_pid() as pid');
            await dba.query('select pg_terminate_backend($1)', [pid]);
            await em.execute('select 1');
          }),
        ),
      );
      expect(failure, `round ${round}`).toBeInstanceOf(Error);
      expect(db.isUnavailable(failure), String(failure)).toBe(true);
    }
    expect(await within(5_000, 'the call after', db.read(sql`select 1 as one`))).toEqual([{ one: 1 }]);
  });

  it('a proxy restart (every connection cut) in the middle of a transaction costs that transaction only', async () => {
    const relay = await startRelay(new URL(fixture.handle.config.databaseUrl!));
    try {
      const db = await open({ acquireTimeoutMs: 2_000 }, 1, relay.url);
      for (let round = 1; round <= 5; round++) {
        const failure = await within(
          5_000,
          `transaction ${round}`,
          failureOf(
            db.em().transactional(async (em) => {
              await em.execute('select 1');
              relay.cut();
              await em.execute('select 1');
            }),
          ),
        );
        expect(db.isUnavailable(failure), String(failure)).toBe(true);
      }
      expect(await within(5_000, 'the call after', db.read(sql`select 1 as one`))).toEqual([{ one: 1 }]);
    } finally {
      await relay.close();
    }
  });

  it('a connection given back inside a transaction is closed, never handed to the next caller', async () => {
    const db = await open({});
    const pool = (await db.orm.em.getConnection().getNativeClient()) as pg.Pool;
    const client = await pool.connect();
    await client.query('begin');
    await client.query('select 1');
    client.release();
    expect(pool.totalCount).toBe(0);
    const next = await pool.connect();
    expect(next.getTransactionStatus()).toBe('I');
    next.release();
    // A healthy connection outside a transaction is kept for the next caller.
    expect(pool.totalCount).toBe(1);
    expect(pool.idleCount).toBe(1);
  });

  it('waiting for a connection is bounded: past the acquire timeout the call fails as unavailable', async () => {
    const ACQUIRE_MS = 2_000;
    const db = await open({ acquireTimeoutMs: ACQUIRE_MS });
    let finish!: () => void;
    const held = new Promise<void>((resolve) => (finish = resolve));
    let started!: () => void;
    const inside = new Promise<void>((resolve) => (started = resolve));
    const holding = db.em().transactional(async (em) => {
      await em.execute('select 1');
      started();
      await held;
    });
    await inside;

    const since = Date.now();
    const call = failureOf(db.read(sql`select 1`));
    // Readiness says so within a second, well before the acquire timeout, instead of queueing behind the pool.
    expect(await within(1_500, 'readiness on a busy pool', db.isReady())).toBe(false);
    expect(Date.now() - since).toBeLessThan(1_000);
    const failure = await within(ACQUIRE_MS + 3_000, 'a call on a busy pool', call);
    expect(Date.now() - since).toBeGreaterThanOrEqual(ACQUIRE_MS - 50);
    expect(db.isUnavailable(failure), String(failure)).toBe(true);

    finish();
    await holding;
    expect(await db.isReady()).toBe(true);
  });

  it('a statement over the statement timeout is cancelled, and its connection stays in use', async () => {
    const db = await open({ statementTimeoutMs: 200 });
    const before = await backendOf(db);
    const failure = await within(3_000, 'a slow statement', failureOf(db.read(sql`select pg_sleep(2)`)));
    expect(failure).toMatchObject({ code: '57014' }); // query_canceled: statement timeout
    expect(db.isUnavailable(failure)).toBe(true);
    expect(await backendOf(db)).toBe(before);
  });

  it('a transaction left idle is ended by the server, and its connection is replaced', async () => {
    const db = await open({ idleInTransactionTimeoutMs: 200, acquireTimeoutMs: 2_000 });
    const failure = await within(
      5_000,
      'an idle transaction',
      failureOf(
        db.em().transactional(async (em) => {
          await em.execute('select 1');
          await sleep(700);
          await em.execute('select 1');
        }),
      ),
    );
    expect(db.isUnavailable(failure), String(failure)).toBe(true);
    expect(await within(5_000, 'the call after', db.read(sql`select 1 as one`))).toEqual([{ one: 1 }]);
  });

  it('an idle connection terminated in the pool is dropped quietly and replaced', async () => {
    const db = await open({});
    const before = await backendOf(db);
    await dba.query('select pg_terminate_backend($1)', [before]);
    await sleep(100);
    const after = await within(5_000, 'the call after', backendOf(db));
    expect(after).not.toBe(before);
  });

  it('a silent server: the statement fails after the statement timeout and a grace, readiness says so in a second', async () => {
    const relay = await startRelay(new URL(fixture.handle.config.databaseUrl!));
    try {
      const db = await open({ statementTimeoutMs: 200, acquireTimeoutMs: 2_000 }, 1, relay.url);
      await backendOf(db);
      relay.silence();
      const since = Date.now();
      const statement = failureOf(db.read(sql`select 1`));
      const asked = Date.now();
      expect(await within(1_500, 'readiness of a silent server', db.isReady())).toBe(false);
      expect(Date.now() - asked).toBeLessThan(1_000);

      const failure = await within(200 + SILENT_SERVER_GRACE_MS + 3_000, 'a statement to a silent server', statement);
      expect(failure).toMatchObject({ code: SILENT_SERVER_CODE });
      expect(db.isUnavailable(failure)).toBe(true);
      expect(Date.now() - since).toBeGreaterThanOrEqual(200 + SILENT_SERVER_GRACE_MS - 100);

      relay.restore();
      expect(await within(5_000, 'the call after', db.read(sql`select 1 as one`))).toEqual([{ one: 1 }]);
      expect(await db.isReady()).toBe(true);
    } finally {
      await relay.close();
    }
  });
});
