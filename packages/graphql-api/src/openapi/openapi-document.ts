import { idInput, moneyInput, percentageInput, type ErrorCode } from '@cobuy/application';
import { z } from 'zod';
import { HTTP_STATUS_BY_CODE } from '../http/error-status.js';
import { MAX_UPLOAD_FILE_BYTES, type UploadKind } from '../http/multipart.js';
import { listedBodyFields, type RestRoute } from '../rest/rest-route.js';
import { errorJson } from './response.schemas.js';

/**
 * Builds the OpenAPI 3.1 document of the REST facade from the route table (rest/api.routes.ts): request
 * parameters and bodies from each use case's zod input schema (`z.toJSONSchema`, input side), placed
 * where the route gathers them; answers from the route's response schema; errors from its access rule and
 * the codes it declares. Built once at start-up; a table entry that does not fit its schema (a field
 * gathered from nowhere, a path parameter no field uses) stops the server from starting.
 */

type JsonSchema = { [key: string]: unknown };
type Operation = { [key: string]: unknown };

export interface OpenApiDocument {
  readonly openapi: string;
  readonly info: { readonly title: string; readonly version: string; readonly description: string };
  readonly servers: readonly { readonly url: string; readonly description: string }[];
  readonly tags: readonly { readonly name: string; readonly description: string }[];
  /** Path → method → operation, and the path's own `description` where it needs one. */
  readonly paths: Record<string, Record<string, unknown>>;
  readonly components: Record<string, Record<string, unknown>>;
}

/** Below /api, where the document itself is served. */
export const OPENAPI_PATH = '/openapi.json';
const API_PREFIX = '/api';

const TAGS: Readonly<Record<string, string>> = {
  Catalog: 'Projects, units, developers, currencies and the calculator: public reads',
  Accounts: 'Sign-up, sign-in, sessions, password reset, roles',
  Contact: 'The contact form',
  Statements: "An investor's sale and yearly statements (PDF)",
  Goals: "An investor's financial goals: only their owner's (admins may read them)",
  Audit: 'The audit trail: every admin action and money or ownership transition (admins only)',
  'Mail settings': 'The account that sends platform mail and receives contact messages (admins only)',
  'Chat leads': "Visitors the site's assistant talked to, and marking them contacted (admins only)",
  'Content translations':
    "Dynamic text in the investor's language (stored, then machine-translated, then the original), and the " +
    'translations admins keep',
  Meta: 'This document',
};

/**
 * Ids, money and percentages are parsed by code (transforms), which JSON Schema cannot see into; this says
 * what they accept. Registry lookups follow zod's clones, so a refined or optional `moneyInput` counts too.
 */
const INPUT_VALUE_TYPES = z.registry<{ type: string[]; description: string }>();
INPUT_VALUE_TYPES.add(idInput, {
  type: ['integer', 'string'],
  description: 'A positive integer id (in a body, a number or its digits as a string)',
});
INPUT_VALUE_TYPES.add(moneyInput, {
  type: ['number', 'string'],
  description: 'An amount (USD): a number or a decimal string, at most two decimals, not negative',
});
INPUT_VALUE_TYPES.add(percentageInput, {
  type: ['number', 'string'],
  description: 'A percentage: a number or a decimal string, at most two decimals',
});

const STATUS_MEANING: Readonly<Record<number, string>> = {
  400: 'Bad input: `fields` names each field and the reason',
  401: 'Not signed in (no token, or an unknown, expired or revoked one), or wrong credentials',
  403: 'Signed in, but not allowed',
  404: 'Not found',
  409: 'Conflicts with the current data',
  413: 'The request body is over 100 KB',
  415: 'The body is not multipart/form-data',
  422: 'Understood, but refused by a third party (see `details.reason`)',
  429: 'Too many attempts: try again after `Retry-After` seconds',
  408: 'The upload did not arrive in time (the connection is closed)',
  503: 'Busy: try again after `Retry-After` seconds',
};

const megabytes = (bytes: number): string => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

/** How a file field of a multipart body is documented: binary, with what it accepts. */
function fileProperty(kind: UploadKind, maxFileBytes: number): JsonSchema {
  const types = kind === 'image' ? 'a JPEG, PNG or WebP image' : 'a JPEG, PNG or WebP image or a PDF';
  return {
    type: 'string',
    format: 'binary',
    description: `${types}, at most ${megabytes(maxFileBytes)}; the type is read from the bytes, not the name`,
  };
}

