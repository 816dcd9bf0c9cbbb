import { textStatement, type Database, type SqlEntityManager } from './orm.js';

/** A row as the driver returns it: column name to value. */
type Row = Record<string, unknown>;

/** Runs a statement written with `?` placeholders (and no `?` anywhere else in its text) and returns its rows. */
export type RunStatement = <R extends Row = Row>(text: string, params: readonly unknown[]) => Promise<R[]>;

/**
 * The texts of `?` statements as PostgreSQL takes them (`$1, $2 …`), each written once: the statements are the
 * repositories' constants, so this stays small; past the bound (a caller building texts on the fly) it stops
 * keeping new ones rather than grow.
 */
const NUMBERED_TEXTS = new Map<string, { readonly text: string; readonly placeholders: number }>();
const MOST_TEXTS_KEPT = 1000;

function numbered(text: string): { readonly text: string; readonly placeholders: number } {
  const known = NUMBERED_TEXTS.get(text);
  if (known) return known;
  const parts = text.split('?');
  const written = { text: parts.reduce((out, part, i) => `${out}$${i}${part}`), placeholders: parts.length - 1 };
  if (NUMBERED_TEXTS.size < MOST_TEXTS_KEPT) NUMBERED_TEXTS.set(text, written);
  return written;
}

/** A statement written with `?` placeholders as one `Database.read` runs: the values go as its parameters. */
function readStatement<R>(text: string, params: readonly unknown[]) {
  const { text: sent, placeholders } = numbered(text);
  if (placeholders !== params.length) throw new Error('readStatement: placeholders and values differ in number');
  return textStatement<R>(sent, params);
}

/** Statements on an entity manager's connection (inside its transaction when it is in one). */
export function entityManagerStatements(em: SqlEntityManager): RunStatement {
  return (text, params) => em.execute(text, [...params]);
}

/** Statements through `Database.read`: a pooled client, the values as parameters, no MikroORM or Kysely layers. */
export function databaseStatements(reader: Pick<Database, 'read'>): RunStatement {
  return (text, params) => reader.read(readStatement(text, params));
}
