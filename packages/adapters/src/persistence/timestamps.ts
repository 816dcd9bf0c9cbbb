/**
 * A timestamp column as a Date, whatever the driver gave: node-postgres (with MikroORM's type parsers) gives
 * PostgreSQL's text, PGlite a Date. Every repository's row mapper reads its times through these two.
 */
export const toDate = (value: unknown): Date => (value instanceof Date ? value : new Date(String(value)));

/** The same for a column that may be null (or absent from the row). */
export const toDateOrNull = (value: unknown): Date | null =>
  value === null || value === undefined ? null : toDate(value);
