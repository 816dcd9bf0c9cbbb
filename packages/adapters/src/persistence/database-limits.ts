/**
 * The time limits on the PostgreSQL connection pool (docs/operations.md, docs/decisions.md "Dropped database
 * connections"). Every wait on the database is bounded, so a request answers (503 at worst) instead of hanging.
 * A limit of 0 turns that limit off (migrations run that way: a migration may rewrite a large table).
 */
export interface DatabaseLimits {
  /** How long a request waits for a connection from the pool (or for a new one to open) before giving up. */
  readonly acquireTimeoutMs: number;
  /** PostgreSQL's `statement_timeout`: the server cancels a statement (lock waits included) running longer. */
  readonly statementTimeoutMs: number;
  /** PostgreSQL's `idle_in_transaction_session_timeout`: the server ends a session idle this long inside a transaction. */
  readonly idleInTransactionTimeoutMs: number;
}

export const DEFAULT_DATABASE_LIMITS: DatabaseLimits = {
  acquireTimeoutMs: 5_000,
  statementTimeoutMs: 15_000,
  idleInTransactionTimeoutMs: 30_000,
};

export const DEFAULT_POOL_SIZE = 10;

/**
 * How much longer than `statement_timeout` the server may stay silent about a statement before the connection is
 * closed: the server cancels it itself well before, so silence past this means the network or the server is gone.
 */
export const SILENT_SERVER_GRACE_MS = 5_000;

/** How long a readiness check waits for `select 1` (the `/readyz` answer comes within a second). */
export const READINESS_TIMEOUT_MS = 800;