/** The headers every file answer carries (rest/respond.ts, sendFile). */
const FILE_HEADERS = {
  'Content-Disposition': {
    description: '`inline; filename="<name>"`, the name chosen by the server, never the uploaded one',
    schema: { type: 'string' },
  },
  'X-Content-Type-Options': { description: 'Always `nosniff`', schema: { type: 'string' } },
  'Content-Security-Policy': {
    description: "`default-src 'none'; sandbox`: the file can run nothing",
    schema: { type: 'string' },
  },
  'Cache-Control': { description: 'Always `no-store`', schema: { type: 'string' } },
  'X-Truncated': {
    description: '`true` when the file holds only part of what matched (an export cut at its row limit)',
    schema: { type: 'string' },
  },
};

/** The headers of a list that pages (rest/respond.ts; docs/api.md, "Lists that page"). */
const PAGE_HEADERS = {
  'X-Next-Cursor': {
    description:
      'Present when more rows follow this page: send it back as `cursor` (with the same filters) for the next page',
    schema: { type: 'string' },
  },
  Link: {
    description: 'Present when more rows follow: `<this path with cursor=…>; rel="next"` (RFC 8288)',
    schema: { type: 'string' },
  },
};

/** `anyForCustom`: a value only code can check (an uploaded file) becomes `{}`, for the caller to describe. */
function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output', where: string, anyForCustom = false): JsonSchema {
  let json: JsonSchema;
  try {
    json = z.toJSONSchema(schema, {
      io,
      ...(anyForCustom ? { unrepresentable: 'any' as const } : {}),
      override: (ctx) => {
        const node = ctx.jsonSchema;
        const valueType = INPUT_VALUE_TYPES.get(ctx.zodSchema);
        if (valueType) Object.assign(node, valueType);
        // z.int()'s safe-integer bounds say nothing to a reader.
        if (node.minimum === Number.MIN_SAFE_INTEGER) delete node.minimum;
        if (node.maximum === Number.MAX_SAFE_INTEGER) delete node.maximum;
        // An answer may gain fields without breaking clients: describe what it has, not what it may never have.
        if (io === 'output' && node.additionalProperties === false) delete node.additionalProperties;
      },
    }) as JsonSchema;
  } catch (error) {
    throw new Error(`${where}: its ${io} schema has no JSON Schema form`, { cause: error });
  }
  delete json.$schema;
  // Inline schemas only: a $ref inside would point into this schema, not into the document.
  if (/"\$(ref|defs)"/.test(JSON.stringify(json))) throw new Error(`${where}: the schema needs $ref, not supported`);
  return json;
}

const pathParams = (expressPath: string): string[] => [...expressPath.matchAll(/:(\w+)/g)].map((m) => m[1]!);
const toOpenApiPath = (expressPath: string): string => API_PREFIX + expressPath.replace(/:(\w+)/g, '{$1}');
const operationIdOf = (route: RestRoute): string => {
  if (route.operationId) return route.operationId;
  const last = route.useCase.name.split('.').pop()!;
  return last.charAt(0).toLowerCase() + last.slice(1);
};

function errorResponses(
  route: RestRoute,
  takesInput: boolean,
  body: 'json' | 'multipart' | null,
): Record<string, unknown> {
  const codesByStatus = new Map<number, string[]>();
  const add = (status: number, code: string) => {
    const codes = codesByStatus.get(status) ?? [];
    if (!codes.includes(code)) codes.push(code);
    codesByStatus.set(status, codes);
  };
  const { access, ownerOf } = route.useCase;
  if (takesInput) add(400, 'VALIDATION.INVALID_INPUT');
  if (access !== 'public') add(401, 'AUTH.UNAUTHENTICATED');
  if (access === 'admin' || ownerOf) add(403, 'AUTH.FORBIDDEN');
  for (const code of route.errors ?? ([] as ErrorCode[])) add(HTTP_STATUS_BY_CODE[code], code);
  if (body === 'json') add(413, 'REQUEST.TOO_LARGE');
  if (body === 'multipart') {
    add(413, 'UPLOAD.TOO_LARGE');
    add(415, 'UPLOAD.NOT_MULTIPART');
    add(408, 'UPLOAD.TIMEOUT');
    add(429, 'UPLOAD.TOO_MANY_AT_ONCE');
    add(503, 'UPLOAD.BUSY');
  }
  const maxFile = megabytes(route.input.multipart?.maxFileBytes ?? MAX_UPLOAD_FILE_BYTES);
  const meaning = (status: number): string =>
    status === 413 && body === 'multipart' ? `A file is over ${maxFile}` : (STATUS_MEANING[status] ?? 'Refused');
  const responses: Record<string, unknown> = {};
  for (const [status, codes] of [...codesByStatus].sort(([a], [b]) => a - b)) {
    responses[String(status)] = {
      description: `${meaning(status)} (${codes.join(', ')})`,
      ...(status === 429 || status === 503
        ? {
            headers: {
              'Retry-After': {
                description: 'Seconds to wait before trying again',
                schema: { type: 'integer', minimum: 1 },
              },
            },
          }
        : {}),
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    };
  }
  return responses;
}

