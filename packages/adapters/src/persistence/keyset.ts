import type { KeyedPage, RowKey } from '@cobuy/domain';
import { sql, type RawBuilder } from 'kysely';

/**
 * Keyset paging in SQL (docs/api.md, "Lists that page"): a list ordered by a timestamptz column, then `id`,
 * continues after the last row of the previous page with a row comparison, which PostgreSQL answers from an
 * index on (column, id) in either direction, however far into the list. No offset.
 *
 * A row's key carries its time in whole microseconds since 1970, as decimal text: the database keeps
 * microseconds, a JavaScript Date only milliseconds, and a key rounded to milliseconds would skip or repeat
 * rows created within the same millisecond. Both conversions are exact integer arithmetic (below 2^53 µs,
 * the year 2255).
 */

/** Qualified or plain column names, checked: they are written into the statement's text. */
const COLUMN = /^[a-z_][a-z0-9_]*(\.[a-z_][a-z0-9_]*)?$/;

function column(name: string): RawBuilder<unknown> {
  if (!COLUMN.test(name)) throw new Error(`Not a column name: ${name}`);
  return sql.raw(name);
}

/** The select-list item that gives each row its key's time: `… as row_at` (µs since 1970, as text). */
export function rowAtColumn(timeColumn = 'created_at'): RawBuilder<unknown> {
  return sql`(extract(epoch from ${column(timeColumn)}) * 1000000)::bigint::text as row_at`;
}

/**
 * The condition "after `key`" in the list's order: newest first (`desc`) or oldest first (`asc`), by
 * `timeColumn` then `idColumn`.
 */
export function afterKey(
  key: RowKey,
  order: 'asc' | 'desc',
  timeColumn = 'created_at',
  idColumn = 'id',
): RawBuilder<unknown> {
  const at = sql`(timestamptz 'epoch' + ${key.at}::bigint * interval '1 microsecond')`;
  const row = sql`(${column(timeColumn)}, ${column(idColumn)})`;
  return order === 'desc' ? sql`${row} < (${at}, ${key.id}::int)` : sql`${row} > (${at}, ${key.id}::int)`;
}

/** `order by … limit n + 1` for a page of `limit` rows (the extra row says whether more follow). */
export function pageOrder(order: 'asc' | 'desc', limit: number, timeColumn = 'created_at', idColumn = 'id') {
  const direction = sql.raw(order);
  return sql`order by ${column(timeColumn)} ${direction}, ${column(idColumn)} ${direction} limit ${limit + 1}`;
}

/** The page from the rows of a `limit + 1` read: at most `limit` rows, each with its key, and whether more follow. */
export function keyedPage<R extends { row_at: string; id: number | string }, T>(
  rows: readonly R[],
  limit: number,
  toRow: (row: R) => T,
): KeyedPage<T> {
  return {
    rows: rows.slice(0, limit).map((r) => ({ row: toRow(r), key: { at: String(r.row_at), id: Number(r.id) } })),
    hasMore: rows.length > limit,
  };
}

/**
 * The same three pieces as statement text with `?` parameters, for repositories that write SQL text through
 * the entity manager (`em.execute`) instead of Kysely: the select-list item, the "after `key`" condition with
 * its parameters, and the page's `order by … limit`.
 */
export const keysetText = {
  rowAt(timeColumn = 'created_at'): string {
    if (!COLUMN.test(timeColumn)) throw new Error(`Not a column name: ${timeColumn}`);
    return `(extract(epoch from ${timeColumn}) * 1000000)::bigint::text as row_at`;
  },
  after(
    key: RowKey,
    order: 'asc' | 'desc',
    timeColumn = 'created_at',
    idColumn = 'id',
  ): { sql: string; params: unknown[] } {
    if (!COLUMN.test(timeColumn) || !COLUMN.test(idColumn)) throw new Error('Not a column name');
    const comparison = order === 'desc' ? '<' : '>';
    return {
      sql: `(${timeColumn}, ${idColumn}) ${comparison} (timestamptz 'epoch' + ?::bigint * interval '1 microsecond', ?::int)`,
      params: [key.at, key.id],
    };
  },
  order(order: 'asc' | 'desc', limit: number, timeColumn = 'created_at', idColumn = 'id'): string {
    if (!COLUMN.test(timeColumn) || !COLUMN.test(idColumn)) throw new Error('Not a column name');
    if (!Number.isInteger(limit) || limit < 1) throw new Error(`Not a page size: ${limit}`);
    return `order by ${timeColumn} ${order}, ${idColumn} ${order} limit ${limit + 1}`;
  },
};

/** `%text%` for `like`/`ilike`, with the text's own `%`, `_` and `\` matched as themselves. */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
