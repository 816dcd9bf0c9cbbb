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
 *    gets an error now instead of when TCP keep-alive notices, minutes later. One watch per pool looks at the
 *    oldest unanswered statement of each connection every quarter of that time (so within 1.25 times it), rather
 *    than a timer per statement: setting and clearing a timer cost about 1.5 µs of CPU a statement, a hundredth
 *    of a project page (docs/performance.md, "Session 13").
 * 4. A statement sent in pg's promise form (`query(text, values)`, how kysely, MikroORM and `Database.read` send
 *    every one) is sent in its callback form instead, with a promise of our own around it. pg's promise form
 *    builds its Query first and sets the Query's callback afterwards; under load V8 then keeps that callback in
 *    the old generation, and from there every statement's promise, result and rows outlive the young
 *    generation's collections until the next full one. The collector's work per request grew several times
 *    over (docs/performance.md, "Session 9"); given the callback up front, the rows die young.
 */
export function resilientClientClass(options: { readonly silentServerMs: number }): typeof pg.Client {
  const { silentServerMs } = options;
  const watch = silentServerMs > 0 ? new SilenceWatch(silentServerMs) : null;
  return class ResilientPgClient extends pg.Client {
    #poolRelease: Release | undefined;
    #broken = false;
    /** When each unanswered statement sent in the promise form was sent (performance.now()), oldest first. */
    readonly #sentAt: number[] = [];

    constructor(config?: string | pg.ClientConfig) {
      super(config);
      const broke = (error?: Error) => {
        this.#broken = true;
        watch?.forget(this);
        this.#giveBack(error ?? new Error('The database connection ended'));
      };
      this.on('error', broke);
      this.on('end', () => broke());
      this.#sendPromisesAsCallbacks();
    }

    /** For the watch: how long the oldest unanswered statement has waited, in ms (0: none is waiting). */
    waitedMs(now: number): number {
      const oldest = this.#sentAt[0];
      return oldest === undefined ? 0 : now - oldest;
    }

    /** For the watch: closes the connection, which fails every statement on it with `SILENT_SERVER_CODE`. */
    closeSilent(): void {
      const silent = Object.assign(new Error(`The database did not answer within ${silentServerMs} ms`), {
        code: SILENT_SERVER_CODE,
      });
      (this.connection as unknown as { stream: { destroy(error: Error): void } }).stream.destroy(silent);
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

    #sendPromisesAsCallbacks(): void {
      const query = this.query.bind(this) as (...args: unknown[]) => unknown;
      const sentAt = this.#sentAt;
      this.query = ((...args: unknown[]) => {
        // Cursors and callback-style calls (pg's Submittable, a callback argument) manage their own waiting.
        if (!isPromiseForm(args)) return query(...args);
        if (watch) {
          sentAt.push(performance.now());
          watch.look(this);
        }
        return new Promise<pg.QueryResult>((resolve, reject) => {
          try {
            query(args[0], args[1], (error: Error | null, result: pg.QueryResult) => {
              // pg answers a connection's statements in the order they were sent.
              if (watch) sentAt.shift();
              if (error) reject(error);
              else resolve(result);
            });
          } catch (thrown) {
            if (watch) sentAt.pop();
            throw thrown;
          }
        }).catch((error: unknown) => {
          // As pg's promise form does: the stack of the caller that awaited, not of the socket read.
          if (error instanceof Error) Error.captureStackTrace(error);
          throw error;
        });
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

/** A connection as the watch sees it. */
interface Watched {
  waitedMs(now: number): number;
  closeSilent(): void;
}

/**
 * Looks at the connections of one pool every quarter of `silentServerMs` while any of them has a statement out,
 * and closes each one whose oldest unanswered statement has waited longer than that.
 */
class SilenceWatch {
  readonly #connections = new Set<Watched>();
  #timer: NodeJS.Timeout | undefined;

  constructor(private readonly silentServerMs: number) {}

  /** A connection that has just sent a statement. */
  look(connection: Watched): void {
    this.#connections.add(connection);
    if (this.#timer) return;
    this.#timer = setInterval(() => this.#sweep(), Math.max(1, Math.floor(this.silentServerMs / 4)));
    this.#timer.unref();
  }

  /** A connection that ended. */
  forget(connection: Watched): void {
    this.#connections.delete(connection);
  }

  #sweep(): void {
    const now = performance.now();
    for (const connection of this.#connections) {
      const waited = connection.waitedMs(now);
      if (waited === 0) this.#connections.delete(connection);
      else if (waited > this.silentServerMs) connection.closeSilent();
    }
    if (this.#connections.size === 0) {
      clearInterval(this.#timer);
      this.#timer = undefined;
    }
  }
}
