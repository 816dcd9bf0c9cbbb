import 'reflect-metadata';
import { seedDemoCatalog, type Database, type DatabaseLimits } from '@cobuy/adapters';
import { useTestDatabase } from '@cobuy/adapters/testing';
import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import { afterAll, beforeAll } from 'vitest';
import type { InvestingRateLimits } from '@cobuy/application';
import type { MailAccountVerifier } from '@cobuy/domain';
import { createAppServices, type AppServiceOverrides, type AppServices } from '../composition-root.js';
import { readConfig } from '../config.js';
import { startServer, type RunningServer } from '../server.js';

export interface TestServer {
  readonly url: string;
  /** The Node HTTP server (for tests that watch its connections). */
  readonly httpServer: Server;
  readonly db: Database;
  readonly services: AppServices;
  /** Every SQL statement the server sent since the last `resetQueries()`. */
  readonly queries: string[];
  resetQueries(): void;
  get(path: string, headers?: Record<string, string>): Promise<{ status: number; body: any; headers: Headers }>;
  post(
    path: string,
    body: unknown,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: any; headers: Headers }>;
  graphql(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: any; headers: Headers }>;
}

async function call(url: string, init: RequestInit) {
  const response = await fetch(url, init);
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON: keep the text
  }
  // Tests read answers loosely, as a client would; `any` is deliberate here.
  // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment
  return { status: response.status, body: body as any, headers: response.headers };
}

/**
 * Starts the real server (REST, GraphQL, web fallback) on a random port over this test file's own
 * migrated database, with the demo catalog seeded unless `seed: false`. `env` adds environment variables to
 * the configuration (e.g. `{ NODE_ENV: 'production' }`; the default is `test`). `mailVerifier` stands in for
 * the SMTP server that Email Settings credentials are proved against (no test sends real mail). `database` sets
 * the PostgreSQL pool's size and time limits; `investingRateLimits` replaces the per-investor call limits.
 */
export function useTestServer(
  options: {
    seed?: boolean;
    webDistDir?: string;
    env?: NodeJS.ProcessEnv;
    mailVerifier?: MailAccountVerifier;
    database?: { poolSize?: number; limits?: Partial<DatabaseLimits> };
    /** Per-investor limits on investment and interest calls, for tests that make more calls than people do. */
    investingRateLimits?: InvestingRateLimits;
    /** Starts the live relay, as main.ts does (tests of pushed notifications, funding and closed sessions). */
    liveRelay?: boolean;
    /** The machine translation behind `/api/translate` (a fake; none unless given) and its per-IP limit. */
    translation?: AppServiceOverrides['translation'];
    translateRateLimit?: AppServiceOverrides['translateRateLimit'];
  } = {},
): TestServer {
  const queries: string[] = [];
  const fixture = useTestDatabase({ ...options.database, onQuery: (sql) => queries.push(sql) });
  let server: RunningServer | undefined;
  let services: AppServices | undefined;
  beforeAll(async () => {
    if (options.seed !== false) await seedDemoCatalog(fixture.db);
    const base = readConfig({ NODE_ENV: 'test', ...options.env });
    const config = {
      ...base,
      // Tests run production configuration too: the demo bank details stand in for the real ones.
      payments: { ...base.payments, missing: [] },
      port: 0,
      host: '127.0.0.1',
      // A throw-away key: documents uploaded by tests are sealed with it (no key file in the work tree).
      fileEncryption: { FILE_ENCRYPTION_KEY: randomBytes(32).toString('base64') },
      mailSettingsKeys: { MAIL_SETTINGS_KEY: randomBytes(32).toString('base64') },
      // A test's own web folder has no server build of its own: its pages are the plain index.html.
      ...(options.webDistDir ? { webDistDir: options.webDistDir, webServerEntry: null } : {}),
    };
    services = createAppServices(fixture.db, config, {
      mailVerifier: options.mailVerifier,
      investingRateLimits: options.investingRateLimits,
      translation: options.translation,
      translateRateLimit: options.translateRateLimit,
    });
    server = await startServer(services, config);
    if (options.liveRelay) services.live.relay.start();
  });
  afterAll(async () => {
    await server?.stop();
    // Work a request started after its answer (the event consumers' nudges) ends before the database goes.
    await services?.background.idle();
  });
  const url = (path: string) => `${server!.url}${path}`;
  return {
    get url() {
      return server!.url;
    },
    get httpServer() {
      return server!.httpServer;
    },
    get db() {
      return fixture.db;
    },
    get services() {
      return services!;
    },
    queries,
    resetQueries: () => {
      queries.length = 0;
    },
    get: (path, headers = {}) => call(url(path), { headers }),
    post: (path, body, headers = {}) =>
      call(url(path), {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    graphql: (query, variables, headers = {}) =>
      call(url('/graphql'), {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ query, variables }),
      }),
  };
}
