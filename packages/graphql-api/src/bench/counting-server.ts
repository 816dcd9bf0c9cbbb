import { openDatabase } from '@cobuy/adapters';
import { createAppServices } from '../composition-root.js';
import { readConfig } from '../config.js';
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
  counted<T>(request: () => Promise<T>): Promise<{ readonly value: T; readonly statements: readonly string[] }>;
  stop(): Promise<void>;
}

export async function startCountingServer(databaseUrl: string): Promise<CountingServer> {
  let statements: string[] = [];
  const db = await openDatabase({ databaseUrl, onQuery: (sql) => statements.push(sql) });
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
      const value = await request();
      await services.background.idle();
      return { value, statements: [...statements] };
    },
    async stop() {
      await server.stop();
      await services.background.idle();
      await db.close();
    },
  };
}
