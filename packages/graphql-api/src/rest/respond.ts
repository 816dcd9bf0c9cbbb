import { checkAccess, runUseCase, type AppError, type RequestContext, type UseCase } from '@cobuy/application';
import type { Result } from '@cobuy/domain';
import type { Request, RequestHandler, Response } from 'express';
import type { Authenticate } from '../http/request-context.js';
import { buildRequestContext } from '../http/request-context.js';
import { HTTP_STATUS_BY_CODE, toErrorBody } from '../http/error-status.js';
import { discardRestOfUpload } from '../http/multipart.js';
import type { FileDownload } from './rest-route.js';

export interface RouteOptions<O> {
  /** Status of a successful answer (201 for creations). */
  readonly status?: number;
  /** Shapes the use case's result into the JSON body. */
  readonly present?: (output: O) => unknown;
  /** `file`: the (presented) result is a `FileDownload`, sent as the file itself. */
  readonly respondWith?: 'json' | 'file';
}

/** The types a stored document may have, all safe to show in the browser (under the headers below). */
const INLINE_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'application/pdf'];

/**
 * Types kept as they are although not shown inline: files the server writes itself (the audit CSV export),
 * never uploaded ones, and always sent as a download.
 */
const DOWNLOAD_TYPES: readonly string[] = ['text/csv; charset=utf-8'];

/** A header-safe file name: ASCII letters, digits, dot, dash and underscore only. */
const headerFileName = (name: string): string => name.replace(/[^A-Za-z0-9._-]/g, '_').slice(0, 100) || 'download';

/**
 * Sends a file: the stored type, never sniffed (`nosniff`), never cached unless immutable, and under a CSP that
 * lets it run nothing (`sandbox`: a PDF's script or an image's markup cannot act for the site). Shown
 * inline only when the type is one we accept for documents; anything else is a download.
 */
function sendFile(res: Response, file: FileDownload): void {
  const body = Buffer.from(file.content.buffer, file.content.byteOffset, file.content.byteLength);
  const inline = INLINE_TYPES.includes(file.contentType);
  res.status(200);
  const keepType = inline || DOWNLOAD_TYPES.includes(file.contentType);
  res.setHeader('Content-Type', keepType ? file.contentType : 'application/octet-stream');
  if (file.truncated) res.setHeader('X-Truncated', 'true');
  res.setHeader('Content-Length', String(body.byteLength));
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader(
    'Content-Disposition',
    `${inline ? 'inline' : 'attachment'}; filename="${headerFileName(file.downloadName)}"`,
  );
  // An immutable file (a public image: its id never names other bytes) may be kept by every cache for a year;
  // everything else is private and kept by none.
  res.setHeader('Cache-Control', file.immutable ? 'public, max-age=31536000, immutable' : 'no-store');
  res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
  res.end(body);
}

function sendError(res: Response, error: AppError): void {
  const retryAfter = error.details?.retryAfterSeconds;
  if (typeof retryAfter === 'number') res.setHeader('Retry-After', String(Math.max(1, Math.ceil(retryAfter))));
  res.status(HTTP_STATUS_BY_CODE[error.code]).json(toErrorBody(error));
}

/**
 * A REST handler is: check access, gather raw input from the request, run one use case, send its result or
 * its error. No business rule lives here. Access is checked before the input is gathered, so an upload
 * from someone who may not make the call is never read.
 */
export function restHandler<I, O>(
  authenticate: Authenticate,
  useCase: UseCase<I, O>,
  input: (req: Request) => Promise<Result<unknown, AppError>>,
  options: RouteOptions<O> = {},
): RequestHandler {
  return async (req: Request, res: Response) => {
    const ctx: RequestContext = await buildRequestContext({ headers: req.headers, ip: req.ip }, authenticate);
    const denied = checkAccess(useCase, ctx);
    if (denied) {
      sendError(res, denied);
      // An upload from someone who may not make the call is not read (beyond a bounded discard).
      discardRestOfUpload(req, res);
      return;
    }
    const gathered = await input(req);
    if (!gathered.ok) {
      sendError(res, gathered.error);
      // An upload refused part-way (a file over the limit, a part of the wrong type): the rest is not read.
      discardRestOfUpload(req, res);
      return;
    }
    const result = await runUseCase(useCase, ctx, gathered.value);
    if (!result.ok) {
      sendError(res, result.error);
      return;
    }
    const body = options.present ? options.present(result.value) : result.value;
    if (options.respondWith === 'file') sendFile(res, body as FileDownload);
    else if (body === undefined) res.status(options.status ?? 204).end();
    else res.status(options.status ?? 200).json(body);
  };
}
