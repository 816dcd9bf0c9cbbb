import pg from 'pg';

type Row = Record<string, unknown>;
type MakeRow = (values: readonly unknown[]) => Row;

/** A statement's column names and the function that makes its rows, with those names, from pg's arrays. */
interface RowShape {
  readonly names: readonly string[];
  readonly make: MakeRow;
}

/**
 * The row makers, one per statement text. `Database.read` sends the same few hundred texts (the repositories'
 * constants); past the bound (texts built on the fly) rows are made without a kept maker, the slower way.
 */
const SHAPES = new Map<string, RowShape>();
const MOST_SHAPES_KEPT = 1000;

/**
 * The rows of `text` with `values` on a pg client, asked for as arrays (pg's `rowMode: 'array'`) and made into
 * objects: the same names, values and order as pg's own row objects.
 *
 * Why not pg's own row objects (docs/performance.md, "Session 13"): pg makes each row by copying one empty object
 * per result (`{ ...template }`) and then storing every column by its name, a name pg has just read from the wire.
 * In a process that sends many statement shapes that copy takes V8's slow path, and each store looks the fresh name
 * up in V8's string table: about 20 µs of CPU on a project page's four statements (a thirtieth of the page). A
 * function made for the statement's columns (`{"id": v[0], "title": v[1], …}`) builds the same object in one step,
 * with one hidden class per statement, which also keeps the row mappers' reads monomorphic.
 */
export async function arrayRows<R>(client: pg.ClientBase, text: string, values: readonly unknown[]): Promise<R[]> {
  const result = await client.query({ text, values: values as unknown[], rowMode: 'array' });
  return rowsOf<R>(text, result);
}

type TypeFormat = 'text' | 'binary';

interface TypeParsers {
  getTypeParser(oid: number, format: TypeFormat): (text: string) => unknown;
}

/** What pg's `Result` keeps of a result's columns (pg/lib/result.js). */
interface ResultColumns {
  rowAsArray: boolean;
  fields: pg.FieldDef[];
  _parsers: ((text: string) => unknown)[] | undefined;
  _types: TypeParsers | undefined;
  addFields(fields: pg.FieldDef[]): void;
}

/** pg's parser of `text[]` and `varchar[]` columns (postgres-array, one character at a time). */
const pgTextArray = (pg.types as TypeParsers).getTypeParser(1009, 'text');

/**
 * A `text[]` or `varchar[]` value: a one-dimensional array without quoted or escaped elements (tags, features)
 * split here, anything else by pg's parser. PostgreSQL quotes every element that is empty, holds a brace, comma,
 * quote, backslash or blank, or reads NULL; unquoted, `NULL` is a null. pg's parser took about 3% of a project page's
 * CPU for ten units' features (docs/performance.md, "Session 13").
 */
export function textArray(text: string): unknown {
  const last = text.length - 1;
  if (text.charCodeAt(0) !== OPEN_BRACE || text.charCodeAt(last) !== CLOSE_BRACE) return pgTextArray(text);
  if (last === 1) return [];
  const elements = text.slice(1, last);
  if (NEEDS_PG_PARSER.test(elements)) return pgTextArray(text);
  return elements.split(',').map((element) => (element === 'NULL' ? null : element));
}

const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const NEEDS_PG_PARSER = /["\\{}]/;

/**
 * pg's `Result.addFields` for results whose rows come as arrays: the columns and their parsers (`textArray` for
 * text arrays), without the empty row object pg makes for every result (`row[name] = null` for each column, a fresh
 * name looked up in V8's string table each time: about 15 µs of a project page's four statements) that only rows
 * made as objects are copied from. Results of rows as objects keep pg's own. Installed once, and only when pg's `Result` is still the one this was
 * written for (pg 8: `rowAsArray`, `fields`, `_parsers`, `_types`); otherwise pg's own does it all, as before.
 */
function installArrayResultColumns(): void {
  const prototype = (pg as unknown as { Result: { prototype: ResultColumns } }).Result.prototype;
  const pgAddFields = prototype.addFields;
  const probe = new (pg as unknown as { Result: new (rowMode: string) => ResultColumns }).Result('array');
  if (pgAddFields.name !== 'addFields' || probe.rowAsArray !== true || !('_parsers' in probe)) return;
  const addFields = function addFields(this: ResultColumns, fields: pg.FieldDef[]) {
    if (!this.rowAsArray) {
      pgAddFields.call(this, fields);
      return;
    }
    const types = this._types ?? (pg.types as TypeParsers);
    const parsers = new Array<(text: string) => unknown>(fields.length);
    for (let i = 0; i < fields.length; i++) {
      const { dataTypeID, format } = fields[i]!;
      const parser = types.getTypeParser(dataTypeID, (format || 'text') as TypeFormat);
      parsers[i] = parser === pgTextArray ? textArray : parser;
    }
    this.fields = fields;
    this._parsers = parsers;
  };
  prototype.addFields = addFields;
}
installArrayResultColumns();

/** The rows of an array result as objects (exported for its tests). */
export function rowsOf<R>(text: string, result: pg.QueryArrayResult): R[] {
  const { fields, rows } = result;
  if (rows.length === 0) return [];
  const make = rowMakerFor(text, fields);
  const objects = new Array<R>(rows.length);
  for (let i = 0; i < rows.length; i++) objects[i] = make(rows[i]!) as R;
  return objects;
}

function rowMakerFor(text: string, fields: readonly pg.FieldDef[]): MakeRow {
  const kept = SHAPES.get(text);
  // The same text has the same columns unless the schema changed under it (`select *` after a migration).
  if (kept && sameNames(kept.names, fields)) return kept.make;
  const names = fields.map((f) => f.name);
  const make = madeFor(names);
  if (kept || SHAPES.size < MOST_SHAPES_KEPT) SHAPES.set(text, { names, make });
  return make;
}

function sameNames(names: readonly string[], fields: readonly pg.FieldDef[]): boolean {
  if (names.length !== fields.length) return false;
  for (let i = 0; i < names.length; i++) if (names[i] !== fields[i]!.name) return false;
  return true;
}

/**
 * The function that makes a row for these column names. The names are column names and aliases PostgreSQL sent,
 * each written into the function as a JSON string (quotes and all escaped), never as code. `__proto__` would set
 * the object's prototype in a literal instead of a column, so a result that has one is made column by column.
 */
function madeFor(names: readonly string[]): MakeRow {
  if (names.includes('__proto__')) return columnByColumn(names);
  const properties = names.map((name, i) => `${JSON.stringify(name)}: v[${i}]`).join(', ');
  return new Function('v', `return { ${properties} };`) as MakeRow;
}

function columnByColumn(names: readonly string[]): MakeRow {
  return (values) => {
    const row: Row = {};
    names.forEach((name, i) =>
      Object.defineProperty(row, name, { value: values[i], enumerable: true, writable: true }),
    );
    return row;
  };
}
