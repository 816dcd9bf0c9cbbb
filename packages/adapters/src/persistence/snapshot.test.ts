import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { databaseStatements } from './statements.js';
import { textStatement, type Database } from './orm.js';
import { useTestDatabase } from './testing/use-test-database.js';

/*
 * `Database.snapshot` (orm.ts) and the statements it and `Database.read` send: on PostgreSQL a pooled connection
 * of its own with plain begin and commit, on PGlite kysely's transaction. The pool has one connection, so a
 * connection that were not given back would stall the next statement.
 */

const queries: string[] = [];
const count = async (db: Pick<Database, 'read'>): Promise<number> =>
  Number((await db.read(textStatement<{ n: string }>('select count(*) as n from developers', [])))[0]!.n);
const addDeveloper = (db: Database, name: string) =>
  db.em().execute(
    `insert into developers (name, description, email, phone, address, city)
     values (?, 'd', 'dev@example.com', '+233200000000', 'a', 'Accra')`,
    [name],
  );

describe('a read snapshot', () => {
  const fixture = useTestDatabase({ poolSize: 1, onQuery: (statement) => queries.push(statement) });

  it('begins read-only at REPEATABLE READ, sends its statements, commits, and answers what the work returns', async () => {
    queries.length = 0;
    const answer = await fixture.db.snapshot(async (reader) => [
      await count(reader),
      await reader.read(sql<{ two: number }>`select ${2}::int as two`),
    ]);
    expect(answer).toEqual([expect.any(Number), [{ two: 2 }]]);
    expect(queries[0]).toMatch(/^start transaction isolation level repeatable read read only$/i);
    expect(queries.at(-1)).toMatch(/^commit$/i);
    expect(queries.filter((q) => /developers|\$1::int/.test(q))).toHaveLength(2);
  });

  it.skipIf(!process.env.DATABASE_URL)('sees the database as of its first statement', async () => {
    const [before, after] = await fixture.db.snapshot(async (reader) => {
      const first = await count(reader);
      // Committed on another connection meanwhile (the pool's one connection is the snapshot's: open another).
      const { openDatabase } = await import('./orm.js');
      const other = await openDatabase({ databaseUrl: fixture.handle.config.databaseUrl, poolSize: 1 });
      try {
        await addDeveloper(other, 'Committed meanwhile');
      } finally {
        await other.close();
      }
      return [first, await count(reader)];
    });
    expect(after).toBe(before);
    expect(await count(fixture.db)).toBe(before + 1);
  });

  it("refuses writes, rolls back, reports the work's own failure and gives its connection back", async () => {
    const failure = fixture.db.snapshot((reader) =>
      databaseStatements(reader)("insert into app_meta (key, value) values ('snapshot-test', ?)", ['x']),
    );
    await expect(failure).rejects.toThrow(/read-only transaction/i);
    const thrown = new Error('the work failed');
    await expect(
      fixture.db.snapshot(async (reader) => {
        await count(reader);
        throw thrown;
      }),
    ).rejects.toBe(thrown);
    // One connection in the pool: these would wait for ever if a failed snapshot had kept it.
    expect(await count(fixture.db)).toBeGreaterThanOrEqual(0);
    expect(await fixture.db.snapshot((reader) => count(reader))).toBeGreaterThanOrEqual(0);
  });
});

describe('statements written with ? placeholders', () => {
  const sent: { sql: string; parameters: readonly unknown[] }[] = [];
  const reader: Pick<Database, 'read'> = {
    read: async (statement) => {
      sent.push(statement as never);
      return [];
    },
  };

  it('go out numbered, the values as their parameters, the same text object for the same statement', async () => {
    const run = databaseStatements(reader);
    await run('select ? as a, ? as b where x = ?', [1, 'two', [3]]);
    await run('select ? as a, ? as b where x = ?', [4, 'five', [6]]);
    expect(sent.map((s) => [s.sql, s.parameters])).toEqual([
      ['select $1 as a, $2 as b where x = $3', [1, 'two', [3]]],
      ['select $1 as a, $2 as b where x = $3', [4, 'five', [6]]],
    ]);
    await run('select 1', []);
    expect(sent[2]!.sql).toBe('select 1');
  });

  it('refuse a statement whose placeholders and values differ in number', () => {
    const run = databaseStatements(reader);
    expect(() => run('select ?, ?', [1])).toThrow(/placeholders and values differ/);
  });
});
