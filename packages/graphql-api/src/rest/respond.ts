import {
  checkAccess,
  runUseCase,
  type AppError,
  type RequestContext,
  type UploadAdmission,
  type UseCase,
} from '@cobuy/application';
import type { Result } from '@cobuy/domain';
import type { Request, RequestHandler, Response } from 'express';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Authenticate } from '../http/request-context.js';
import { buildRequestContext } from '../http/request-context.js';
import { HTTP_STATUS_BY_CODE, toErrorBody } from '../http/error-status.js';
import { LANGUAGE_LOCAL } from '../http/localized-errors.js';
import { checkMultipartHeaders, discardRestOfUpload, type MultipartOptions } from '../http/multipart.js';
import type { UploadGate } from '../http/upload-gate.js';
import { gatherRequestInput, multipartSpecOf, type FileDownload, type InputSources } from './rest-route.js';
import { logger } from '../observability/log.js';

export interface RouteOptions<O> {
  /** Status of a successful answer (201 for creations). */
  readonly status?: number;
  /** Shapes the use case's result into the JSON body. */
  readonly present?: (output: O) => unknown;
  /** A list that pages: its next page's cursor, sent as `X-Next-Cursor` and `Link: <…>; rel="next"`. */
  readonly nextCursor?: (output: O) => string | null;
  /** `file`: the (presented) result is a `FileDownload`, sent as the file itself. */
  readonly respondWith?: 'json' | 'file';
  /** Upload slots and body deadlines, for a multipart route (none: no caps, no deadline). */
  readonly uploads?: UploadGate;
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

function fileHeaders(res: Response, file: FileDownload, byteSize: number): void {
  const inline = INLINE_TYPES.includes(file.contentType);
  res.status(200);
  const keepType = inline || DOWNLOAD_TYPES.includes(file.contentType);
  res.setHeader('Content-Type', keepType ? file.contentType : 'application/octet-stream');
  if (file.truncated) res.setHeader('X-Truncated', 'true');
  res.setHeader('Content-Length', String(byteSize));
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader(
    'Content-Disposition',
    `${inline ? 'inline' : 'attachment'}; filename="${headerFileName(file.downloadName)}"`,
  );
  // An immutable file (a public image: its id never names other bytes) may be kept by every cache for a year;
  // everything else is private and kept by none.
  res.setHeader('Cache-Control', file.immutable ? 'public, max-age=31536000, immutable' : 'no-store');
  res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
}

/**
 * Sends a file: the stored type, never sniffed (`nosniff`), never cached unless immutable, and under a CSP that
 * lets it run nothing (`sandbox`: a PDF's script or an image's markup cannot act for the site). Shown
 * inline only when the type is one we accept for documents; anything else is a download. A file read as it
 * streams is sent at the client's pace; its first piece is read before any header, so a file that does not
 * open is a 500, and a failure later cuts the answer short (shorter than its Content-Length).
 */
async function sendFile(res: Response, file: FileDownload): Promise<void> {
  if (file.content instanceof Uint8Array) {
    const body = Buffer.from(file.content.buffer, file.content.byteOffset, file.content.byteLength);
    fileHeaders(res, file, body.byteLength);
    res.end(body);
    return;
  }
  const pieces = file.content[Symbol.asyncIterator]();
  const first = await pieces.next();
  fileHeaders(res, file, file.byteSize ?? 0);
  async function* all(): AsyncGenerator<Uint8Array> {
    if (!first.done) yield first.value;
    for (let next = await pieces.next(); !next.done; next = await pieces.next()) yield next.value;
  }
  await pipeline(Readable.from(all()), res).catch((error: unknown) => {
    // The client went away, or a later piece did not open: the answer is already cut short.
    if ((error as { code?: string }).code !== 'ERR_STREAM_PREMATURE_CLOSE') {
      logger.error({ err: error }, `Sending ${file.downloadName} failed`);
    }
  });
}

function sendError(res: Response, error: AppError): void {
  const retryAfter = error.details?.retryAfterSeconds;
  if (typeof retryAfter === 'number') res.setHeader('Retry-After', String(Math.max(1, Math.ceil(retryAfter))));
  res.status(HTTP_STATUS_BY_CODE[error.code]).json(toErrorBody(error));
}

/** Answers a request refused before its body was read, then drops (boundedly) what the client still sends. */
function refuseUnread(req: Request, res: Response, error: AppError): void {
  sendError(res, error);
  discardRestOfUpload(req, res);
}

/** The address of the next page: this request's, with `cursor` set to the next page's (other parameters kept). */
function nextPageLink(req: Request, cursor: string): string {
  const url = new URL(req.originalUrl, 'http://server.invalid');
  url.searchParams.set('cursor', cursor);
  return `${url.pathname}${url.search}`;
}

async function answer<O>(
  req: Request,
  res: Response,
  result: Result<O, AppError>,
  options: RouteOptions<O>,
): Promise<void> {
  if (!result.ok) {
    sendError(res, result.error);
    return;
  }
  const next = options.nextCursor?.(result.value);
  if (next) {
    res.setHeader('X-Next-Cursor', next);
    res.setHeader('Link', `<${nextPageLink(req, next)}>; rel="next"`);
  }
  const body = options.present ? options.present(result.value) : result.value;
  if (options.respondWith === 'file') await sendFile(res, body as FileDownload);
  else if (body === undefined) res.status(options.status ?? 204).end();
  else res.status(options.status ?? 200).json(body);
}

/** Whose slots an upload counts against: the signed-in user, else the address. */
const callerOf = (ctx: RequestContext, req: Request): string =>
  ctx.actor ? `user:${ctx.actor.userId}` : `ip:${req.ip ?? 'unknown'}`;

/**
 * An upload, in the order that keeps a refused one cheap (docs/kyc.md): the headers (type, declared length),
 * then the use case's admission (its rate limit and state: `admitUpload`), then a slot (per caller and per
 * process), each refusal answered before a byte of the body is read; only then is the body read, each file
 * going to the admission as it arrives, within the body deadlines. The slot is given back and the admission
 * closed (deleting whatever was staged and not kept) before the answer goes out.
 */
async function handleUpload<I, O>(
  req: Request,
  res: Response,
  ctx: RequestContext,
  useCase: UseCase<I, O>,
  sources: InputSources,
  options: RouteOptions<O>,
): Promise<void> {
  const headersRefused = checkMultipartHeaders(req, multipartSpecOf(sources.multipart!));
  if (headersRefused) return refuseUnread(req, res, headersRefused);
  let admission: UploadAdmission | undefined;
  if (useCase.admitUpload) {
    const admitted = await useCase.admitUpload(ctx);
    if (!admitted.ok) return refuseUnread(req, res, admitted.error);
    admission = admitted.value;
  }
  const slot = options.uploads?.enter(callerOf(ctx, req));
  if (slot && !slot.ok) {
    await admission?.close({ bodyRead: false });
    return refuseUnread(req, res, slot.error);
  }
  const limits = options.uploads?.limits;
  const upload: MultipartOptions = {
    ...(admission ? { receive: (field, file) => admission.receive(field, file) } : {}),
    ...(limits ? { timeouts: { bodyMs: limits.bodyTimeoutMs, idleMs: limits.idleTimeoutMs } } : {}),
  };
  let result: Result<O, AppError>;
  let bodyRefused: boolean;
  try {
    const gathered = await gatherRequestInput(sources, req, upload);
    bodyRefused = !gathered.ok;
    result = gathered.ok ? await runUseCase(useCase, { ...ctx, upload: admission }, gathered.value) : gathered;
  } catch (error) {
    // Answered 500 by the error handler; what the client still sends is dropped meanwhile.
    discardRestOfUpload(req, res);
    throw error;
  } finally {
    if (slot?.ok) slot.value.release();
    await admission?.close({ bodyRead: true }).catch((error: unknown) => {
      // The staged files are left to the periodic clean-up (PurgeAbandonedUploads).
      logger.error({ err: error }, 'Closing an upload admission failed');
    });
  }
  // A body refused part-way (a file over the limit or of the wrong type, too slow): the rest is not read.
  // Set up before the answer, which it must see finish.
  if (bodyRefused) discardRestOfUpload(req, res);
  await answer(req, res, result, options);
}

/**
 * A REST handler is: check access, gather raw input from the request, run one use case, send its result or
 * its error. No business rule lives here. Access is checked before the input is gathered, so an upload
 * from someone who may not make the call is never read.
 */
export function restHandler<I, O>(
  authenticate: Authenticate,
  useCase: UseCase<I, O>,
  sources: InputSources,
  options: RouteOptions<O> = {},
): RequestHandler {
  return async (req: Request, res: Response) => {
    const ctx: RequestContext = await buildRequestContext({ headers: req.headers, ip: req.ip }, authenticate);
    // Its errors are answered in the language of the signed-in user (localizeErrorBodies).
    res.locals[LANGUAGE_LOCAL] = ctx.language;
    const denied = checkAccess(useCase, ctx);
    // An upload from someone who may not make the call is not read (beyond a bounded discard).
    if (denied) return refuseUnread(req, res, denied);
    if (sources.multipart) return handleUpload(req, res, ctx, useCase, sources, options);
    const gathered = await gatherRequestInput(sources, req);
    if (!gathered.ok) return refuseUnread(req, res, gathered.error);
    await answer(req, res, await runUseCase(useCase, ctx, gathered.value), options);
  };
}
