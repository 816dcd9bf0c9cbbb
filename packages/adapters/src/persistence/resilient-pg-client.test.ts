import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { resilientClientClass } from './resilient-pg-client.js';

/*
 * The client's promise form (resilient-pg-client.ts, point 4): a statement sent as `query(text, values)` goes to
 * pg in its callback form, with the callback given up front, and answers exactly as pg's own promise form does.
 * PostgreSQL only (DATABASE_URL): PGlite has no pg client. The silence limit's own test is in
 * connection-loss.test.ts.
 */

const databaseUrl = process.env.DATABASE_URL;

describe.skipIf(!databaseUrl)("the pool's client class, statements sent in pg's promise form", () => {
  const sent: unknown[][] = [];
  let client: pg.Client;

  beforeAll(async () => {
    // Watched before the client is made: the client binds pg's `query` when it is constructed.
    const query = pg.Client.prototype.query;
    vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (this: pg.Client, ...args: unknown[]) {
      sent.push(args);
      return (query as (...a: unknown[]) => unknown).apply(this, args) as never;
    });
    const ResilientClient = resilientClientClass({ silentServerMs: 5_000 });
    client = new ResilientClient({ connectionString: databaseUrl });
    await client.connect();
  });

  afterAll(async () => {
    await client?.end();
    vi.restoreAllMocks();
  });

  it('answers the rows, and gives pg the callback with the statement rather than after it', async () => {
    sent.length = 0;
    const result = await client.query<{ n: number; t: string }>('select $1::int as n, $2::text as t', [7, 'seven']);
    expect(result.rows).toEqual([{ n: 7, t: 'seven' }]);
    expect(sent).toHaveLength(1);
    expect(sent[0]![0]).toBe('select $1::int as n, $2::text as t');
    expect(sent[0]![1]).toEqual([7, 'seven']);
    expect(typeof sent[0]![2]).toBe('function');
  });

  it('takes a statement as a config object too', async () => {
    const result = await client.query<{ n: number }>({ text: 'select $1::int + 1 as n', values: [41] });
    expect(result.rows).toEqual([{ n: 42 }]);
  });

  it("rejects with PostgreSQL's error, its stack leading back to the caller, and the connection stays usable", async () => {
    const failure = await client.query('select * from no_such_table_here').then(
      () => null,
      (error: unknown) => error as Error & { code?: string },
    );
    expect(failure).toBeInstanceOf(Error);
    expect(failure?.code).toBe('42P01');
    expect(failure?.stack).toContain('resilient-pg-client.test');
    expect((await client.query<{ ok: number }>('select 1 as ok')).rows).toEqual([{ ok: 1 }]);
  });

  it('leaves the callback form and submittable queries to pg as they are', async () => {
    const viaCallback = await new Promise<pg.QueryResult>((resolve, reject) => {
      client.query('select 2 as n', (error: Error | null, result: pg.QueryResult) =>
        error ? reject(error) : resolve(result),
      );
    });
    expect(viaCallback.rows).toEqual([{ n: 2 }]);

    const submitted = new pg.Query('select 3 as n');
    const ended = new Promise<pg.QueryResult>((resolve, reject) => {
      submitted.on('end', resolve);
      submitted.on('error', reject);
    });
    expect(client.query(submitted)).toBe(submitted);
    expect((await ended).rows).toEqual([{ n: 3 }]);
  });

  it('throws at once, as pg does, when there is no statement at all', () => {
    expect(() => client.query(undefined as unknown as string)).toThrow(TypeError);
  });
});
