import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import express, { type Express } from 'express';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { OUTBOX_CONSUMERS, type PartnerPrincipal } from '@cobuy/application';
import type { AppServices } from './composition-root.js';
import type { ServerConfig } from './config.js';
import { createGraphQLContext, type GraphQLContext } from './graphql/context.js';
import { CompiledExecution } from './graphql/compiled-execution.js';
import { graphqlHttpHandler } from './graphql/http-handler.js';
import { API_SECURITY_HEADERS, securityHeaders } from './http/security-headers.js';
import { GraphQLFrontDoor } from './graphql/front-door.js';
import { KnownQueries } from './graphql/known-queries.js';
import { buildGraphQLSchema } from './graphql/schema.js';
import { jsonBodyReader } from './graphql/json-body.js';
import { graphqlRequestLimits } from './graphql/limits.js';
import { partnerKeyGate, partnerScopePlugin, refusePartnerKeysOnRest } from './graphql/partner-access.js';
import {
  attachGraphQLWebSocket,
  graphQLErrorFormatter,
  retryAfterPlugin,
  unavailableRequestError,
  subscriptionsOverSocketPlugin,
  variablesCheckPlugin,
} from './graphql/transport.js';
import { MAX_REQUEST_BYTES } from './http/body-limit.js';
import { clientAddress, compileTrustProxy } from './http/client-address.js';
import { httpErrorHandler } from './http/http-errors.js';
import { serviceUnavailableHandler } from './http/service-unavailable.js';
import { buildRequestContext } from './http/request-context.js';
import { localizeErrorBodies } from './http/localized-errors.js';
import { localizeErrorsPlugin } from './graphql/localized-errors.plugin.js';
import { crawlerFiles } from './http/crawler-files.js';
import { compressPage } from './http/drawn-page-cache.js';
import { loadPageRenderer } from './http/server-render.js';
import { socketAdmission } from './http/socket-admission.js';
import { keepSocketsAlive } from './http/socket-heartbeat.js';
import { resyncOnGap } from './live/live-socket-session.js';
import { attachNotificationsChannel } from './live/notifications-channel.js';
import { staticWeb } from './http/static-web.js';
import { UploadGate } from './http/upload-gate.js';
import { apiRouter, rawBodyReaders } from './rest/api.router.js';
import { keepCorrelation, requestLog, routeNamed } from './observability/request-log.js';
import { operationNamePlugin } from './observability/graphql-operation.js';
import { metricsEndpoint, ServerMetrics } from './observability/metrics.js';
import { devMailboxRoutes } from './rest/dev-mailbox.routes.js';

/** Every API answer's caching: none (see the middleware that sets it). */
const NO_STORE = ['Cache-Control', 'no-store'] as const;

/** How long requests in flight may take to finish on shutdown before their sockets are closed. */
export const SERVER_DRAIN_MS = 2_000;

export interface RunningServer {
  readonly httpServer: Server;
  /** Express, which answers everything the GraphQL front door does not (its routes are read by tests). */
  readonly app: Express;
  readonly url: string;
  stop(): Promise<void>;
}

