import { SILENT_SERVER_CODE } from './resilient-pg-client.js';

/**
 * SQLSTATEs that mean the database could not serve the statement right now, whatever the statement: class 08
 * (connection exception), 53 (insufficient resources: too many connections, out of memory, disk full), 57P01-57P05
 * (the server shut the session down: administrator, crash, starting up, idle session timeout), 25P03 (idle in
 * transaction too long) and 57014 (cancelled: statement_timeout).
 */
const UNAVAILABLE_SQLSTATE = /^(08...|53...|57P0[1-5]|25P03|57014)$/;

/** Errors of the network under the connection. */
const NETWORK_CODES = new Set([
  SILENT_SERVER_CODE,
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** What `pg` and `pg-pool` throw, without a code, when no connection can be had or the one in use died. */
const DRIVER_MESSAGES = [
  'timeout exceeded when trying to connect', // pg-pool: no connection free within the acquire timeout
  'Connection terminated', // … unexpectedly, … due to connection timeout (opening one took too long)
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  // Shutting down: the pool or the driver is already closed.
  'Cannot use a pool after calling end on the pool',
  'driver has already been destroyed',
];

function isUnavailable(error: object): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || NETWORK_CODES.has(code))) return true;
  return typeof message === 'string' && DRIVER_MESSAGES.some((m) => message.startsWith(m));
}

/**
 * Whether an error (or what it wraps: `cause`, GraphQL's `originalError`) says the database cannot serve the
 * request now (unreachable, connection lost, no connection free in time, statement timed out), as opposed to a
 * bug or bad data. The transports answer these with 503 and `Retry-After` instead of a 500 (docs/operations.md).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<object>();
  let current: unknown = error;
  while (typeof current === 'object' && current !== null && !seen.has(current)) {
    seen.add(current);
    if (isUnavailable(current)) return true;
    const wrapper = current as { cause?: unknown; originalError?: unknown };
    current = wrapper.cause ?? wrapper.originalError;
  }
  return false;
}
