import { partnerOutOfScope, type AppError } from '@cobuy/application';
import { looksLikePartnerKey } from '@cobuy/domain';
import type { ApolloServerPlugin } from '@apollo/server';
import type { RequestHandler } from 'express';
import {
  GraphQLError,
  Kind,
  validate,
  type DocumentNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import type { IncomingHttpHeaders } from 'node:http';
import type { AppServices } from '../composition-root.js';
import { HTTP_STATUS_BY_CODE } from '../http/error-status.js';
import { bearerToken } from '../http/request-context.js';
import type { GraphQLContext } from './context.js';
import { costRule } from './limits.js';

/**
 * What a partner key may ask for at the root of a query: the public catalog (projects, with their units,
 * updates, developer and unit statistics; developers; display currencies) and nothing else. No mutation, no
 * subscription, nothing about a user. `__typename`, `__schema` and `__type` are the schema's own (introspection
 * stays refused in production for everyone).
 */
export const PARTNER_ROOT_FIELDS: ReadonlySet<string> = new Set([
  'projects',
  'project',
  'developers',
  'currencies',
  '__typename',
  '__schema',
  '__type',
]);

/**
 * The partner key a request presents, or null: `X-Api-Key: <key>` (any value there is judged as a key), or
 * `Authorization: Bearer cbk_…`. A session token never starts with `cbk_`, so nothing is tried twice.
 */
export function presentedPartnerKey(headers: IncomingHttpHeaders): string | null {
  const header = headers['x-api-key'];
  if (typeof header === 'string') return header.trim();
  if (Array.isArray(header)) return header.join(',');
  const token = bearerToken(headers);
  return token !== null && looksLikePartnerKey(token) ? token : null;
}

/** An error as a GraphQL client reads it (the same `extensions` as a resolver's), with its HTTP status. */
function graphQLErrorBody(error: AppError) {
  return {
    errors: [
      {
        message: error.message,
        extensions: { code: error.code, ...(error.details ? { details: error.details } : {}) },
      },
    ],
  };
}

/**
 * Before any GraphQL work: a request that presents a partner key is let through only with a valid key within its
 * rate (401 / 429 with Retry-After otherwise, in GraphQL's error shape); the partner is then in `res.locals`.
 */
export function partnerKeyGate(services: AppServices): RequestHandler {
  return async (req, res, next) => {
    const key = presentedPartnerKey(req.headers);
    if (key === null) {
      next();
      return;
    }
    const result = await services.partnerKeys.authenticate.authenticate(key);
    if (result.ok) {
      res.locals.partner = result.value;
      next();
      return;
    }
    const retryAfter = result.error.details?.retryAfterSeconds;
    if (typeof retryAfter === 'number') res.setHeader('Retry-After', String(retryAfter));
    if (result.error.code === 'PARTNER_KEY.INVALID') res.setHeader('WWW-Authenticate', 'Bearer realm="partner-api"');
    res.status(HTTP_STATUS_BY_CODE[result.error.code]).json(graphQLErrorBody(result.error));
  };
}

/** REST is not open to partner keys: a request to /api with one is refused, whatever it asks. */
export function refusePartnerKeysOnRest(): RequestHandler {
  return (req, res, next) => {
    if (presentedPartnerKey(req.headers) === null) {
      next();
      return;
    }
    const error = partnerOutOfScope('the REST API (partner keys work on POST /graphql only)');
    res.status(HTTP_STATUS_BY_CODE[error.code]).json({ message: error.message, code: error.code });
  };
}

/** Root field names of a selection, through fragments (each fragment read once). */
function rootFieldNames(
  selectionSet: SelectionSetNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  names = new Set<string>(),
  seen = new Set<string>(),
): Set<string> {
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) names.add(selection.name.value);
    else if (selection.kind === Kind.INLINE_FRAGMENT) rootFieldNames(selection.selectionSet, fragments, names, seen);
    else if (!seen.has(selection.name.value)) {
      seen.add(selection.name.value);
      const fragment = fragments.get(selection.name.value);
      if (fragment) rootFieldNames(fragment.selectionSet, fragments, names, seen);
    }
  }
  return names;
}

function scopeError(what: string): GraphQLError {
  const error = partnerOutOfScope(what);
  return new GraphQLError(error.message, {
    extensions: { code: error.code, http: { status: HTTP_STATUS_BY_CODE[error.code] } },
  });
}

/** What in this operation a partner may not ask for, or null when all of it is in scope. */
function partnerScopeProblem(document: DocumentNode, operation: OperationDefinitionNode): string | null {
  if (operation.operation !== 'query') return `a ${operation.operation}`;
  const fragments = new Map(
    document.definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((f) => [f.name.value, f]),
  );
  const refused = [...rootFieldNames(operation.selectionSet, fragments)].filter((f) => !PARTNER_ROOT_FIELDS.has(f));
  return refused.length > 0 ? `Query.${refused.join(', Query.')}` : null;
}

/**
 * For a partner's request, after validation and before execution: only queries of the allowed root fields
 * (PARTNER_SCOPE, 403, otherwise), and the key's own query cost ceiling (the general limit still applies to all).
 */
export function partnerScopePlugin(): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart({ contextValue }) {
      const partner = contextValue.partner;
      if (!partner) return {};
      return {
        async didResolveOperation({ schema, document, operation }) {
          const problem = operation ? partnerScopeProblem(document, operation) : null;
          if (problem) throw scopeError(problem);
          const [tooCostly] = validate(schema, document, [costRule(partner.maxQueryCost)]);
          if (tooCostly) {
            throw new GraphQLError(`${tooCostly.message} (this API key's limit)`, {
              extensions: { code: 'GRAPHQL_VALIDATION_FAILED', http: { status: 400 } },
            });
          }
        },
      };
    },
  };
}
