import type { ErrorCode, UseCase } from '@cobuy/application';
import type { Request } from 'express';
import type { z } from 'zod';
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
  /** Shapes the use case's result into the JSON body. */
  readonly present: (output: unknown) => unknown;
  readonly summary: string;
  readonly description?: string;
  readonly tags: readonly string[];
  readonly response: { readonly description: string; readonly schema: z.ZodType };
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
  readonly summary: string;
  readonly description?: string;
  readonly tags: readonly string[];
  /** The schema must describe what `present` returns (checked by the compiler, and against real answers in tests). */
  readonly response: { readonly description: string; readonly schema: z.ZodType<NoInfer<R>> };
  readonly errors?: readonly ErrorCode[];
}

/** Checks one table entry's types (input, output, presenter, response schema), then stores it untyped. */
export function defineRoute<I, O, R>(route: RouteDefinition<I, O, R>): RestRoute {
  return route as unknown as RestRoute;
}

/** Returns the use case's result as it is, for calls whose result already is the wire shape. */
export const asIs = <T>(output: T): T => output;

/** The body fields a route lists by name (none when it takes the whole body or no body). */
export const listedBodyFields = (sources: InputSources): readonly string[] =>
  sources.body === undefined || sources.body === 'all' ? [] : sources.body;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Builds the raw input a use case validates from the request, as `sources` says. Validation is the use case's. */
export function gatherInput(sources: InputSources, req: Request): unknown {
  const only = !sources.path && !sources.query && !sources.bearerToken;
  // The body as sent, so a body that is not an object gets the schema's own error.
  if (sources.body === 'all' && only) return req.body;
  const body = isPlainObject(req.body) ? req.body : {};
  // Spread, not Object.assign: a "__proto__" key in JSON stays a plain property.
  const input: Record<string, unknown> = sources.body === 'all' ? { ...body } : {};
  for (const field of listedBodyFields(sources)) input[field] = body[field];
  for (const [field, param] of Object.entries(sources.path ?? {})) input[field] = req.params[param];
  // Repeated parameters (?a=1&a=2) arrive as arrays, which validation refuses.
  for (const field of sources.query ?? []) input[field] = req.query[field];
  if (sources.bearerToken) input[sources.bearerToken] = bearerToken(req.headers);
  return input;
}
