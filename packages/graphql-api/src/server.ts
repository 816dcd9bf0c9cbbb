import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { expressMiddleware } from '@as-integrations/express5';
import express from 'express';
import helmet from 'helmet';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AppServices } from './composition-root.js';
import type { ServerConfig } from './config.js';
import { createGraphQLContext, type GraphQLContext } from './graphql/context.js';
import { buildGraphQLSchema } from './graphql/schema.js';
import { attachGraphQLWebSocket, GRAPHQL_VALIDATION_RULES, formatGraphQLError } from './graphql/transport.js';
import { compileTrustProxy } from './http/client-address.js';
import { httpErrorHandler } from './http/http-errors.js';
import { buildRequestContext } from './http/request-context.js';
import { crawlerFiles } from './http/crawler-files.js';
import { staticWeb } from './http/static-web.js';
import { apiRouter } from './rest/api.router.js';
import { devMailboxRoutes } from './rest/dev-mailbox.routes.js';

export interface RunningServer {
  readonly httpServer: Server;
  readonly url: string;
  stop(): Promise<void>;
}

/** Builds the whole HTTP surface: health, REST, GraphQL (HTTP and WebSocket) and the web app. */
export async function startServer(services: AppServices, config: ServerConfig): Promise<RunningServer> {
  const app = express();
  app.disable('x-powered-by');
  // One trusted-proxy rule for req.ip and the WebSocket upgrade, so per-IP limits count a client once.
  const trustProxy = compileTrustProxy(config.trustProxy);
  app.set('trust proxy', trustProxy);
  const httpServer = createServer(app);
  const schema = await buildGraphQLSchema();
  const disposeWebSocket = attachGraphQLWebSocket(httpServer, schema, services, trustProxy);

  const apollo = new ApolloServer<GraphQLContext>({
    schema,
    validationRules: GRAPHQL_VALIDATION_RULES,
    includeStacktraceInErrorResponses: false,
    formatError: formatGraphQLError,
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer }),
      ApolloServerPluginCacheControlDisabled(),
      ApolloServerPluginLandingPageDisabled(),
      { serverWillStart: async () => ({ drainServer: disposeWebSocket }) },
    ],
  });
  await apollo.start();

  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          // styled-components injects <style> tags at run time.
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:', 'https:'],
          'connect-src': ["'self'", 'ws:', 'wss:'],
        },
      },
    }),
  );
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    const ready = await services.db.isReady();
    res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'database unavailable' });
  });
  if (services.mail.devMailbox) app.use(devMailboxRoutes(services));
  app.use('/api', express.json({ limit: '100kb' }), apiRouter(services));
  app.use(
    '/graphql',
    express.json({ limit: '100kb' }),
    expressMiddleware(apollo, {
      context: async ({ req }) =>
        createGraphQLContext(
          await buildRequestContext({ headers: req.headers, ip: req.ip }, services.authenticate),
          services,
        ),
    }),
  );
  app.use(crawlerFiles(services, config.accounts.appUrl));
  const web = staticWeb(config.webDistDir);
  if (web) app.use(web);
  app.use((req, res) => {
    res.status(404).json({ message: `Not found: ${req.path}`, code: 'RESOURCE.NOT_FOUND' });
  });
  app.use(httpErrorHandler);

  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(config.port, config.host, resolve);
  });
  const { port } = httpServer.address() as AddressInfo;
  return {
    httpServer,
    url: `http://localhost:${port}`,
    stop: async () => {
      await apollo.stop();
    },
  };
}
