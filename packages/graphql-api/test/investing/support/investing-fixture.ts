import 'reflect-metadata';
import { openDatabase, type Database } from '@cobuy/adapters';
import { useTestDatabase } from '@cobuy/adapters/testing';
import { runUseCase, type AppError, type RequestContext, type Role, type UseCase } from '@cobuy/application';
import type { Clock, Result } from '@cobuy/domain';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { createAppServices, type AppServices } from '../../../src/composition-root.js';
import { readConfig, type ServerConfig } from '../../../src/config.js';

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

/** Time the tests move by hand, so that 7-day windows pass in a millisecond. */
export class FakeClock implements Clock {
  private at: number;
  constructor(start: Date = new Date(Math.floor(Date.now() / 1000) * 1000)) {
    this.at = start.getTime();
  }
  now(): Date {
    return new Date(this.at);
  }
  set(instant: Date): void {
    this.at = instant.getTime();
  }
  advance(ms: number): void {
    this.at += ms;
  }
}

/** The test server's configuration (demo bank details, a throw-away file key), without the HTTP server. */
export function investingTestConfig(): ServerConfig {
  const base = readConfig({ NODE_ENV: 'test' });
  return {
    ...base,
    payments: { ...base.payments, missing: [] },
    fileEncryption: { FILE_ENCRYPTION_KEY: randomBytes(32).toString('base64') },
  };
}

export interface InvestingFixture {
  readonly db: Database;
  readonly services: AppServices;
  readonly config: ServerConfig;
  /** The file's PostgreSQL database, or undefined on PGlite (which one process alone can open). */
  readonly postgresUrl: string | undefined;
  /**
   * Another connection pool on the same PostgreSQL database: a second server process, or enough connections
   * for a race to be a real one. Closed when the file ends.
   */
  openPool(size: number): Promise<Database>;
  /**
   * The composition root's services over a pool of `size` connections on PostgreSQL, so that concurrent calls
   * really run at once; on PGlite (one connection) the file's own services, where the same calls serialize.
   */
  racingServices(size: number): Promise<AppServices>;
}

/**
 * The test file's own migrated database (PostgreSQL when DATABASE_URL is set, PGlite otherwise) and the
 * services of the composition root over it: the use cases run exactly as the server wires them.
 */
export function useInvesting(options: { config?: (base: ServerConfig) => ServerConfig } = {}): InvestingFixture {
  const database = useTestDatabase();
  const config = options.config ? options.config(investingTestConfig()) : investingTestConfig();
  const pools: Database[] = [];
  let services: AppServices | undefined;
  const extraServices: AppServices[] = [];
  beforeAll(() => {
    services = createAppServices(database.db, config);
  });
  // Registered after the database's own hook, so it runs before the database is dropped.
  afterAll(async () => {
    await services?.background.idle();
    await services?.accountsStartup.close();
    for (const s of extraServices) {
      await s.background.idle();
      await s.accountsStartup.close();
    }
    for (const pool of pools) await pool.close();
  });
  return {
    get db() {
      return database.db;
    },
    get services() {
      if (!services) throw new Error('useInvesting: services exist only inside tests and hooks');
      return services;
    },
    config,
    get postgresUrl() {
      return database.handle.config.databaseUrl;
    },
    async openPool(size) {
      const url = database.handle.config.databaseUrl;
      if (!url) throw new Error('openPool needs PostgreSQL (DATABASE_URL)');
      const pool = await openDatabase({ databaseUrl: url, poolSize: size });
      pools.push(pool);
      return pool;
    },
    async racingServices(size) {
      if (!this.postgresUrl) return this.services;
      const racing = createAppServices(await this.openPool(size), config);
      extraServices.push(racing);
      return racing;
    },
  };
}

export const contextOf = (userId: number, role: Role, clock: Clock, label = 'investing-test'): RequestContext => ({
  actor: { userId, role },
  correlationId: `${label}-${userId}-${Math.random().toString(36).slice(2, 8)}`,
  clock,
});

/** Runs a use case the way both transports do (access, validation, ownership, then execute). */
export function run<O>(useCase: UseCase<any, O>, ctx: RequestContext, input: unknown): Promise<Result<O, AppError>> {
  return runUseCase(useCase, ctx, input);
}

/** The value of a success; a refusal fails the test with its code and message. */
export function valueOf<T>(result: Result<T, AppError>): T {
  if (!result.ok) throw new Error(`expected success, got ${JSON.stringify(result.error)}`);
  return result.value;
}

/** The error of a refusal; a success fails the test. */
export function errorOf<T>(result: Result<T, AppError>): AppError {
  if (result.ok) throw new Error(`expected a refusal, got ${JSON.stringify(result.value)}`);
  return result.error;
}
