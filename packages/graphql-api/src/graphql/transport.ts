import { HeaderMap, type ApolloServerPlugin, type BaseContext, type GraphQLRequestListener } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import {
  getOperationAST,
  GraphQLError,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLFormattedError,
  type GraphQLSchema,
} from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import type { IncomingMessage } from 'node:http';
import type { LanguageCode } from '@cobuy/domain';
import type { AppServices } from '../composition-root.js';
import { clientAddress, type TrustProxy } from '../http/client-address.js';
import { localizedMessage } from '../http/localized-errors.js';
import { bearerToken, buildRequestContext } from '../http/request-context.js';
import { requestLanguage } from '../http/request-language.js';
import {
  TOO_MANY_SOCKETS_CLOSE_CODE,
  TOO_MANY_SOCKETS_REASON,
  type SocketAdmission,
} from '../http/socket-admission.js';
import {
  describeFault,
  RETRY_AFTER_SECONDS,
  SERVICE_UNAVAILABLE_CODE,
  SERVICE_UNAVAILABLE_MESSAGE,
  type FaultClassifier,
} from '../http/service-unavailable.js';
import { closeWhenSessionEnds } from '../live/live-socket-session.js';
import { createGraphQLContext } from './context.js';
import { presentedPartnerKey } from './partner-access.js';
import type { GraphQLRequestLimits } from './limits.js';
import { variablesError } from './variables.js';
import { logger } from '../observability/log.js';

/** Errors a client may see verbatim carry one of our codes or a GraphQL validation code; the rest are bugs. */
export function formatGraphQLError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const code = formatted.extensions?.code;
  if (code === 'INTERNAL_SERVER_ERROR' || code === undefined) {
    logger.error({ err: unwrapResolverError(error) }, 'GraphQL internal error');
    return { message: 'Something went wrong on our side. Please try again.', extensions: { code: 'INTERNAL' } };
  }
  // graphql-js prints the value of a bad variable; variablesError() answers those first, this is the backstop.
  const variable = /^Variable "\$\w+"/.exec(formatted.message);
  if (variable) return { ...formatted, message: `${variable[0]} has an invalid value.` };
  return formatted;
}

/**
 * Subscriptions live on the WebSocket only (graphql-ws at the same /graphql): one sent over HTTP is a client's
 * mistake, answered 400 with a message that says where to go, not run (it would fail as a server error).
 */
export function subscriptionsOverSocketPlugin(): ApolloServerPlugin {
  // The same hooks for every request: nothing in them is a request's own (no objects made per request).
  const hooks: GraphQLRequestListener<BaseContext> = {
    async didResolveOperation({ operation }) {
      if (operation?.operation !== 'subscription') return;
      throw new GraphQLError('Subscriptions are served over WebSocket (graphql-ws) at /graphql, not over HTTP.', {
        extensions: { code: 'BAD_REQUEST', http: { status: 400 } },
      });
    },
  };
  return { requestDidStart: async () => hooks };
}

/**
 * Apollo's side of the variable check (graphql-ws runs it in onSubscribe): bad variables end the request
 * before execution, whose coercion errors would print the values sent.
 */
export function variablesCheckPlugin(): ApolloServerPlugin {
  // The same hooks for every request: nothing in them is a request's own (no objects made per request).
  const hooks: GraphQLRequestListener<BaseContext> = {
    async didResolveOperation({ schema, operation, request }) {
      const error = operation && variablesError(schema, operation, request.variables);
      if (error) throw error;
    },
  };
  return { requestDidStart: async () => hooks };
}

function withCode(error: GraphQLError, code: string): GraphQLError {
  return new GraphQLError(error.message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    extensions: { ...error.extensions, code },
  });
}

type ErrorFormatter = (formatted: GraphQLFormattedError, error: unknown) => GraphQLFormattedError;

/**
 * formatGraphQLError, except that a temporary database fault (docs/operations.md) is `SERVICE.UNAVAILABLE` with
 * status 503 and `details.retryAfterSeconds`, where it would otherwise be an INTERNAL bug report.
 */
