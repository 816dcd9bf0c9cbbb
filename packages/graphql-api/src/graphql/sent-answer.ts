import type { ExecutionResult } from 'graphql';

/**
 * One request's GraphQL answer, let go once its text has been sent (docs/performance.md, "Session 9").
 *
 * Apollo's per-request objects (the response and its body) and graphql-jit's `data` object are made before the
 * resolvers wait on the database and filled after. Under load V8 pretenures them: they are born in the old
 * generation. Everything the answer holds is then pointed at from old objects, and survives every young collection
 * until the next full one, long after the response has gone out. Emptying the answer's top-level fields once its
 * text is written cuts those pointers. Nothing reads the answer after that: Apollo's plugins have run and the body
 * is a string.
 */
export class SentAnswer {
  #result: ExecutionResult | undefined;

  /** The executor's answer for this request (its last one, if Apollo ever asked twice). */
  keep(result: ExecutionResult): void {
    this.#result = result;
  }

  /** Called by the HTTP handler after the body is written; other transports never call it. */
  release(): void {
    const data = this.#result?.data as Record<string, unknown> | null | undefined;
    this.#result = undefined;
    if (!data) return;
    for (const field of Object.keys(data)) data[field] = null;
  }
}
