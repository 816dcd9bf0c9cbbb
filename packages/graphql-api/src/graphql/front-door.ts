import type { RequestHandler } from 'express';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { logger, withCorrelation } from '../observability/log.js';
import { watchRequest, type RequestObserver } from '../observability/request-log.js';
import type { GraphQLContext } from './context.js';
import type { BodyReader } from './json-body.js';
import { isCleanAnswer, isJsonBody, type KnownQueries, type LaneMessage, type LaneOutcome } from './known-queries.js';
import { presentedPartnerKey } from './partner-access.js';

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * The GraphQL front door (docs/performance.md, "Session 12"): the HTTP server's request listener, ahead of Express.
 * A `POST /graphql` of JSON without a partner key is read here; when the known-query lane takes it and its answer
 * has no error, it is answered here with what Express's chain gives every GraphQL answer: the request's
 * correlation, its line and metrics, the API's security headers and `Cache-Control: no-store`. Express's routing,
 * prototypes and middleware calls were a tenth of a project page's CPU.
 *
 * Everything else goes on to Express as it came, with what the door has done so far: the open correlation (one id,
 * one line), the body it read (or the error reading it, which Express's chain then meets where its own body parser
 * stands), and the lane's outcome, which Express's GraphQL handler answers through Apollo without running the query
 * again.
 */
export class GraphQLFrontDoor {
  readonly #outcomes = new WeakMap<IncomingMessage, LaneOutcome>();
  readonly #bodyErrors = new WeakMap<IncomingMessage, unknown>();

  constructor(
    private readonly options: {
      readonly lane: KnownQueries;
      /**
       * The body as Express's chain reads it, with the same errors: its JSON body parser with its limit, behind
       * `jsonBodyReader` for the common request.
       */
      readonly readBody: BodyReader;
      readonly context: (req: IncomingMessage) => Promise<GraphQLContext>;
      /** What Express's chain sets on every GraphQL answer after X-Request-Id, in its order. */
      readonly headers: readonly (readonly [string, string])[];
      readonly observe: RequestObserver;
      readonly afterSend: (context: GraphQLContext) => void;
      /** Express, for everything the door does not answer. */
      readonly next: Listener;
    },
  ) {}

  readonly listener: Listener = (req, res) => {
    if (!this.#mayTake(req)) {
      this.handOn(req, res);
      return;
    }
    const correlation = watchRequest(req, res, this.options.observe);
    correlation.route = '/graphql';
    this.options.readBody(req, res, (error) => {
      if (error !== undefined) {
        this.#bodyErrors.set(req, error);
        this.handOn(req, res);
        return;
      }
      withCorrelation(correlation, () => {
        this.#answer(req, res).catch((failure: unknown) => {
          logger.error({ err: failure }, 'The GraphQL front door failed; Express answers the request');
          if (!res.headersSent) this.handOn(req, res);
        });
      });
    });
  };

  /** Gives the request to Express, which answers it (with what the door has noted about it). */
  handOn(req: IncomingMessage, res: ServerResponse): void {
    this.options.next(req, res);
  }

  /** What the door made of a request it handed on to Express, for Express's GraphQL handler to answer. */
  readonly outcomeOf = (req: IncomingMessage): LaneOutcome | undefined => this.#outcomes.get(req);

  /** In Express's chain before its body parser: the error the door met reading the body, as that parser's own. */
  readonly replayBodyError: RequestHandler = (req, _res, next) => {
    next(this.#bodyErrors.get(req));
  };

  #mayTake(req: IncomingMessage): boolean {
    return (
      req.method === 'POST' &&
      req.url === '/graphql' &&
      isJsonBody(req.headers['content-type']) &&
      presentedPartnerKey(req.headers) === null
    );
  }

  async #answer(req: LaneMessage, res: ServerResponse): Promise<void> {
    const { lane } = this.options;
    const taken = lane.take(req, null);
    if (!taken) {
      this.handOn(req, res);
      return;
    }
    const outcome = await lane.answer(taken, () => this.options.context(req));
    if (!isCleanAnswer(outcome)) {
      this.#outcomes.set(req, outcome);
      this.handOn(req, res);
      return;
    }
    for (const [name, value] of this.options.headers) res.setHeader(name, value);
    lane.send(res, outcome);
    this.options.afterSend(outcome.context);
  }
}
