import pg from 'pg';

/** The `code` of the error a statement fails with when the server stayed silent and its connection was closed. */
export const SILENT_SERVER_CODE = 'DB_SERVER_SILENT';

type Release = (error?: Error | boolean) => void;

/**
 * The PostgreSQL pool's client class (pg-pool's `Client` option), adding what the stack lacks for connections
 * that die under it (docs/decisions.md, "Dropped database connections"):
 *
 * 1. A connection that breaks while checked out goes back to the pool at once, marked broken, so the pool
 *    destroys it and opens a fresh one when one is needed, whoever holds it. Kysely gives a transaction's
 *    connection back only after its COMMIT or ROLLBACK succeeds (kysely-org/kysely#1990), and neither can on a
 *    dead connection: before this, every connection dropped inside a transaction stayed checked out for good.
 * 2. A connection is only reused when it is idle outside any transaction; otherwise it is destroyed, so a
 *    request never starts inside what is left of another's transaction.
 * 3. A statement the server has not answered within `silentServerMs` (the server's own statement_timeout
 *    cancels it earlier, so silence means a lost network or a frozen server) closes its connection: the caller
 *    gets an error now instead of when TCP keep-alive notices, minutes later.
 * 4. A statement sent in pg's promise form (`query(text, values)`, how kysely, MikroORM and `Database.read` send
 *    every one) is sent in its callback form instead, with a promise of our own around it. pg's promise form
 *    builds its Query first and sets the Query's callback afterwards; under load V8 then keeps that callback in
 *    the old generation, and from there every statement's promise, result and rows outlive the young
 *    generation's collections until the next full one. The collector's work per request grew several times
 *    over (docs/performance.md, "Session 9"); given the callback up front, the rows die young.
 */
export function resilientClientClass(options: { readonly silentServerMs: number }): typeof pg.Client {
  return class ResilientPgClient extends pg.Client {
    #poolRelease: Release | undefined;
    #broken = false;

    constructor(config?: string | pg.ClientConfig) {
      super(config);
      const broke = (error?: Error) => {
        this.#broken = true;
        this.#giveBack(error ?? new Error('The database connection ended'));
      };
      this.on('error', broke);
      this.on('end', () => broke());
      this.#sendPromisesAsCallbacks(options.silentServerMs);
    }

    /** pg-pool hands every checkout its own release function by assigning it here. */
    set release(release: Release) {
      this.#poolRelease = release;
    }

    /** What the holder calls when done: at most once per checkout, and a broken connection is never reused. */
    get release(): Release {
      return (error) => this.#giveBack(error);
    }

    #giveBack(error?: Error | boolean): void {
      const release = this.#poolRelease;
      if (!release) return;
      this.#poolRelease = undefined;
      const reusable = !this.#broken && this.getTransactionStatus() === 'I';
      release(error || (reusable ? undefined : new Error('The connection is broken or still inside a transaction')));
    }

    #sendPromisesAsCallbacks(silentServerMs: number): void {
      const query = this.query.bind(this) as (...args: unknown[]) => unknown;
      this.query = ((...args: unknown[]) => {
        // Cursors and callback-style calls (pg's Submittable, a callback argument) manage their own waiting.
        if (!isPromiseForm(args)) return query(...args);
        let silence: NodeJS.Timeout | undefined;
        const answered = new Promise<pg.QueryResult>((resolve, reject) => {
          query(args[0], args[1], (error: Error | null, result: pg.QueryResult) => {
            clearTimeout(silence);
            if (error) reject(error);
            else resolve(result);
          });
        }).catch((error: unknown) => {
          // As pg's promise form does: the stack of the caller that awaited, not of the socket read.
          if (error instanceof Error) Error.captureStackTrace(error);
          throw error;
        });
        if (silentServerMs > 0) {
          silence = setTimeout(() => {
            const silent = Object.assign(new Error(`The database did not answer within ${silentServerMs} ms`), {
              code: SILENT_SERVER_CODE,
            });
            // Closing the socket fails every statement of this connection with `silent` and marks it broken.
            (this.connection as unknown as { stream: { destroy(error: Error): void } }).stream.destroy(silent);
          }, silentServerMs);
        }
        return answered;
      }) as typeof this.query;
    }
  };
}

/** `query(text | config, values?)` with no callback and nothing pg would submit as it is: pg answers a promise. */
function isPromiseForm(args: readonly unknown[]): boolean {
  const [config, values] = args;
  // No statement at all: pg's own call throws its TypeError, as before.
  if (config === null || config === undefined) return false;
  if (args.length > 2 || typeof values === 'function') return false;
  const submittable = config as { submit?: unknown; callback?: unknown };
  return typeof submittable.submit !== 'function' && typeof submittable.callback !== 'function';
}
