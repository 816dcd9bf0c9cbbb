import { HeaderMap, type ApolloServer, type BaseContext, type ContextFunction } from '@apollo/server';
import type { Request, RequestHandler, Response } from 'express';

/**
 * Apollo Server over Express: `expressMiddleware` of @as-integrations/express5, step for step, except that the
 * query string is cut from the URL instead of read with `url.parse`. On Node 24 that function is deprecated and
 * looks up its caller's stack on every call (to warn only outside node_modules): 20-30 µs of CPU on every
 * GraphQL request, a tenth of a `{ __typename }` (docs/performance.md, "Third round, the lists").
 */
export function graphqlHttpHandler<TContext extends BaseContext>(
  server: ApolloServer<TContext>,
  options: {
    context: ContextFunction<[{ req: Request; res: Response }], TContext>;
    /** After a complete answer has been written, with the context it was answered in (sent-answer.ts). */
    afterSend?: (context: TContext) => void;
  },
): RequestHandler {
  server.assertStarted('graphqlHttpHandler()');
  return async (req, res) => {
    if (!('body' in req)) {
      res.status(500);
      res.send('`req.body` is not set: the JSON body parser must run before GraphQL.');
      return;
    }
    const headers = new HeaderMap();
    for (const [key, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
    }
    const query = req.url.indexOf('?');
    let contextValue: TContext | undefined;
    const contextOfRequest = async () => (contextValue = await options.context({ req, res }));
    const response = await server.executeHTTPGraphQLRequest({
      httpGraphQLRequest: {
        method: req.method.toUpperCase(),
        headers,
        search: query < 0 ? '' : req.url.slice(query),
        body: req.body,
      },
      context: contextOfRequest,
    });
    for (const [key, value] of response.headers) res.setHeader(key, value);
    res.statusCode = response.status || 200;
    if (response.body.kind === 'complete') {
      res.send(response.body.string);
      if (contextValue !== undefined) options.afterSend?.(contextValue);
      return;
    }
    for await (const chunk of response.body.asyncIterator) {
      res.write(chunk);
      const { flush } = res as unknown as { flush?: () => void };
      if (typeof flush === 'function') flush.call(res);
    }
    res.end();
  };
}
