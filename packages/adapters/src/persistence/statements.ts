import { sql } from 'kysely';
import type { Database, SqlEntityManager } from './orm.js';

/** A row as the driver returns it: column name to value. */
type Row = Record<string, unknown>;

/** Runs a statement written with `?` placeholders (and no `?` anywhere else in its text) and returns its rows. */
export type RunStatement = <R extends Row = Row>(text: string, params: readonly unknown[]) => Promise<R[]>;

/** A statement written with `?` placeholders as one `Database.read` runs: the values go as its parameters. */
function readStatement<R>(text: string, params: readonly unknown[]) {
  const parts = text.split('?');
  if (parts.length !== params.length + 1) throw new Error('readStatement: placeholders and values differ in number');
  return sql<R>(Object.assign([...parts], { raw: parts }) as unknown as TemplateStringsArray, ...params);
}

/** Statements on an entity manager's connection (inside its transaction when it is in one). */
export function entityManagerStatements(em: SqlEntityManager): RunStatement {
  return (text, params) => em.execute(text, [...params]);
}

/** Statements through `Database.read`: a pooled client, the values as parameters, no MikroORM or Kysely layers. */
export function databaseStatements(reader: Pick<Database, 'read'>): RunStatement {
  return (text, params) => reader.read(readStatement(text, params));
}

/**
 * Where a repository's read runs, written once: inside a transaction on its entity manager's connection; outside
 * one (a unit of work's `read`, which passes `reader`) through `Database.read` (docs/performance.md, "Fourth round").
 */
export function statementRunner(em: SqlEntityManager, reader?: Pick<Database, 'read'>): RunStatement {
  return reader ? databaseStatements(reader) : entityManagerStatements(em);
}
