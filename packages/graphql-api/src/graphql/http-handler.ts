import { HeaderMap, type ApolloServer, type ContextFunction } from '@apollo/server';
import type { Request, RequestHandler, Response } from 'express';
import type { GraphQLContext } from './context.js';
import type { KnownQueries } from './known-queries.js';

/**
 * Apollo Server over Express: `expressMiddleware` of @as-integrations/express5, step for step, except that the
 * query string is cut from the URL instead of read with `url.parse`. On Node 24 that function is deprecated and
 * looks up its caller's stack on every call (to warn only outside node_modules): 20-30 µs of CPU on every
 * GraphQL request, a tenth of a `{ __typename }` (docs/performance.md, "Third round, the lists").
 *
 * A query Apollo has validated before takes the known-query lane (known-queries.ts) when one is given; what the
 * lane does not answer itself, Apollo answers as before.
 */
export function graphqlHttpHandler(
  server: ApolloServer<GraphQLContext>,
  options: {
    context: ContextFunction<[{ req: Request; res: Response }], GraphQLContext>;
    /** After a complete answer has been written, with the context it was answered in (sent-answer.ts). */
    afterSend?: (context: GraphQLContext) => void;
    lane?: KnownQueries;
  },
): RequestHandler {
  server.assertStarted('graphqlHttpHandler()');
  return async (req, res) => {
    if (!('body' in req)) {
      res.status(500);
      res.send('`req.body` is not set: the JSON body parser must run before GraphQL.');
      return;
    }
    let contextValue: GraphQLContext | undefined;
    let contextOfRequest = async () => (contextValue = await options.context({ req, res }));
    const lane = options.lane?.take(req, res.locals.partner);
    if (lane) {
      try {
        contextValue = await options.context({ req, res });
      } catch (error) {
        // Apollo answers a context that could not be made (a 503 when the database is away), from the same error.
        contextOfRequest = () => Promise.reject(error);
      }
      const context = contextValue;
      const result = context && (await options.lane!.run(lane, context)?.catch(() => null));
      if (context && result && !result.errors) {
        // Apollo's own text: its field order (errors, data, extensions) and its newline. Written as text, not
        // through res.send, which copies a text of 1,000 characters or more into a Buffer first; Node's `end`
        // sets Content-Length from the text itself (once: setting it here too measured the text twice).
        const text = JSON.stringify({ data: result.data, extensions: result.extensions }) + '\n';
        res.statusCode = 200;
        res.setHeader('content-type', lane.contentType);
        res.end(text);
        options.afterSend?.(context);
        return;
      }
      if (context && result) options.lane!.handOver(context, result);
      if (context) contextOfRequest = async () => context;
    }
    await answerThroughApollo(server, req, res, contextOfRequest);
    if (contextValue !== undefined) options.afterSend?.(contextValue);
  };
}

async function answerThroughApollo(
  server: ApolloServer<GraphQLContext>,
  req: Request,
  res: Response,
  context: () => Promise<GraphQLContext>,
): Promise<void> {
  const headers = new HeaderMap();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
  }
  const query = req.url.indexOf('?');
  const response = await server.executeHTTPGraphQLRequest({
    httpGraphQLRequest: {
      method: req.method.toUpperCase(),
      headers,
      search: query < 0 ? '' : req.url.slice(query),
      body: req.body,
    },
    context,
  });
  for (const [key, value] of response.headers) res.setHeader(key, value);
  res.statusCode = response.status || 200;
  if (response.body.kind === 'complete') {
    res.send(response.body.string);
    return;
  }
  for await (const chunk of response.body.asyncIterator) {
    res.write(chunk);
    const { flush } = res as unknown as { flush?: () => void };
    if (typeof flush === 'function') flush.call(res);
  }
  res.end();
}