export function graphQLErrorFormatter(faults: FaultClassifier): ErrorFormatter {
  return (formatted, error) => {
    if (!faults.isUnavailable(error)) return formatGraphQLError(formatted, error);
    logger.warn({ fault: describeFault(unwrapResolverError(error)) }, 'GraphQL: database unavailable');
    return {
      message: SERVICE_UNAVAILABLE_MESSAGE,
      ...(formatted.locations ? { locations: formatted.locations } : {}),
      ...(formatted.path ? { path: formatted.path } : {}),
      extensions: { code: SERVICE_UNAVAILABLE_CODE, status: 503, details: { retryAfterSeconds: RETRY_AFTER_SECONDS } },
    };
  };
}

/**
 * What the request's context throws when the database could not authenticate the request: nothing ran, so the
 * whole answer is an HTTP 503 with `Retry-After` (a resolver's fault keeps GraphQL's 200, see retryAfterPlugin).
 */
export function unavailableRequestError(error: unknown): GraphQLError {
  return new GraphQLError(SERVICE_UNAVAILABLE_MESSAGE, {
    originalError: error instanceof Error ? error : undefined,
    extensions: {
      code: SERVICE_UNAVAILABLE_CODE,
      http: { status: 503, headers: new HeaderMap([['retry-after', String(RETRY_AFTER_SECONDS)]]) },
    },
  });
}

/** An answer carrying a `SERVICE.UNAVAILABLE` error also says when to try again, in `Retry-After`. */
export function retryAfterPlugin(): ApolloServerPlugin {
  // The same hooks for every request: nothing in them is a request's own (no objects made per request).
  const hooks: GraphQLRequestListener<BaseContext> = {
    async willSendResponse({ response }) {
      const errors = response.body.kind === 'single' ? response.body.singleResult.errors : undefined;
      if (errors?.some((e) => e.extensions?.code === SERVICE_UNAVAILABLE_CODE)) {
        response.http.headers.set('retry-after', String(RETRY_AFTER_SECONDS));
      }
    },
  };
  return { requestDidStart: async () => hooks };
}

/** What a socket client sees of an error: the same as over HTTP (Apollo removes `http` there too). */
function formatForSocket(error: GraphQLError, format: ErrorFormatter): GraphQLFormattedError {
  const { http: _status, ...extensions } = error.extensions;
  return format({ ...error.toJSON(), extensions }, error);
}

function presentsPartnerKey(params: Readonly<Record<string, unknown>> | undefined): boolean {
  const token = tokenFrom(params);
  return (
    params?.['x-api-key'] !== undefined ||
    (token !== undefined && presentedPartnerKey({ authorization: token }) !== null)
  );
}

function tokenFrom(params: Readonly<Record<string, unknown>> | undefined): string | undefined {
  const value = params?.authorization ?? params?.Authorization ?? params?.token;
  if (typeof value !== 'string') return undefined;
  return value.startsWith('Bearer ') ? value : `Bearer ${value}`;
}

/**
 * graphql-ws on the /graphql path of the same HTTP server. It runs none of Apollo's rules or plugins, so
 * each operation is parsed, validated and its variables checked here with the same limits as over HTTP,
 * and a message larger than `maxPayload` bytes closes the socket (1009), like a body over the HTTP limit.
 * Its upgrades pass the per-address socket cap of `sockets`, and a socket that signs in the per-account one; a
 * signed-in socket is closed when its session ends. Returns its WebSocket server and its disposer for shutdown.
 */
