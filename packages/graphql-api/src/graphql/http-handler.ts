import { HeaderMap, type ApolloServer, type ContextFunction } from '@apollo/server';
import type { Request, RequestHandler, Response } from 'express';
import type { GraphQLContext } from './context.js';
import { isCleanAnswer, type KnownQueries, type LaneOutcome } from './known-queries.js';

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
    /** What the front door already made of the request, if it handed it on (front-door.ts). */
    laneOutcomeOf?: (req: Request) => LaneOutcome | undefined;
  },
): RequestHandler {
  server.assertStarted('graphqlHttpHandler()');
  return async (req, res) => {
    if (!('body' in req)) {
      res.status(500);
      res.send('`req.body` is not set: the JSON body parser must run before GraphQL.');
      return;
    }
    const { lane } = options;
    let contextValue: GraphQLContext | undefined;
    let contextOfRequest = async () => (contextValue = await options.context({ req, res }));
    // A request the front door has run already is not run again: what it made of it is answered here.
    const handedOn = options.laneOutcomeOf?.(req);
    const taken = lane && !handedOn ? lane.take(req, res.locals.partner) : null;
    const outcome = handedOn ?? (taken ? await lane!.answer(taken, contextOfRequest) : undefined);
    if (lane && outcome) {
      if (isCleanAnswer(outcome)) {
        lane.send(res, outcome);
        options.afterSend?.(outcome.context);
        return;
      }
      contextValue = outcome.context;
      contextOfRequest = lane.contextForApollo(outcome);
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
