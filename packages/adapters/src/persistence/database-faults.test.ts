import { DriverException } from '@mikro-orm/core';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-faults.js';
import { SILENT_SERVER_CODE } from './resilient-pg-client.js';

/** An error as `pg` gives it: a message and, from the server, its SQLSTATE. */
const pgError = (message: string, code?: string) => Object.assign(new Error(message), code ? { code } : {});

describe('which database errors are temporary (503) rather than bugs (500)', () => {
  it.each([
    ['terminated by an administrator or a failover', pgError('terminating connection', '57P01')],
    ['the server crashed', pgError('terminating connection because of crash', '57P02')],
    ['the server is starting up', pgError('the database system is starting up', '57P03')],
    ['a connection failure reported by the server', pgError('connection failure', '08006')],
    ['too many connections', pgError('sorry, too many clients already', '53300')],
    ['the statement timeout', pgError('canceling statement due to statement timeout', '57014')],
    ['idle in a transaction too long', pgError('terminating connection due to idle-in-transaction timeout', '25P03')],
    ['no connection free within the acquire timeout', pgError('timeout exceeded when trying to connect')],
    ['opening a connection took too long', pgError('Connection terminated due to connection timeout')],
    ['the connection closed under a statement', pgError('Connection terminated unexpectedly')],
    [
      'a statement on a connection that already broke',
      pgError('Client has encountered a connection error and is not queryable'),
    ],
    ['the server refused the connection', pgError('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['the network reset the connection', pgError('read ECONNRESET', 'ECONNRESET')],
    ['the server stayed silent', pgError('The database did not answer within 20000 ms', SILENT_SERVER_CODE)],
    ['the pool is closed (shutting down)', pgError('Cannot use a pool after calling end on the pool')],
  ])('%s', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('sees through the ORM, `cause` and GraphQL wrappers', () => {
    const terminated = pgError('terminating connection due to administrator command', '57P01');
    expect(isDatabaseUnavailable(new DriverException(terminated))).toBe(true);
    expect(isDatabaseUnavailable(new Error('the investment failed', { cause: terminated }))).toBe(true);
    expect(isDatabaseUnavailable({ message: 'Context creation failed', originalError: terminated })).toBe(true);
  });

  it.each([
    ['a unique violation', pgError('duplicate key value violates unique constraint', '23505')],
    ['a serialization failure', pgError('could not serialize access', '40001')],
    ['a syntax error (a bug)', pgError('syntax error at or near "selec"', '42601')],
    ['any other bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a thrown string', 'boom'],
    ['nothing', undefined],
  ])('%s is not', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('stops on an error that wraps itself', () => {
    const loop: { message: string; cause?: unknown } = { message: 'loop' };
    loop.cause = loop;
    expect(isDatabaseUnavailable(loop)).toBe(false);
  });
});