export function attachGraphQLWebSocket(
  sockets: SocketAdmission,
  schema: GraphQLSchema,
  services: AppServices,
  trustProxy: TrustProxy,
  options: { readonly limits: GraphQLRequestLimits; readonly maxPayload: number },
) {
  const { limits } = options;
  const format = graphQLErrorFormatter(services.db);
  const wsServer = sockets.route('/graphql', { maxPayload: options.maxPayload });
  // Errors over the socket in the language of its requests, like Apollo's over HTTP (docs/i18n.md, "On the
  // server"): the one its operations worked out, else the upgrade's cookie and Accept-Language.
  const socketLanguages = new WeakMap<object, LanguageCode>();
  const inLanguage = (ctx: { extra: { request: IncomingMessage } }, error: GraphQLFormattedError) => {
    const language = socketLanguages.get(ctx) ?? requestLanguage(ctx.extra.request.headers);
    const localized = localizedMessage(services.messages, language, {
      message: error.message,
      code: error.extensions?.code,
      fields: error.extensions?.fields,
    });
    if (localized.message === error.message && localized.fields === error.extensions?.fields) return error;
    return {
      ...error,
      message: localized.message,
      ...(localized.fields === error.extensions?.fields
        ? {}
        : { extensions: { ...error.extensions, fields: localized.fields } }),
    };
  };
  const cleanup = useServer(
    {
      schema,
      onConnect: async (ctx) => {
        // Partner keys work over HTTP only (no subscriptions): a socket that presents one is closed (4403).
        if (presentsPartnerKey(ctx.connectionParams)) return false;
        // A signed-in socket counts against its account (an unknown token is a visitor's socket, as over HTTP;
        // each operation authenticates again). graphql-ws closes a refused socket with 4403 only: this one is
        // closed first with its own code, and graphql-ws's close then does nothing.
        const authorization = tokenFrom(ctx.connectionParams);
        const token = authorization ? bearerToken({ authorization }) : null;
        const session = token ? await services.authenticateSession(token) : null;
        if (!token || !session) return true;
        if (!sockets.admitUser(ctx.extra.request, session.actor.userId)) {
          ctx.extra.socket.close(TOO_MANY_SOCKETS_CLOSE_CODE, TOO_MANY_SOCKETS_REASON);
          return false;
        }
        // A signed-in socket is closed (4401) when its session ends, whichever process ends it (issue 18).
        return closeWhenSessionEnds(services, ctx.extra.socket, token, session);
      },
      context: async (ctx) => {
        const authorization = tokenFrom(ctx.connectionParams);
        // The language of the upgrade's cookie and Accept-Language, unless the user chose one (as over HTTP).
        const { cookie, 'accept-language': acceptLanguage } = ctx.extra.request.headers;
        const headers = {
          ...(authorization ? { authorization } : {}),
          ...(cookie ? { cookie } : {}),
          ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}),
        };
        const request = await buildRequestContext(
          { headers, ip: clientAddress(ctx.extra.request, trustProxy) },
          services.authenticate,
        );
        if (request.language) socketLanguages.set(ctx, request.language);
        return createGraphQLContext(request, services);
      },
      onSubscribe: (_ctx, _id, payload) => {
        let document: DocumentNode;
        try {
          document = parse(payload.query, limits.parseOptions);
        } catch (e) {
          return [withCode(e instanceof GraphQLError ? e : new GraphQLError('Invalid query'), 'GRAPHQL_PARSE_FAILED')];
        }
        const rules = [...specifiedRules, ...limits.validationRules];
        const errors = validate(schema, document, rules, limits.validationOptions);
        if (errors.length > 0) return errors.map((e) => withCode(e, 'GRAPHQL_VALIDATION_FAILED'));
        const operation = getOperationAST(document, payload.operationName);
        const badVariables = operation && variablesError(schema, operation, payload.variables);
        if (badVariables) return [badVariables];
        return { schema, document, operationName: payload.operationName, variableValues: payload.variables };
      },
      onError: (ctx, _id, _payload, errors) => errors.map((e) => inLanguage(ctx, formatForSocket(e, format))),
      onNext: (ctx, _id, _payload, _args, result) =>
        result.errors
          ? { ...result, errors: result.errors.map((e) => inLanguage(ctx, formatForSocket(e, format))) }
          : undefined,
    },
    wsServer,
  );
  return {
    wss: wsServer,
    dispose: async () => {
      await cleanup.dispose();
    },
  };
}
