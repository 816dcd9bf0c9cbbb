import type { AppError, ErrorCode, UseCase } from '@cobuy/application';
import { ok, type Result } from '@cobuy/domain';
import type { Request } from 'express';
import type { z } from 'zod';
import {
  MAX_UPLOAD_FILE_BYTES,
  parseMultipart,
  type MultipartOptions,
  type MultipartSpec,
  type UploadKind,
} from '../http/multipart.js';
import { bearerToken } from '../http/request-context.js';

type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * Where each field of a use case's input comes from. Declared, not coded, so the OpenAPI document can say
 * the same thing the router does: a field is a path parameter, a query parameter, a body property or the
 * bearer token, and every field of the input schema has exactly one source (checked at start-up).
 */
export interface InputSources {
  /** Input field → the `:name` of the path parameter that carries it. */
  readonly path?: Readonly<Record<string, string>>;
  /** Input fields read from the query string, one parameter of the same name each. */
  readonly query?: readonly string[];
  /** `'all'`: the JSON body holds every other field; a list: only these fields are read from the body. */
  readonly body?: 'all' | readonly string[];
  /** The input field that receives the request's bearer token (never documented as a parameter). */
  readonly bearerToken?: string;
  /**
   * A multipart/form-data body (an upload) instead of JSON: its text fields arrive as strings, each file as
   * `{ content, contentType, fileName }` with the type decided from its bytes (http/multipart.ts), or as the
   * use case's own upload admission received it (a staged file) when it has one (`UseCase.admitUpload`).
   */
  readonly multipart?: MultipartSource;
  /**
   * The body exactly as its bytes arrived, base64, into this field (a signed webhook: the signature covers the
   * raw bytes, so it is captured before any JSON parsing, at most `maxBytes`).
   */
  readonly rawBody?: { readonly field: string; readonly maxBytes: number };
  /** Input field → the request header that carries it. */
  readonly headers?: Readonly<Record<string, string>>;
}

interface MultipartSource {
  /** The text fields read from the form. */
  readonly fields: readonly string[];
  /** The file fields and what each accepts (`image`: JPEG, PNG, WebP; `image-or-pdf`: those or a PDF; `public-image`: JPEG, PNG, WebP, AVIF). */
  readonly files: Readonly<Record<string, UploadKind>>;
  /** The largest file accepted; 10 MB unless set. */
  readonly maxFileBytes?: number;
}

/** What a use case returns for a call that answers with a file (`respondWith: 'file'`). */
export interface FileDownload {
  /** The bytes, whole or as they are read (then `byteSize` says how many, sent as Content-Length). */
  readonly content: Uint8Array | AsyncIterable<Uint8Array>;
  readonly byteSize?: number;
  /** Sent as Content-Type: the type decided from the bytes when the file was stored. */
  readonly contentType: string;
  /** The name offered in Content-Disposition (never the name the file was uploaded under). */
  readonly downloadName: string;
  /** The file holds only part of what was asked (an export cut at its row limit): sent as `X-Truncated: true`. */
  readonly truncated?: boolean;
  /** Its id never names other bytes (a public image): sent as cacheable by anyone for a year. */
  readonly immutable?: boolean;
}

/** One REST call: the route, the use case it runs, how its input is gathered, and its documentation. */
export interface RestRoute {
  readonly method: HttpMethod;
  /** Below /api, in Express syntax: `/projects/:id`. */
  readonly path: string;
  readonly useCase: UseCase<unknown, unknown>;
  readonly input: InputSources;
  /** Status of a successful answer (200 unless set; 201 for creations). */
  readonly status?: number;
  /** `file`: the use case returns a `FileDownload`, sent as the file itself with safe headers. JSON otherwise. */
  readonly respondWith?: 'json' | 'file';
  /** Shapes the use case's result into the JSON body. */
  readonly present: (output: unknown) => unknown;
  /**
   * A list that pages (docs/api.md, "Lists that page"): the cursor that continues it, or null on its last page.
   * Sent as `X-Next-Cursor` and as a `Link: <…>; rel="next"` header, so the body keeps the spec's array shape.
   */
  readonly nextCursor?: (output: unknown) => string | null;
  readonly summary: string;
  readonly description?: string;
  /** The OpenAPI operationId, when two routes share a use case (otherwise it comes from the use case's name). */
  readonly operationId?: string;
  readonly tags: readonly string[];
  /** For a file answer, `schema` is not used (the document says binary, of `contentType`). */
  readonly response: { readonly description: string; readonly schema: z.ZodType; readonly contentType?: string };
  /**
   * Codes this call can answer besides the ones every call of its kind can (bad input; 401/403 from its
   * access rule). They are documented under their HTTP status.
   */
  readonly errors?: readonly ErrorCode[];
}

