import type { ApolloServerPlugin, GraphQLRequestListener } from '@apollo/server';
import type { DocumentNode, ExecutionResult, GraphQLSchema, OperationDefinitionNode } from 'graphql';
import type { IncomingMessage, ServerResponse } from 'node:http';
import Negotiator from 'negotiator';
import { nameOperation } from '../observability/graphql-operation.js';
import type { CompiledExecution } from './compiled-execution.js';
import type { GraphQLContext } from './context.js';
import { variablesError } from './variables.js';

/**
 * How many query texts the lane remembers (the oldest recorded goes first), as many as the compiled queries
 * it runs (compiled-execution.ts): the web app sends a few dozen distinct operations.
 */
const KNOWN_QUERY_TEXTS = 500;

/**
 * The longest query text the lane remembers: the web app's operations, fragments included, are a few KB. Whitespace
 * and comments are not tokens, so a body of 100 KB can hold a valid query; such texts always go through Apollo,
 * and the lane's texts stay under 8 MB however they are chosen.
 */
const LONGEST_KNOWN_TEXT = 16 * 1024;

/** How many distinct Accept headers keep the content type they negotiate (clients send a handful). */
const KNOWN_ACCEPT_HEADERS = 64;

/** What Apollo answers a single result with, by the request's Accept header (its own three, in its order). */
const SINGLE_RESULT_TYPES = [
  'application/json; charset=utf-8',
  'application/graphql-response+json; charset=utf-8',
  'application/json; callbackSpec=1.0; charset=utf-8',
];
const DEFAULT_TYPE = SINGLE_RESULT_TYPES[0]!;

/** The content types the lane takes (and so the front door): JSON, with any parameters. */
const JSON_BODY = /^application\/json\s*(;|$)/i;
export const isJsonBody = (contentType: string | undefined): boolean =>
  // What Apollo Client sends, without the pattern (checked twice a request: by the door and by the lane).
  contentType === 'application/json' || (contentType !== undefined && JSON_BODY.test(contentType));

/** A query operation Apollo has parsed, validated and resolved before, under the same text and name. */
interface KnownQuery {
  readonly schema: GraphQLSchema;
  readonly document: DocumentNode;
  readonly operation: OperationDefinitionNode;
  /** The name the request gave (the compiled query's key), and the operation's own (the log's and metrics'). */
  readonly requestedName: string | undefined;
  readonly resolvedName: string | null;
}

/** A request the lane takes: the query it names, its variables, and the content type of its answer. */
export interface LaneRequest {
  readonly known: KnownQuery;
  readonly variables: Readonly<Record<string, unknown>> | undefined;
  readonly contentType: string;
}

/** A request as the lane reads it: Express's, or the front door's once it has read the body (front-door.ts). */
export type LaneMessage = IncomingMessage & { readonly body?: unknown };

/**
 * What the lane made of a request it took: the answer, and the context it was computed in; or no context (the
 * error it could not be made with), or no answer (the executor no longer compiles the query, or it threw).
 */
export interface LaneOutcome {
  readonly contentType: string;
  readonly context: GraphQLContext | undefined;
  readonly contextError?: unknown;
  readonly result: ExecutionResult | null;
}

/** An outcome the lane sends itself: an answer without errors. */
export type CleanAnswer = LaneOutcome & { readonly context: GraphQLContext; readonly result: ExecutionResult };

export const isCleanAnswer = (outcome: LaneOutcome): outcome is CleanAnswer =>
  outcome.context !== undefined && outcome.result !== null && !outcome.result.errors;

/**
 * The known-query lane (docs/performance.md, "Session 11"): a POST of a query that Apollo has already parsed,
 * validated and resolved once is run compiled without going through Apollo's request pipeline again, whose
 * fixed cost (a SHA-256 of the text, content negotiation, the plugin stages, the response objects) was a sixth
 * of a project page's CPU.
 *
 * The lane answers only what Apollo would have answered with a plain 200 and `{ data }`: a query that Apollo
 * validated (recorded by `plugin()` once validation and the operation's resolution have passed), with
 * well-formed variables that pass the same check, no partner key (its scope is Apollo's plugin), no
 * extensions, and an Accept header that takes JSON. Everything else goes to Apollo as before, and so does every
 * answer with an error: the lane hands the computed answer to Apollo's executor (`CompiledExecution.handOver`),
 * so Apollo formats, localizes and sends it and the query never runs twice.
 */
export class KnownQueries {
  /** Every remembered text, oldest first (the order `#remember` evicts in). */
  readonly #byText = new Map<string, Map<string, KnownQuery>>();
  /**
   * The same texts by their length, for `take`: a request's text is a fresh string of a few KB, and looking it up in
   * `#byText` hashes all of it (about 6 µs of a project page's CPU); comparing it with the one or two remembered
   * texts of its length is a fraction of that (docs/performance.md, "Session 13").
   */
  readonly #byLength = new Map<number, { readonly text: string; readonly byName: Map<string, KnownQuery> }[]>();
  readonly #contentTypes = new Map<string, string | null>();

  constructor(private readonly execution: CompiledExecution) {}