/** Builds the whole HTTP surface: health, REST, GraphQL (HTTP and WebSocket) and the web app. */
export async function startServer(services: AppServices, config: ServerConfig): Promise<RunningServer> {
  const app = express();
  app.disable('x-powered-by');
  // No ETags from res.send/res.json: API answers are `no-store` (below), so no cache keeps one and none
  // revalidates it with If-None-Match, and Express hashed every body for nothing (about 0.2 ms for the 74 KB
  // projects list; docs/performance.md). Uploaded images are immutable (a year, `immutable`): nothing to
  // revalidate either. The web's files keep theirs (res.sendFile sets its own); robots.txt and sitemap.xml
  // are small and cached for an hour.
  app.set('etag', false);
  // One trusted-proxy rule for req.ip and the WebSocket upgrade, so per-IP limits count a client once.
  const trustProxy = compileTrustProxy(config.trustProxy);
  app.set('trust proxy', trustProxy);
  // Its request listener is the GraphQL front door, made once GraphQL is (below); Express answers the rest.
  const httpServer = createServer();
  const schema = await buildGraphQLSchema();
  // The same token limit, validation rules and variable check over HTTP (Apollo) and WebSocket (graphql-ws).
  const limits = graphqlRequestLimits({ production: config.production });
  // Every WebSocket path shares one count of open sockets per address and per account (http/socket-admission.ts).
  const sockets = socketAdmission(httpServer, config.socketLimits, trustProxy);
  const graphqlSockets = attachGraphQLWebSocket(sockets, schema, services, trustProxy, {
    limits,
    maxPayload: MAX_REQUEST_BYTES,
  });
  // The notifications channel of investor spec §4 (/ws); both paths are pinged, and closed when live updates
  // resume after a gap (docs/notifications.md).
  const wsChannel = attachNotificationsChannel(sockets, services, trustProxy, {
    authTimeoutMs: config.liveSockets.authTimeoutMs,
  });
  const stopHeartbeats = [graphqlSockets.wss, wsChannel].map((wss) =>
    keepSocketsAlive(wss, config.liveSockets.heartbeatMs),
  );
  const stopResync = resyncOnGap(services, [graphqlSockets.wss, wsChannel]);
  await services.live.start();
  const disposeWebSocket = async () => {
    stopResync();
    stopHeartbeats.forEach((stop) => stop());
    for (const ws of wsChannel.clients) ws.close(1001, 'Server shutting down');
    await graphqlSockets.dispose();
    await services.live.stop();
  };

  const execution = new CompiledExecution(schema, { jit: config.graphqlJit });
  // Queries Apollo has validated once skip its pipeline afterwards when their answer has no error.
  const knownQueries = new KnownQueries(execution);
  const apollo = new ApolloServer<GraphQLContext>({
    // Apollo parses, validates, runs the plugins and formats errors; only execution is ours (compiled queries).
    gateway: execution.gateway(),
    parseOptions: limits.parseOptions,
    validationRules: [...limits.validationRules],
    validationOptions: limits.validationOptions,
    // Refused in production by one of limits.validationRules, the same rule graphql-ws runs.
    introspection: true,
    includeStacktraceInErrorResponses: false,
    // main.ts owns shutdown (one ordered close within a deadline); Apollo's own signal handler raced it.
    stopOnTerminationSignals: false,
    // A database that cannot serve right now is SERVICE.UNAVAILABLE (503), not an internal error.
    formatError: graphQLErrorFormatter(services.db),
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer, stopGracePeriodMillis: SERVER_DRAIN_MS }),
      ApolloServerPluginCacheControlDisabled(),
      ApolloServerPluginLandingPageDisabled(),
      // First: a partner's operation outside its scope is refused before anything else looks at it.
      partnerScopePlugin(),
      variablesCheckPlugin(),
      subscriptionsOverSocketPlugin(),
      retryAfterPlugin(),
      localizeErrorsPlugin(services.messages),
      operationNamePlugin(),
      // Records the queries Apollo validated; the lane checks per request what the plugins above check.
      knownQueries.plugin(),
      { serverWillStart: async () => ({ drainServer: disposeWebSocket }) },
    ],
  });
  await apollo.start();

  // First: the request's correlation id (X-Request-Id), its one log line and its metrics (docs/operations.md).
  const metrics = new ServerMetrics({
    poolStats: () => services.db.poolStats(),
    consumerBacklogs: () => services.operations.consumerBacklogs(OUTBOX_CONSUMERS),
    mailOutbox: () => services.operations.mailOutbox(),
    openSockets: () => ({ '/graphql': graphqlSockets.wss.clients.size, '/ws': wsChannel.clients.size }),
  });
  app.use(requestLog(metrics.observeRequest));
  // Prometheus, behind METRICS_TOKEN (404 without one).
  app.get('/metrics', metricsEndpoint(metrics, config.metricsToken));
  app.use(securityHeaders());
  // Liveness only: the process runs and answers. It stays 200 while the database is away, because restarting the
  // process cannot bring the database back, and it recovers by itself when it returns (docs/operations.md).
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  // Readiness: the database answers through the pool within a second (isReady's own deadline), else 503.
  app.get('/readyz', async (_req, res) => {
    const ready = await services.db.isReady();
    res.setHeader('Cache-Control', 'no-store');
    res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'database unavailable' });
  });
  // Every API answer is personal (tokens, a user's data) or a live figure (funding): no cache may keep it.
  // A route whose answer is public and stable (the OpenAPI document) sets its own Cache-Control.
  app.use(['/api', '/graphql', '/dev'], (_req, res, next) => {
    res.setHeader(...NO_STORE);
    next();
  });
  if (services.mail.devMailbox) app.use(devMailboxRoutes(services));
  // Partner API keys open POST /graphql only (docs/partners.md); REST refuses them.
  app.use(
    '/api',
    // First: every error body below, whoever writes it, goes out in the request's language.
    localizeErrorBodies(services.messages),
    refusePartnerKeysOnRest(),
    // Signed webhooks keep their raw bytes (the signature covers them): read before, and instead of, JSON.
    rawBodyReaders(services),
    express.json({ limit: MAX_REQUEST_BYTES }),
    keepCorrelation,
    apiRouter(services, new UploadGate(config.uploads), config.accounts.appUrl),
  );
  const graphqlContext = async (
    headers: IncomingHttpHeaders,
    ip: string | undefined,
    partner: PartnerPrincipal | null,
  ) => {
    const request = await buildRequestContext(
      { headers: partner ? { ...headers, authorization: undefined } : headers, ip },
      services.authenticate,
    ).catch((error: unknown) => {
      throw services.db.isUnavailable(error) ? unavailableRequestError(error) : error;
    });
    return createGraphQLContext(request, services, partner);
  };
  const afterSend = (context: GraphQLContext) => context.answer.release();
  const readJsonBody = express.json({ limit: MAX_REQUEST_BYTES });
  // Ahead of Express: a known query's answer without errors, with what the chain above would have set on it.
  const frontDoor = new GraphQLFrontDoor({
    lane: knownQueries,
    readBody: jsonBodyReader(readJsonBody, MAX_REQUEST_BYTES),
    context: (req) => graphqlContext(req.headers, clientAddress(req, trustProxy), null),
    headers: [...API_SECURITY_HEADERS, NO_STORE],
    observe: metrics.observeRequest,
    afterSend,
    next: app,
  });
  httpServer.on('request', frontDoor.listener);
  // GraphQL on this app itself, not an app of its own: a mounted app sets the prototypes of every request and
  // answer it handles again, which cost more CPU than the rest of its routing (docs/performance.md, "Session 10").
  // The one setting it was made for (no ETag) is this app's too; helmet and no-store above have already run.
  app.use(
    '/graphql',
    routeNamed('/graphql'),
    // A partner key is checked (401, 429) before the body is read; its request then acts for no user.
    partnerKeyGate(services),
    frontDoor.replayBodyError,
    readJsonBody,
    keepCorrelation,
    graphqlHttpHandler(apollo, {
      context: ({ req, res }) =>
        graphqlContext(req.headers, req.ip, (res.locals.partner as PartnerPrincipal | undefined) ?? null),
      afterSend,
      lane: knownQueries,
      laneOutcomeOf: frontDoor.outcomeOf,
    }),
  );
  app.use(crawlerFiles(services, config.accounts.appUrl));
  const renderer = await loadPageRenderer(
    config.webServerEntry,
    join(config.webDistDir, 'index.html'),
    undefined,
    config.accounts.appUrl,
  );
  const web = staticWeb(
    config.webDistDir,
    renderer && {
      // A page kept from an earlier visitor goes out as it is (docs/web-performance.md, "Drawn pages from a
      // cache"); otherwise it is drawn, kept unless something changed meanwhile, and counted, drawn or plain.
      renderer: {
        render: async (url, cookie, execute) => {
          const key = renderer.keyOf(url, cookie);
          if (key === null) return null;
          const kept = services.drawnPages.get(key);
          metrics.countPageCache(kept !== null);
          if (kept) return kept;
          const generation = services.drawnPages.generation;
          const html = await renderer.render(url, cookie, execute);
          metrics.countRender(html !== null);
          if (html === null) return null;
          const page = await compressPage(html);
          services.drawnPages.put(key, page, generation);
          return page;
        },
      },
      // A page is drawn for a visitor: no session, whatever the request carries (the session lives in the
      // browser's storage, never in a cookie). One context per page, so its queries share their DataLoaders.
      executeFor: (req) => {
        const context = buildRequestContext({ headers: {}, ip: req.ip }, services.authenticate).then((request) =>
          createGraphQLContext(request, services, null),
        );
        return async ({ query, variables, operationName }) => {
          const response = await apollo.executeOperation(
            { query, variables, operationName },
            { contextValue: await context },
          );
          if (response.body.kind !== 'single') throw new Error('A page query answered incrementally');
          return response.body.singleResult;
        };
      },
    },
  );
  if (web) app.use(web);
  app.use((req, res) => {
    res.status(404).json({ message: `Not found: ${req.path}`, code: 'RESOURCE.NOT_FOUND' });
  });
  app.use(serviceUnavailableHandler(services.db));
  app.use(httpErrorHandler);

  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(config.port, config.host, resolve);
  });
  const { port } = httpServer.address() as AddressInfo;
  return {
    httpServer,
    app,
    url: `http://localhost:${port}`,
    stop: async () => {
      await apollo.stop();
    },
  };
}