function operationFor(route: RestRoute): Operation {
  const where = `${route.method.toUpperCase()} ${API_PREFIX}${route.path}`;
  const sources = route.input;
  const form = sources.multipart;
  if (form && sources.body !== undefined) throw new Error(`${where}: a body is either JSON or multipart, not both`);
  const input = jsonSchemaOf(route.useCase.input, 'input', where, form !== undefined);
  if (input.type !== 'object') throw new Error(`${where}: the use case's input is not an object schema`);
  const properties = (input.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((input.required ?? []) as string[]);
  const formFields = form ? [...form.fields, ...Object.keys(form.files)] : [];

  const declared = [
    ...Object.keys(sources.path ?? {}),
    ...(sources.query ?? []),
    ...listedBodyFields(sources),
    ...formFields,
    ...(sources.bearerToken ? [sources.bearerToken] : []),
    ...Object.keys(sources.headers ?? {}),
    ...(sources.rawBody ? [sources.rawBody.field] : []),
  ];
  for (const field of declared) {
    if (!(field in properties))
      throw new Error(`${where}: gathers "${field}", which ${route.useCase.name} does not take`);
  }
  if (new Set(declared).size !== declared.length) throw new Error(`${where}: a field is gathered from two places`);
  const params = pathParams(route.path);
  const usedParams = Object.values(sources.path ?? {});
  if (params.sort().join() !== [...usedParams].sort().join()) {
    throw new Error(
      `${where}: path parameters (${params.join(', ')}) and gathered ones (${usedParams.join(', ')}) differ`,
    );
  }

  const parameters: unknown[] = [];
  for (const [field, param] of Object.entries(sources.path ?? {})) {
    parameters.push({ name: param, in: 'path', required: true, schema: properties[field] });
  }
  for (const field of sources.query ?? []) {
    parameters.push({ name: field, in: 'query', required: required.has(field), schema: properties[field] });
  }
  for (const [field, header] of Object.entries(sources.headers ?? {})) {
    parameters.push({ name: header, in: 'header', required: required.has(field), schema: { type: 'string' } });
  }

  const bodyFields =
    sources.body === 'all'
      ? Object.keys(properties).filter((f) => !declared.includes(f))
      : [...listedBodyFields(sources)];
  const nowhere = Object.keys(properties).filter((f) => !declared.includes(f) && !bodyFields.includes(f));
  if (nowhere.length > 0) throw new Error(`${where}: no source for the input field(s) ${nowhere.join(', ')}`);
  const takesBody = sources.body !== undefined || sources.rawBody !== undefined;
  let requestBody: unknown;
  if (sources.rawBody) {
    requestBody = {
      required: true,
      description: `The provider's JSON as sent, read as raw bytes (at most ${sources.rawBody.maxBytes} bytes).`,
      content: { 'application/json': { schema: { type: 'object', additionalProperties: true } } },
    };
  } else if (form) {
    const maxFileBytes = form.maxFileBytes ?? MAX_UPLOAD_FILE_BYTES;
    const formRequired = formFields.filter((f) => required.has(f));
    const schema: JsonSchema = {
      type: 'object',
      properties: Object.fromEntries([
        ...form.fields.map((f) => [f, properties[f]]),
        ...Object.entries(form.files).map(([f, kind]) => [f, fileProperty(kind, maxFileBytes)]),
      ]),
      ...(formRequired.length > 0 ? { required: formRequired } : {}),
    };
    requestBody = { required: true, content: { 'multipart/form-data': { schema } } };
  } else if (takesBody) {
    const bodyRequired = bodyFields.filter((f) => required.has(f));
    const schema: JsonSchema = {
      type: 'object',
      properties: Object.fromEntries(bodyFields.map((f) => [f, properties[f]])),
      ...(bodyRequired.length > 0 ? { required: bodyRequired } : {}),
    };
    requestBody = { required: bodyRequired.length > 0, content: { 'application/json': { schema } } };
  }

  const status = route.status ?? 200;
  const success =
    route.respondWith === 'file'
      ? {
          description: route.response.description,
          headers: FILE_HEADERS,
          content: {
            [route.response.contentType ?? 'application/octet-stream']: {
              schema: { type: 'string', format: 'binary' },
            },
          },
        }
      : {
          description: route.response.description,
          ...(route.nextCursor ? { headers: PAGE_HEADERS } : {}),
          content: { 'application/json': { schema: jsonSchemaOf(route.response.schema, 'output', where) } },
        };
  const bodyKind = form ? 'multipart' : takesBody ? 'json' : null;
  return {
    operationId: operationIdOf(route),
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    tags: [...route.tags],
    // Public calls say so explicitly (`[]`: no scheme needed), so generators and linters need not guess.
    security: route.useCase.access === 'public' ? [] : [{ bearerAuth: [] }],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses: {
      [String(status)]: success,
      ...errorResponses(route, parameters.length > 0 || bodyKind !== null, bodyKind),
    },
  };
}

/**
 * Two pairs of paths differ only by the name of their parameter. Both names are the product specification's
 * (investor-experience.md, accounts-verification-admin.md), which partners' code already follows, and the
 * URLs a client sends are the same whatever the name; so they stay, each path saying why, and the lint
 * (redocly.yaml, .redocly.lint-ignore.yaml) accepts exactly these four and no other such pair.
 */
const SAME_SHAPE_PATHS: Readonly<Record<string, string>> = {
  '/api/projects/{id}/units':
    "The same URL as POST /api/projects/{projectId}/units: GET reads a project's units by the project's id; " +
    'the parameter keeps the name the investor specification gives it.',
  '/api/projects/{projectId}/units':
    'The same URL as GET /api/projects/{id}/units: POST adds a unit to the project with this id; the parameter ' +
    'keeps the name the admin specification gives it.',
  '/api/financial-goals/{userId}':
    "The same URL shape as /api/financial-goals/{id}, told apart by the method: GET takes the owner's user " +
    "id and lists that user's goals (the specification's path).",
  '/api/financial-goals/{id}':
    'The same URL shape as /api/financial-goals/{userId}, told apart by the method: PUT and DELETE take the ' +
    "goal's own id (the specification's path).",
};

export interface OpenApiOptions {
  /** Where this deployment serves the API (PUBLIC_URL); a relative `/` (the host serving the document) if not given. */
  readonly serverUrl?: string;
}

export function buildOpenApiDocument(routes: readonly RestRoute[], options: OpenApiOptions = {}): OpenApiDocument {
  const paths: Record<string, Record<string, unknown>> = {};
  const operationIds = new Set<string>();
  const add = (method: string, path: string, operation: Operation) => {
    const id = operation.operationId as string;
    if (operationIds.has(id)) throw new Error(`Two REST operations are called ${id}`);
    if (paths[path]?.[method]) throw new Error(`${method.toUpperCase()} ${path} is in the route table twice`);
    operationIds.add(id);
    paths[path] = { ...paths[path], [method]: operation };
  };
  for (const route of routes) add(route.method, toOpenApiPath(route.path), operationFor(route));
  add('get', toOpenApiPath(OPENAPI_PATH), {
    operationId: 'openApiDocument',
    summary: 'This document (OpenAPI 3.1), generated from the route table and the zod input schemas',
    tags: ['Meta'],
    security: [],
    responses: {
      200: { description: 'The OpenAPI document', content: { 'application/json': { schema: { type: 'object' } } } },
    },
  });

  for (const [path, description] of Object.entries(SAME_SHAPE_PATHS)) {
    if (paths[path]) paths[path] = { description, ...paths[path] };
  }

  const used = new Set([...routes.flatMap((r) => r.tags), 'Meta']);
  return {
    openapi: '3.1.1',
    info: {
      title: 'CoBuy Accra REST API',
      version: '0.1.0',
      description:
        'The REST facade over the same use cases as GraphQL (/graphql). Money travels as decimal strings with ' +
        'two decimals; dates as ISO-8601 strings. Errors: `{ message, code, fields?, details? }`. ' +
        'See docs/api.md.',
    },
    servers: [
      options.serverUrl
        ? { url: options.serverUrl, description: 'This deployment (every path begins with /api)' }
        : { url: '/', description: 'The host serving this document (every path begins with /api)' },
    ],
    tags: [...used].map((name) => ({ name, description: TAGS[name] ?? name })),
    paths,
    components: {
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          description: 'The token from POST /api/auth/signin. Public calls accept it too and ignore a bad one.',
        },
      },
      schemas: { Error: jsonSchemaOf(errorJson, 'output', 'Error') },
    },
  };
}
