import type { ErrorRequestHandler } from 'express';
import { logger } from '../observability/log.js';

/**
 * The database cannot serve right now (unreachable, a connection lost mid-request, no connection free within the
 * acquire timeout, a statement over its time limit): not a bug, and not the client's fault. Both transports answer
 * it as 503 `SERVICE.UNAVAILABLE` with `Retry-After` instead of a 500 (docs/operations.md).
 */
export const SERVICE_UNAVAILABLE_CODE = 'SERVICE.UNAVAILABLE';
export const SERVICE_UNAVAILABLE_MESSAGE = 'The database is unavailable right now. Please try again in a few seconds.';
/** What the client is told to wait before trying again, in seconds (about one acquire timeout). */
export const RETRY_AFTER_SECONDS = 5;

/** Tells a temporary database fault from any other error (the database's `isUnavailable`). */
export interface FaultClassifier {
  isUnavailable(error: unknown): boolean;
}

/** One line for the log: what failed, without a stack (an outage would otherwise fill the log with them). */
export function describeFault(error: unknown): string {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return `${typeof code === 'string' ? `${code} ` : ''}${typeof message === 'string' ? message.split('\n')[0] : String(error)}`;
}

/**
 * Express error handler placed before `httpErrorHandler`: a temporary database fault is a 503 with `Retry-After`
 * and the error body of product rules §8; everything else goes on to the last-resort handler.
 */
export function serviceUnavailableHandler(faults: FaultClassifier): ErrorRequestHandler {
  return (error, req, res, next) => {
    if (res.headersSent || !faults.isUnavailable(error)) {
      next(error);
      return;
    }
    logger.warn({ method: req.method, path: req.path, fault: describeFault(error) }, 'Database unavailable');
    res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    res.status(503).json({ message: SERVICE_UNAVAILABLE_MESSAGE, code: SERVICE_UNAVAILABLE_CODE });
  };
}
