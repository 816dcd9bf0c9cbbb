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
      if (options.silentServerMs > 0) this.#limitSilence(options.silentServerMs);
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

    #limitSilence(ms: number): void {
      const query = this.query.bind(this) as (...args: unknown[]) => unknown;
      this.query = ((...args: unknown[]) => {
        const result = query(...args);
        // Cursors and callback-style calls manage their own waiting; every statement the ORM sends is a promise.
        if (!(result instanceof Promise)) return result;
        const timer = setTimeout(() => {
          const silent = Object.assign(new Error(`The database did not answer within ${ms} ms`), {
            code: SILENT_SERVER_CODE,
          });
          // Closing the socket fails every statement of this connection with `silent` and marks it broken.
          (this.connection as unknown as { stream: { destroy(error: Error): void } }).stream.destroy(silent);
        }, ms);
        return result.finally(() => clearTimeout(timer));
      }) as typeof this.query;
    }
  };
}