export interface RouteDefinition<I, O, R> {
  readonly method: HttpMethod;
  readonly path: string;
  readonly useCase: UseCase<I, O>;
  readonly input: InputSources;
  readonly status?: number;
  readonly present: (output: O) => R;
  /** A list that pages: the cursor of its next page, sent as headers (see RestRoute). */
  readonly nextCursor?: (output: O) => string | null;
  readonly summary: string;
  readonly description?: string;
  /** The OpenAPI operationId, when two routes share a use case (otherwise it comes from the use case's name). */
  readonly operationId?: string;
  readonly tags: readonly string[];
  /** The schema must describe what `present` returns (checked by the compiler, and against real answers in tests). */
  readonly response: { readonly description: string; readonly schema: z.ZodType<NoInfer<R>> };
  readonly errors?: readonly ErrorCode[];
}

/** Checks one table entry's types (input, output, presenter, response schema), then stores it untyped. */
export function defineRoute<I, O, R>(route: RouteDefinition<I, O, R>): RestRoute {
  return route as unknown as RestRoute;
}

/** A call that answers with a file: its use case returns a `FileDownload`. */
export interface FileRouteDefinition<I> {
  readonly method: HttpMethod;
  readonly path: string;
  readonly useCase: UseCase<I, FileDownload>;
  readonly input: InputSources;
  readonly summary: string;
  readonly description?: string;
  /** The OpenAPI operationId, when two routes share a use case (otherwise it comes from the use case's name). */
  readonly operationId?: string;
  readonly tags: readonly string[];
  /** `contentType`: what the document says the file is (application/octet-stream unless set). */
  readonly response: { readonly description: string; readonly contentType?: string };
  readonly errors?: readonly ErrorCode[];
}

/** A table entry whose answer is a file (sent by `sendFile` in respond.ts, documented as binary). */
export function defineFileRoute<I>(route: FileRouteDefinition<I>): RestRoute {
  return {
    ...(route as unknown as Omit<RestRoute, 'present' | 'response'>),
    respondWith: 'file',
    present: asIs,
    response: { ...route.response, schema: fileDownloadSchema },
  };
}

/** Never used to build the document (a file answer is documented as binary); present for the route's type. */
const fileDownloadSchema = {} as z.ZodType;

/** Returns the use case's result as it is, for calls whose result already is the wire shape. */
export const asIs = <T>(output: T): T => output;

/** The body fields a route lists by name (none when it takes the whole body or no body). */
export const listedBodyFields = (sources: InputSources): readonly string[] =>
  sources.body === undefined || sources.body === 'all' ? [] : sources.body;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The parser's description of a route's form. */
export const multipartSpecOf = (form: MultipartSource): MultipartSpec => ({
  fields: form.fields,
  files: form.files,
  maxFileBytes: form.maxFileBytes ?? MAX_UPLOAD_FILE_BYTES,
});

/**
 * Builds the raw input a use case validates from the request, as `sources` says. Validation is the use
 * case's. A multipart route's form is read first (and may be refused: a file too large or of the wrong
 * type, an unexpected part, a body too slow); its text fields and files then join the path, query and token
 * fields. `upload` says where its files go as they stream, and how long the body may take.
 */
export async function gatherRequestInput(
  sources: InputSources,
  req: Request,
  upload: MultipartOptions = {},
): Promise<Result<unknown, AppError>> {
  const form = sources.multipart;
  if (!form) return ok(gatherFrom(sources, req, req.body));
  const parsed = await parseMultipart(req, multipartSpecOf(form), upload);
  if (!parsed.ok) return parsed;
  return ok(gatherFrom({ ...sources, body: 'all' }, req, { ...parsed.value.fields, ...parsed.value.files }));
}

function gatherFrom(sources: InputSources, req: Request, requestBody: unknown): unknown {
  if (sources.rawBody) {
    const input: Record<string, unknown> = {
      [sources.rawBody.field]: Buffer.isBuffer(requestBody) ? requestBody.toString('base64') : '',
    };
    for (const [field, header] of Object.entries(sources.headers ?? {})) input[field] = req.get(header);
    return input;
  }
  const only = !sources.path && !sources.query && !sources.bearerToken && !sources.headers;
  // The body as sent, so a body that is not an object gets the schema's own error.
  if (sources.body === 'all' && only) return requestBody;
  const body = isPlainObject(requestBody) ? requestBody : {};
  // Spread, not Object.assign: a "__proto__" key in JSON stays a plain property.
  const input: Record<string, unknown> = sources.body === 'all' ? { ...body } : {};
  for (const field of listedBodyFields(sources)) input[field] = body[field];
  for (const [field, param] of Object.entries(sources.path ?? {})) input[field] = req.params[param];
  // Repeated parameters (?a=1&a=2) arrive as arrays, which validation refuses.
  for (const field of sources.query ?? []) input[field] = req.query[field];
  if (sources.bearerToken) input[sources.bearerToken] = bearerToken(req.headers);
  for (const [field, header] of Object.entries(sources.headers ?? {})) input[field] = req.get(header);
  return input;
}
