import type { RequestHandler } from 'express';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { correlationIdFrom, requestLineLogger, withCorrelation, type Correlation } from './log.js';

/** Probes arrive every few seconds from the orchestrator: their lines are debug, not info. */
const PROBES = new Set(['/healthz', '/readyz']);

/** Called with every finished request (the metrics count it); the route is a template, never the raw path. */
export type RequestObserver = (request: FinishedRequest) => void;

export interface FinishedRequest {
  readonly method: string;
  readonly route: string;
  readonly operation: string | undefined;
  readonly status: number;
  readonly seconds: number;
}

/** The correlation each request runs under, once opened (by the GraphQL front door or the first middleware). */
const opened = new WeakMap<IncomingMessage, Correlation>();

/**
 * Opens the request's correlation (a sane incoming `X-Request-Id` or `X-Correlation-Id`, else a new id), returns
 * it as `X-Request-Id`, and writes one line when the answer is finished or cut: method, route template, status,
 * duration, user id, correlation id. A request is watched once: asked again (the GraphQL front door hands a
 * request on to Express), this gives the correlation already open.
 */
export function watchRequest(req: IncomingMessage, res: ServerResponse, observe?: RequestObserver): Correlation {
  const open = opened.get(req);
  if (open) return open;
  const id = correlationIdFrom(req.headers['x-request-id'] ?? req.headers['x-correlation-id']);
  const correlation: Correlation = { id };
  opened.set(req, correlation);
  res.setHeader('X-Request-Id', id);
  const started = performance.now();
  res.once('close', () => {
    const ms = performance.now() - started;
    // Express's matched route, when Express answered (the front door names its route on the correlation).
    const { route: expressRoute, baseUrl } = req as { route?: { path: string }; baseUrl?: string };
    const route = correlation.route ?? (expressRoute ? `${baseUrl}${String(expressRoute.path)}` : '(other)');
    const status = res.statusCode;
    const method = req.method ?? '';
    observe?.({ method, route, operation: correlation.operation, status, seconds: ms / 1000 });
    // Written field by field in the line's order: no spread copies on every request.
    const line: Record<string, string | number | boolean> = { correlationId: id, method, route };
    if (correlation.operation) line.operation = correlation.operation;
    line.status = status;
    line.durationMs = Math.round(ms * 10) / 10;
    if (correlation.userId) line.userId = correlation.userId;
    if (!res.writableFinished) line.aborted = true;
    // Fixed fields, none a secret: written without pino's redaction (log.ts, `requestLineLogger`).
    if (status >= 500) requestLineLogger.error(line, 'request');
    else if (PROBES.has(route)) requestLineLogger.debug(line, 'request');
    else requestLineLogger.info(line, 'request');
  });
  return correlation;
}

/**
 * The first middleware: watches the request (`watchRequest`) and runs the rest of the chain inside its
 * correlation.
 */
export function requestLog(observe?: RequestObserver): RequestHandler {
  return (req, res, next) => {
    const correlation = watchRequest(req, res, observe);
    res.locals.correlation = correlation;
    withCorrelation(correlation, next);
  };
}

/**
 * Re-enters the request's correlation. A body parser calls `next` from its stream's events, outside the
 * AsyncLocalStorage the first middleware opened; placed right after it, this gives the rest the correlation back.
 */
export const keepCorrelation: RequestHandler = (_req, res, next) => {
  const correlation = res.locals.correlation as Correlation | undefined;
  if (correlation) withCorrelation(correlation, next);
  else next();
};

/** Names the route of the request (the template, `/api/projects/:id`) for its line and the metrics. */
export const routeNamed =
  (route: string): RequestHandler =>
  (_req, res, next) => {
    const correlation = res.locals.correlation as Correlation | undefined;
    if (correlation) correlation.route = route;
    next();
  };
