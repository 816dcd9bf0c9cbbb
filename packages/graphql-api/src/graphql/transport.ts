import { unwrapResolverError } from '@apollo/server/errors';
import { GraphQLError, parse, specifiedRules, validate, type GraphQLFormattedError, type GraphQLSchema } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import type { Server } from 'node:http';
import { WebSocketServer } from 'ws';
import type { AppServices } from '../composition-root.js';
import { clientAddress, type TrustProxy } from '../http/client-address.js';
import { buildRequestContext } from '../http/request-context.js';
import { createGraphQLContext } from './context.js';
import { depthLimitRule } from './depth-limit.rule.js';

/** The same limits apply over HTTP and WebSocket (graphql-ws does not run Apollo's validation rules). */
export const GRAPHQL_VALIDATION_RULES = [depthLimitRule(8)];

/** Errors a client may see verbatim carry one of our codes or a GraphQL validation code; the rest are bugs. */
export function formatGraphQLError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const code = formatted.extensions?.code;
  if (code === 'INTERNAL_SERVER_ERROR' || code === undefined) {
    console.error('GraphQL internal error:', unwrapResolverError(error));
    return { message: 'Something went wrong on our side. Please try again.', extensions: { code: 'INTERNAL' } };
  }
  return formatted;
}

function tokenFrom(params: Readonly<Record<string, unknown>> | undefined): string | undefined {
  const value = params?.authorization ?? params?.Authorization ?? params?.token;
  if (typeof value !== 'string') return undefined;
  return value.startsWith('Bearer ') ? value : `Bearer ${value}`;
}

/** graphql-ws on the /graphql path of the same HTTP server. Returns its disposer for shutdown. */
export function attachGraphQLWebSocket(
  httpServer: Server,
  schema: GraphQLSchema,
  services: AppServices,
  trustProxy: TrustProxy,
) {
  const wsServer = new WebSocketServer({ server: httpServer, path: '/graphql' });
  const cleanup = useServer(
    {
      schema,
      context: async (ctx) => {
        const authorization = tokenFrom(ctx.connectionParams);
        const request = await buildRequestContext(
          { headers: authorization ? { authorization } : {}, ip: clientAddress(ctx.extra.request, trustProxy) },
          services.authenticate,
        );
        return createGraphQLContext(request, services);
      },
      onSubscribe: (_ctx, _id, payload) => {
        let document;
        try {
          document = parse(payload.query);
        } catch (e) {
          return [e instanceof GraphQLError ? e : new GraphQLError('Invalid query')];
        }
        const errors = validate(schema, document, [...specifiedRules, ...GRAPHQL_VALIDATION_RULES]);
        if (errors.length > 0) return errors;
      },
    },
    wsServer,
  );
  return async () => {
    await cleanup.dispose();
  };
}
