import { openDatabase } from '@cobuy/adapters';
import { createAppServices } from '../composition-root.js';
import { readConfig } from '../config.js';
import { createLogger, useLogger } from '../observability/log.js';
import { startServer } from '../server.js';
import { throwAwayProductionEnv } from './children.js';

/**
 * The real server in this process, over the bench database, counting every SQL statement it sends: the load
 * runs against the child server, this one only answers the one request at a time whose statements are
 * counted (no workers run here, so nothing else sends any).
 */
export interface CountingServer {
  readonly url: string;
  /** What `request` answered, and the statements sent meanwhile, including background work it started. */
  counted<T>(request: () => Promise<T>): Promise<{
    readonly value: T;
    readonly statements: readonly string[];
    /** Each statement's parameters, in the same order (undefined for a statement sent without). */
    readonly parameters: readonly (readonly unknown[] | undefined)[];
  }>;
  stop(): Promise<void>;
}

export async function startCountingServer(databaseUrl: string): Promise<CountingServer> {
  // Its request lines would bury the bench's report (the children's stdout is ignored): warnings and errors only,
  // unless LOG_LEVEL asks for more.
  useLogger(createLogger({ level: process.env.LOG_LEVEL?.trim() || 'warn', pretty: false }));
  let statements: string[] = [];
  let parameters: (readonly unknown[] | undefined)[] = [];
  const db = await openDatabase({
    databaseUrl,
    onQuery: (sql, params) => {
      statements.push(sql);
      parameters.push(params);
    },
  });
  const config = readConfig({
    ...throwAwayProductionEnv(),
    DATABASE_URL: databaseUrl,
    SEED_DEMO_DATA: 'false',
    PORT: '0',
    HOST: '127.0.0.1',
  });
  const services = createAppServices(db, config);
  const server = await startServer(services, config);
  return {
    url: server.url,
    async counted(request) {
      await services.background.idle();
      statements = [];
      parameters = [];
      const value = await request();
      await services.background.idle();
      return { value, statements: [...statements], parameters: [...parameters] };
    },
    async stop() {
      await server.stop();
      await services.background.idle();
      await db.close();
    },
  };
}
