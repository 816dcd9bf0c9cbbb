import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { DatabaseLimits } from '../database-limits.js';
import { openDatabase, PGLITE_EXTENSIONS, type Database, type DatabaseConfig } from '../orm.js';

/**
 * Test databases, built so that each test file gets its own migrated, empty database fast:
 * - with `DATABASE_URL` (CI): a template database is migrated once per run (global setup) and each test
 *   file gets `CREATE DATABASE … TEMPLATE …`, dropped again when the file ends;
 * - without it: a migrated PGlite is dumped once per run and each test file loads that dump (~0.6 s
 *   instead of the 4 s a fresh PGlite plus migrations costs).
 */
/** Each run migrates its own template, so two runs at once (two developers, CI beside a session) never collide. */
const TEMPLATE_PREFIX = 'cobuy_test_template_';

export interface TestDatabaseHandles {
  /** Set when the run uses PostgreSQL. */
  readonly templateDatabase?: string;
  /** Set when the run uses PGlite: a file holding the migrated data directory dump. */
  readonly pgliteDumpFile?: string;
}

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Global setup: migrate once. Returns what the test files need to clone it. */
export async function prepareTestDatabaseTemplate(dumpFile: string): Promise<TestDatabaseHandles> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const template = `${TEMPLATE_PREFIX}${randomUUID().replaceAll('-', '').slice(0, 12)}`;
    await adminQuery(url, `create database ${template}`);
    const db = await openDatabase({ databaseUrl: withDatabase(url, template), poolSize: 1 });
    await db.migrate();
    await db.close();
    return { templateDatabase: template };
  }
  const pglite = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const db = await openDatabase({ pglite });
  await db.migrate();
  await db.orm.close(true);
  const dump = await pglite.dumpDataDir('none');
  const { writeFile } = await import('node:fs/promises');
  await writeFile(dumpFile, Buffer.from(await dump.arrayBuffer()));
  await pglite.close();
  return { pgliteDumpFile: dumpFile };
}

/** Global teardown: drops this run's template database. */
export async function disposeTestDatabaseTemplate(handles: TestDatabaseHandles): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (url && handles.templateDatabase) {
    await adminQuery(url, `drop database if exists ${handles.templateDatabase} with (force)`);
  }
}

export interface TestDatabase {
  readonly db: Database;
  readonly config: DatabaseConfig;
  /** Drops the per-file database (PostgreSQL) or closes the PGlite instance. */
  dispose(): Promise<void>;
}

export interface TestDatabaseOptions {
  readonly onQuery?: (sql: string, params?: readonly unknown[]) => void;
  /** PostgreSQL only: the pool's size (4 unless given) and time limits (the defaults unless given). */
  readonly poolSize?: number;
  readonly limits?: Partial<DatabaseLimits>;
}

/** One migrated, empty database for the calling test file. */
export async function createTestDatabase(
  handles: TestDatabaseHandles,
  options: TestDatabaseOptions = {},
): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  if (url && handles.templateDatabase) {
    const name = `cobuy_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
    await adminQuery(url, `create database ${name} template ${handles.templateDatabase}`);
    const config: DatabaseConfig = {
      databaseUrl: withDatabase(url, name),
      poolSize: options.poolSize ?? 4,
      limits: options.limits,
      onQuery: options.onQuery,
    };
    const db = await openDatabase(config);
    return {
      db,
      config,
      dispose: async () => {
        await db.close();
        await adminQuery(url, `drop database if exists ${name} with (force)`);
      },
    };
  }
  if (!handles.pgliteDumpFile) throw new Error('The test database template was not prepared (global setup).');
  const bytes = await readFile(handles.pgliteDumpFile);
  const pglite = await PGlite.create({ loadDataDir: new Blob([bytes]), extensions: PGLITE_EXTENSIONS });
  const config: DatabaseConfig = { pglite, onQuery: options.onQuery };
  const db = await openDatabase(config);
  return {
    db,
    config,
    dispose: async () => {
      await db.close();
      await pglite.close();
    },
  };
}
