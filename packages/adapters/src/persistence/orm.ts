import { DefaultLogger, type LogContext, type LoggerOptions, type Options } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import { MikroORM as PgliteOrm, PgliteDriver } from '@mikro-orm/pglite';
import { MikroORM as PostgresOrm, PostgreSqlDriver } from '@mikro-orm/postgresql';
import type { AbstractSqlDriver, EntityManager, MikroORM } from '@mikro-orm/sql';
import { PGlite as PGliteClass, type PGlite } from '@electric-sql/pglite';
import type { Kysely, RawBuilder } from 'kysely';
import { mkdirSync } from 'node:fs';
import pg from 'pg';
import { ALL_ENTITIES } from './entities/index.js';
import { MIGRATIONS } from './migrations/index.js';

export interface DatabaseConfig {
  /** `postgres://…` switches from the embedded PGlite to a PostgreSQL server. */
  readonly databaseUrl?: string;
  /** Where PGlite keeps its files when no `databaseUrl` is given. */
  readonly dataDir?: string;
  /** An already open PGlite instance (tests load a migrated snapshot into one). */
  readonly pglite?: PGlite;
  /** Called with every SQL statement the ORM sends (used to prove lists cost a constant number of queries). */
  readonly onQuery?: (sql: string) => void;
  readonly poolSize?: number;
}

export type SqlOrm = MikroORM<AbstractSqlDriver>;
export type SqlEntityManager = EntityManager<AbstractSqlDriver>;

export interface Database {
  readonly orm: SqlOrm;
  readonly kind: 'postgresql' | 'pglite';
  /** A fresh entity manager: one per request or unit of work, never shared. */
  em(): SqlEntityManager;
  /**
   * Plain rows of one statement (kysely's `sql` template), outside any transaction and without an entity
   * manager, for read paths that want neither entities nor an identity map. The values travel as statement
   * parameters ($1, $2 …); `em.execute` and the query builder write them into the SQL text instead. Column
   * values come as the driver gives them: numeric and bigint as text, timestamps as text or Date, arrays as
   * arrays.
   */
  read<T>(statement: RawBuilder<T>): Promise<T[]>;
  /**
   * Applies the committed migrations, then runs `afterwards` (first-start data: reference rows, the demo seed),
   * all under one PostgreSQL advisory lock: two processes started at once on an empty database would otherwise
   * both create the migrations table (one crashes) and both insert the first-start rows. The second waits, then
   * finds everything done. PGlite is one process's own database and takes no lock.
   */
  migrate(afterwards?: () => Promise<void>): Promise<void>;
  isReady(): Promise<boolean>;
  close(): Promise<void>;
}

/** Forwards each query to a listener; everything else is silenced unless the listener is absent. */
class QueryListeningLogger extends DefaultLogger {
  constructor(
    options: LoggerOptions,
    private readonly listener: (sql: string) => void,
  ) {
    super(options);
  }
  override logQuery(context: LogContext): void {
    if (context.query) this.listener(context.query);
  }
}

function baseOptions(config: DatabaseConfig): Partial<Options> {
  const listener = config.onQuery;
  return {
    entities: ALL_ENTITIES,
    extensions: [Migrator],
    // The schema comes only from the committed migrations, never from the entity metadata.
    ensureDatabase: false,
    allowGlobalContext: false,
    migrations: {
      migrationsList: MIGRATIONS,
      snapshot: false,
      snapshotOnMigrate: false,
      silent: true,
      transactional: true,
      allOrNothing: true,
    },
    debug: listener ? ['query'] : false,
    ...(listener ? { loggerFactory: (options: LoggerOptions) => new QueryListeningLogger(options, listener) } : {}),
  };
}

/** The key of the start-up advisory lock (any fixed bigint; this one spells "cobuy-mi" in ASCII). */
const STARTUP_LOCK_KEY = 0x636f6275792d6d69n;

/**
 * Runs `work` while holding a session-level advisory lock on a connection of its own (the migrator takes
 * its connections from the pool). The lock dies with that connection, so a process that crashes mid-way
 * frees the next one.
 */
async function underStartupLock(databaseUrl: string, work: () => Promise<void>): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY.toString()]);
    try {
      await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY.toString()]);
    }
  } finally {
    await client.end();
  }
}

export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  let orm: SqlOrm;
  let kind: Database['kind'];
  let ownPglite: PGlite | undefined;
  if (config.databaseUrl) {
    kind = 'postgresql';
    orm = (await PostgresOrm.init({
      ...baseOptions(config),
      driver: PostgreSqlDriver,
      clientUrl: config.databaseUrl,
      pool: { min: 0, max: config.poolSize ?? 10 },
    } as Options<PostgreSqlDriver>)) as unknown as SqlOrm;
  } else {
    kind = 'pglite';
    // We open PGlite ourselves (rather than through driverOptions.dataDir) so that the data folder is the
    // whole cluster and tests can hand in an instance loaded from a migrated snapshot.
    if (!config.pglite && config.dataDir) mkdirSync(config.dataDir, { recursive: true });
    ownPglite = config.pglite ? undefined : await PGliteClass.create({ dataDir: config.dataDir ?? 'memory://' });
    const pglite = config.pglite ?? ownPglite!;
    orm = (await PgliteOrm.init({
      ...baseOptions(config),
      driver: PgliteDriver,
      dbName: 'cobuy',
      driverOptions: { pglite: () => pglite },
    } as Options<PgliteDriver>)) as unknown as SqlOrm;
  }
  return {
    orm,
    kind,
    em: () => orm.em.fork(),
    read: async <T>(statement: RawBuilder<T>) => {
      // The connection is shared by every context and needs none, so no fork; the pool does the rest.
      const client = orm.em.getConnection().getClient<unknown>() as Kysely<unknown>;
      const compiled = statement.compile(client);
      config.onQuery?.(compiled.sql);
      return (await client.executeQuery<T>(compiled)).rows;
    },
    migrate: async (afterwards) => {
      const work = async () => {
        await orm.migrator.up();
        await afterwards?.();
      };
      if (config.databaseUrl) await underStartupLock(config.databaseUrl, work);
      else await work();
    },
    isReady: async () => {
      try {
        await orm.em.fork().getConnection().execute('select 1');
        return true;
      } catch {
        return false;
      }
    },
    close: async () => {
      await orm.close(true);
      await ownPglite?.close();
    },
  };
}