  /** Records the queries the executor compiles, once Apollo has validated and resolved them. */
  plugin(): ApolloServerPlugin<GraphQLContext> {
    const hooks: GraphQLRequestListener<GraphQLContext> = {
      didResolveOperation: async ({ schema, source, document, operation, operationName, request }) => {
        const requestedName = request.operationName;
        if (source.length > LONGEST_KNOWN_TEXT) return;
        if (!operation || !this.execution.compiles(document, operation, requestedName)) return;
        this.#remember(source, { schema, document, operation, requestedName, resolvedName: operationName });
      },
    };
    return { requestDidStart: async () => hooks };
  }

  /** The lane's part of a request, or null when Apollo answers it. */
  take(req: LaneMessage, partner: unknown): LaneRequest | null {
    if (req.method !== 'POST' || partner) return null;
    const contentType = req.headers['content-type'];
    if (!isJsonBody(contentType)) return null;
    const body = req.body as Record<string, unknown> | undefined;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
    const { query, variables, operationName, extensions } = body;
    if (typeof query !== 'string' || extensions !== undefined) return null;
    if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') return null;
    if (variables !== undefined && variables !== null && (typeof variables !== 'object' || Array.isArray(variables))) {
      return null;
    }
    const known = this.#namesOf(query)?.get(operationName ?? '');
    if (!known) return null;
    const answerType = this.#contentTypeFor(req.headers.accept);
    if (answerType === null) return null;
    const given = (variables ?? undefined) as Record<string, unknown> | undefined;
    if (variablesError(known.schema, known.operation, given)) return null;
    return { known, variables: given, contentType: answerType };
  }

  /** Makes the request's context and runs its query in it; whatever fails is in the outcome, for Apollo to answer. */
  async answer(lane: LaneRequest, makeContext: () => Promise<GraphQLContext>): Promise<LaneOutcome> {
    let context: GraphQLContext;
    try {
      context = await makeContext();
    } catch (contextError) {
      return { contentType: lane.contentType, context: undefined, contextError, result: null };
    }
    const { document, operation, requestedName, resolvedName } = lane.known;
    nameOperation(resolvedName);
    const run = this.execution.runQuery(document, operation, requestedName, context, lane.variables);
    const result = run && (await run.catch(() => null));
    return { contentType: lane.contentType, context, result };
  }

  /**
   * Sends an answer without errors as Apollo would: status 200, its content type, and Apollo's own text (its
   * field order: errors, data, extensions; and its newline).
   */
  send(res: ServerResponse, outcome: CleanAnswer): void {
    const { result } = outcome;
    // Written as text, not through Express's res.send, which copies a text of 1,000 characters or more into a
    // Buffer first; Node's `end` sets Content-Length from the text itself (once: setting it here too measured the
    // text twice).
    const text = JSON.stringify({ data: result.data, extensions: result.extensions }) + '\n';
    res.statusCode = 200;
    res.setHeader('content-type', outcome.contentType);
    res.end(text);
  }

  /**
   * Hands an outcome that was not sent to Apollo's answer: a computed answer to its executor (`handOver`), so the
   * query does not run twice; the context, or the error it could not be made with, as Apollo's context.
   */
  contextForApollo(outcome: LaneOutcome): () => Promise<GraphQLContext> {
    const { context, result } = outcome;
    if (!context) return () => Promise.reject(outcome.contextError);
    if (result) this.execution.handOver(context, result);
    return async () => context;
  }

  #namesOf(text: string): Map<string, KnownQuery> | undefined {
    const sameLength = this.#byLength.get(text.length);
    if (!sameLength) return undefined;
    for (const entry of sameLength) if (entry.text === text) return entry.byName;
    return undefined;
  }

  #remember(text: string, known: KnownQuery): void {
    let byName = this.#byText.get(text);
    if (byName) {
      this.#byText.delete(text);
    } else {
      byName = new Map();
      if (this.#byText.size >= KNOWN_QUERY_TEXTS) this.#forget(this.#byText.keys().next().value!);
      const sameLength = this.#byLength.get(text.length) ?? [];
      sameLength.push({ text, byName });
      this.#byLength.set(text.length, sameLength);
    }
    // Re-inserting marks it most recently used; Map keeps insertion order.
    this.#byText.set(text, byName);
    byName.set(known.requestedName ?? '', known);
  }

  #forget(text: string): void {
    this.#byText.delete(text);
    const others = (this.#byLength.get(text.length) ?? []).filter((entry) => entry.text !== text);
    if (others.length > 0) this.#byLength.set(text.length, others);
    else this.#byLength.delete(text.length);
  }

  /** Apollo's choice for a single result (chooseContentTypeForSingleResultResponse), negotiated once per header. */
  #contentTypeFor(accept: string | undefined): string | null {
    if (!accept) return DEFAULT_TYPE;
    let type = this.#contentTypes.get(accept);
    if (type === undefined) {
      type = new Negotiator({ headers: { accept } }).mediaType(SINGLE_RESULT_TYPES) ?? null;
      if (this.#contentTypes.size < KNOWN_ACCEPT_HEADERS) this.#contentTypes.set(accept, type);
    }
    return type;
  }
}
