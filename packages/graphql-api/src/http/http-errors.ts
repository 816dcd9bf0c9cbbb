import type { ErrorRequestHandler } from 'express';
import { logger } from '../observability/log.js';

/**
 * Last-resort error handler. Bad requests the body parser rejects become 400/413 with a clear message;
 * anything else is a bug or an infrastructure fault: logged with its correlation, answered with a generic
 * 500 that reveals nothing (product rules §8).
 */
export const httpErrorHandler: ErrorRequestHandler = (error, req, res, next) => {
  if (res.headersSent) {
    next(error);
    return;
  }
  const e = error as { type?: string; status?: number; message?: string };
  if (e.type === 'entity.parse.failed') {
    res.status(400).json({ message: 'The request body is not valid JSON', code: 'VALIDATION.INVALID_INPUT' });
    return;
  }
  if (e.type === 'entity.too.large') {
    res.status(413).json({ message: 'The request body is too large', code: 'REQUEST.TOO_LARGE' });
    return;
  }
  if (typeof e.status === 'number' && e.status >= 400 && e.status < 500) {
    res.status(e.status).json({ message: e.message ?? 'Bad request', code: 'VALIDATION.INVALID_INPUT' });
    return;
  }
  logger.error({ err: error, method: req.method, path: req.path }, 'Internal error');
  res.status(500).json({ message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' });
};
