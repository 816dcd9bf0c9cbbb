import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { textStatement } from './orm.js';
import { rowsOf, textArray } from './row-objects.js';
import { useTestDatabase } from './testing/use-test-database.js';

/*
 * `Database.read` and snapshots on PostgreSQL take rows as arrays and make the objects themselves
 * (row-objects.ts): the objects must be pg's own, name for name, value for value, in the same order.
 */

const field = (name: string) => ({ name }) as pg.FieldDef;
const arrays = (names: string[], rows: unknown[][]) => ({ fields: names.map(field), rows }) as pg.QueryArrayResult;

describe('rows made from arrays', () => {
  it('have the columns as properties, in order, with their values (null included)', () => {
    const rows = rowsOf(
      'select a, b',
      arrays(
        ['id', 'title', 'note'],
        [
          [1, 'One', null],
          [2, 'Two "quoted"', 'x'],
        ],
      ),
    );
    expect(rows).toStrictEqual([
      { id: 1, title: 'One', note: null },
      { id: 2, title: 'Two "quoted"', note: 'x' },
    ]);
    expect(Object.keys(rows[0]!)).toEqual(['id', 'title', 'note']);
    expect(Object.getPrototypeOf(rows[0])).toBe(Object.prototype);
  });

  it('take names as data: quotes, code-like names and __proto__ are columns like any other', () => {
    const names = ['a"b', "c'); throw new Error('x'); ('", 'line\nbreak', '__proto__', 'constructor'];
    const [row] = rowsOf<Record<string, unknown>>('select odd names', arrays(names, [[1, 2, 3, 4, 5]]));
    expect(Object.entries(row!)).toEqual(names.map((name, i) => [name, i + 1]));
    expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
  });

  it('follow a statement whose columns changed (a `select *` after a migration)', () => {
    expect(rowsOf('select * from t', arrays(['a'], [[1]]))).toStrictEqual([{ a: 1 }]);
    expect(rowsOf('select * from t', arrays(['a', 'b'], [[1, 2]]))).toStrictEqual([{ a: 1, b: 2 }]);
    expect(rowsOf('select * from t', arrays(['b'], [[3]]))).toStrictEqual([{ b: 3 }]);
  });
});

describe('text arrays', () => {
  const pgTextArray = (
    pg.types as { getTypeParser(oid: number, format: 'text'): (text: string) => unknown }
  ).getTypeParser(1009, 'text');
  it.each([
    '{}',
    '{a}',
    '{parking,pool,gym}',
    '{NULL}',
    '{a,NULL,b}',
    '{null,Null}',
    '{"NULL"}',
    '{"",x}',
    '{"a b",c}',
    '{"with \\"quote\\"",x}',
    '{"back\\\\slash"}',
    '{"a,b",c}',
    '{{a,b},{c,d}}',
    '[0:1]={a,b}',
    '{café,naïve,日本}',
  ])('%s reads as pg reads it', (text) => {
    expect(textArray(text)).toStrictEqual(pgTextArray(text));
  });
});

describe("pg's results", () => {
  type Result = { addFields(fields: pg.FieldDef[]): void; parseRow(values: unknown[]): unknown };
  const ResultClass = (pg as unknown as { Result: new (rowMode?: string) => Result }).Result;
  const columns = [{ name: 'n', dataTypeID: 23, format: 'text' }] as pg.FieldDef[];

  it('of rows as arrays parse their columns, without the empty row object', () => {
    const result = new ResultClass('array');
    result.addFields(columns);
    expect(result.parseRow(['42'])).toEqual([42]);
    expect((result as unknown as { _prebuiltEmptyResultObject: unknown })._prebuiltEmptyResultObject).toBeNull();
  });

  it('of rows as objects are made as pg makes them', () => {
    const result = new ResultClass();
    result.addFields(columns);
    expect(result.parseRow(['42'])).toStrictEqual({ n: 42 });
  });
});

describe.skipIf(!process.env.DATABASE_URL)('Database.read on PostgreSQL', () => {
  const fixture = useTestDatabase({ poolSize: 1 });

  it("answers pg's own row objects: the same names, order and parsed values", async () => {
    const text = `select 1::int as one, 'text'::text as words, null::text as nothing, 12.50::numeric(15,2) as money,
                          '{"a": [1]}'::jsonb as doc, array['x', 'y'] as list, timestamptz '2026-11-27 10:00:00+00' as at,
                          array['parking', null, 'two words', '', 'NULL', 'quo"te', 'back\\slash', 'a,b']::text[] as tags,
                          2 as one, true as "__proto__"
                   from generate_series(1, 3)`;
    // The same pool, type parsers included, through MikroORM: pg's own row objects.
    const own = await fixture.db.em().execute<Record<string, unknown>[]>(text);
    const ours = await fixture.db.read(textStatement<Record<string, unknown>>(text, []));
    expect(ours).toHaveLength(3);
    expect(ours.map((row) => Object.entries(row))).toStrictEqual(own.map((row) => Object.entries(row)));
    expect(Object.keys(ours[0]!)).toEqual([
      'one',
      'words',
      'nothing',
      'money',
      'doc',
      'list',
      'at',
      'tags',
      '__proto__',
    ]);
    expect(ours[0]!.tags).toEqual(['parking', null, 'two words', '', 'NULL', 'quo"te', 'back\\slash', 'a,b']);
  });

  it('answers rows in a snapshot too', async () => {
    const rows = await fixture.db.snapshot((reader) =>
      reader.read(textStatement<{ n: number }>('select n from generate_series(1, 2) as n', [])),
    );
    expect(rows).toStrictEqual([{ n: 1 }, { n: 2 }]);
  });
});
