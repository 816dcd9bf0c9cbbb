import { runUseCase, type RequestContext, type UseCase } from '@cobuy/application';
import type { Request, RequestHandler, Response } from 'express';
import type { Authenticate } from '../http/request-context.js';
import { buildRequestContext } from '../http/request-context.js';
import { HTTP_STATUS_BY_CODE, toErrorBody } from '../http/error-status.js';

export interface RouteOptions<O> {
  /** Status of a successful answer (201 for creations). */
  readonly status?: number;
  /** Shapes the use case's result into the JSON body. */
  readonly present?: (output: O) => unknown;
}

/**
 * A REST handler is: gather raw input from the request, run one use case, send its result or its error.
 * No business rule lives here.
 */
export function restHandler<I, O>(
  authenticate: Authenticate,
  useCase: UseCase<I, O>,
  input: (req: Request) => unknown,
  options: RouteOptions<O> = {},
): RequestHandler {
  return async (req: Request, res: Response) => {
    const ctx: RequestContext = await buildRequestContext({ headers: req.headers, ip: req.ip }, authenticate);
    const result = await runUseCase(useCase, ctx, input(req));
    if (!result.ok) {
      const retryAfter = result.error.details?.retryAfterSeconds;
      if (typeof retryAfter === 'number') res.setHeader('Retry-After', String(Math.max(1, Math.ceil(retryAfter))));
      res.status(HTTP_STATUS_BY_CODE[result.error.code]).json(toErrorBody(result.error));
      return;
    }
    const body = options.present ? options.present(result.value) : result.value;
    if (body === undefined) res.status(options.status ?? 204).end();
    else res.status(options.status ?? 200).json(body);
  };
}
