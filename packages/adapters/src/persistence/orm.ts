import { DefaultLogger, IsolationLevel, type LogContext, type LoggerOptions, type Options } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import { MikroORM as PgliteOrm, PgliteDriver } from '@mikro-orm/pglite';
import { MikroORM as PostgresOrm, PostgreSqlDriver } from '@mikro-orm/postgresql';
import type { AbstractSqlDriver, EntityManager, MikroORM } from '@mikro-orm/sql';
import { PGlite as PGliteClass, type PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { CompiledQuery, type Kysely, type RawBuilder } from 'kysely';
import { mkdirSync } from 'node:fs';
import pg from 'pg';
import {
  DEFAULT_DATABASE_LIMITS,
  DEFAULT_POOL_SIZE,
  READINESS_TIMEOUT_MS,
  SILENT_SERVER_GRACE_MS,
  type DatabaseLimits,
} from './database-limits.js';
import { isDatabaseUnavailable } from './database-faults.js';
import { ALL_ENTITIES } from './entities/index.js';
import { MIGRATIONS } from './migrations/index.js';
import { resilientClientClass } from './resilient-pg-client.js';
import { arrayRows } from './row-objects.js';

export interface DatabaseConfig {
  /** `postgres://…` switches from the embedded PGlite to a PostgreSQL server. */
  readonly databaseUrl?: string;
  /** Where PGlite keeps its files when no `databaseUrl` is given. */
  readonly dataDir?: string;
  /** An already open PGlite instance (tests load a migrated snapshot into one). */
  readonly pglite?: PGlite;
  /** Called with every SQL statement the ORM sends (used to prove lists cost a constant number of queries). */
  readonly onQuery?: (sql: string, params?: readonly unknown[]) => void;
  readonly poolSize?: number;
  /** Time limits on the PostgreSQL pool (DEFAULT_DATABASE_LIMITS for those not given); PGlite has no pool. */
  readonly limits?: Partial<DatabaseLimits>;
}

/**
 * The PostgreSQL extensions every PGlite of the project loads (each `PGlite.create` must name them, a snapshot
 * loaded with `loadDataDir` too): pg_trgm, whose GIN indexes answer the projects list's text search
 * (Migration20261126002600_project_search_index).
 */
export const PGLITE_EXTENSIONS = { pg_trgm };

/** What `Database.read` runs: a kysely `sql` template, compiled on each call, or a fixed text (`textStatement`). */
export type ReadStatement<T> = RawBuilder<T> | CompiledQuery<T>;

/**
 * A statement whose text never changes, written once with `$1, $2 …` placeholders: `Database.read` sends it as it
 * is, without kysely's compile of a template on every call (about 6 µs of CPU a statement, docs/performance.md,
 * "Session 10"). The values travel as parameters, as a template's do.
 */
export const textStatement = <T>(text: string, parameters: readonly unknown[]): CompiledQuery<T> =>
  CompiledQuery.raw(text, [...parameters]) as CompiledQuery<T>;

export type SqlOrm = MikroORM<AbstractSqlDriver>;
export type SqlEntityManager = EntityManager<AbstractSqlDriver>;

export interface Database {
  readonly orm: SqlOrm;
  readonly kind: 'postgresql' | 'pglite';
  /** A fresh entity manager: one per request or unit of work, never shared. */
  em(): SqlEntityManager;
  /**
   * Plain rows of one statement (kysely's `sql` template, or a fixed text from `textStatement`), outside any
   * transaction and without an entity manager, for read paths that want neither entities nor an identity map.
   * The values travel as statement parameters ($1, $2 …); `em.execute` and the query builder write them into the
   * SQL text instead. Column values come as the driver gives them: numeric and bigint as text, timestamps as
   * text or Date, arrays as arrays.
   */
  read<T>(statement: ReadStatement<T>): Promise<T[]>;
  /**
   * Runs `work` in one read-only snapshot (REPEATABLE READ READ ONLY): every statement sent through the reader it
   * is given sees the database as of the first. On PostgreSQL a pooled connection of its own, begun and ended
   * with plain statements (no entity manager, no MikroORM or kysely layers); on PGlite kysely's transaction, as
   * MikroORM begins it. A failure rolls back and is what the caller sees.
   */
  snapshot<T>(work: (reader: Pick<Database, 'read'>) => Promise<T>): Promise<T>;
  /**
   * Applies the committed migrations, then runs `afterwards` (first-start data: reference rows, the demo seed),
   * all under one PostgreSQL advisory lock: two processes started at once on an empty database would otherwise
   * both create the migrations table (one crashes) and both insert the first-start rows. The second waits, then
   * finds everything done. PGlite is one process's own database and takes no lock.
   */
  migrate(afterwards?: () => Promise<void>): Promise<void>;
  /**
   * Whether the database answers `select 1` through the pool within READINESS_TIMEOUT_MS (false when it is
   * unreachable or no connection is free in time). Never waits longer, and never queues more than one check.
   */
  isReady(): Promise<boolean>;
  /**
   * Whether `error` says the database cannot serve right now (unreachable, connection lost, no connection free
   * within the acquire timeout, statement timed out) rather than a bug: the transports answer 503.
   */
  isUnavailable(error: unknown): boolean;
  /** The PostgreSQL pool's connections now (open, idle, requests waiting for one); null on PGlite (no pool). */
  poolStats(): Promise<PoolStats | null>;
  close(): Promise<void>;
}

export interface PoolStats {
  readonly max: number;
  readonly open: number;
  readonly idle: number;
  readonly waiting: number;
}

/** Forwards each query to a listener; everything else is silenced unless the listener is absent. */
class QueryListeningLogger extends DefaultLogger {
  constructor(
    options: LoggerOptions,
    private readonly listener: (sql: string, params?: readonly unknown[]) => void,
  ) {
    super(options);
  }
  override logQuery(context: LogContext): void {
    if (context.query) this.listener(context.query, context.params);
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
 * Runs `work` while holding a session-level advisory lock on a connection of its own, apart from the ones the
 * work uses. The lock dies with that connection, so a process that crashes mid-way frees the next one.
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

/**
 * The `pg` pool's options beyond its size (docs/operations.md): every wait is bounded, and a connection that dies
 * is replaced rather than kept (see resilientClientClass). MikroORM already listens for the pool's and the
 * clients' `error` events, so a connection that dies while idle is logged and dropped, not a crash.
 */
function poolOptions(limits: DatabaseLimits) {
  return {
    Client: resilientClientClass({
      silentServerMs: limits.statementTimeoutMs > 0 ? limits.statementTimeoutMs + SILENT_SERVER_GRACE_MS : 0,
    }),
    // pg-pool's one timeout covers both waiting for a free connection and opening a new one.
    connectionTimeoutMillis: limits.acquireTimeoutMs,
    statement_timeout: limits.statementTimeoutMs,
    idle_in_transaction_session_timeout: limits.idleInTransactionTimeoutMs,
    // Lets the kernel notice a peer that vanished without closing the connection (a failover behind a proxy).
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    fallback_application_name: 'cobuy',
  };
}

/** The limits given, the defaults for the others (a limit given as undefined keeps its default too). */
function limitsOf(given: Partial<DatabaseLimits> = {}): DatabaseLimits {
  return {
    acquireTimeoutMs: given.acquireTimeoutMs ?? DEFAULT_DATABASE_LIMITS.acquireTimeoutMs,
    statementTimeoutMs: given.statementTimeoutMs ?? DEFAULT_DATABASE_LIMITS.statementTimeoutMs,
    idleInTransactionTimeoutMs: given.idleInTransactionTimeoutMs ?? DEFAULT_DATABASE_LIMITS.idleInTransactionTimeoutMs,
  };
}

/** `work`'s answer, or `fallback` once `ms` have passed (the work itself goes on, bounded by its own limits). */
async function withDeadline<T>(work: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** The `pg` pool MikroORM's PostgreSQL connection (and its kysely dialect) draws its clients from. */
const nativePool = (orm: SqlOrm): Promise<pg.Pool> =>
  (orm.em.getConnection() as unknown as { getNativeClient(): Promise<pg.Pool> }).getNativeClient();

/** How a snapshot begins: the text MikroORM sends for a REPEATABLE READ, READ ONLY transaction. */
const SNAPSHOT_BEGIN = 'start transaction isolation level repeatable read read only';

/**
 * `Database.snapshot` on a PostgreSQL client of the pool: begin, the work's statements, commit. A failure rolls
 * back; a connection whose rollback fails too (lost) is destroyed instead of going back to the pool.
 */
async function inPgSnapshot<T>(
  client: pg.PoolClient,
  work: (reader: Pick<Database, 'read'>) => Promise<T>,
  compile: <R>(statement: ReadStatement<R>) => CompiledQuery<R>,
): Promise<T> {
  let lost: Error | undefined;
  const send = <R>(compiled: CompiledQuery<R>): Promise<R[]> => arrayRows<R>(client, compiled.sql, compiled.parameters);
  try {
    await send(compile(textStatement(SNAPSHOT_BEGIN, [])));
    const value = await work({
      read: <R>(statement: ReadStatement<R>) => send(compile(statement)),
    });
    await send(compile(textStatement('commit', [])));
    return value;
  } catch (error) {
    await client.query('rollback').catch((rollbackFailed: Error) => {
      lost = rollbackFailed;
    });
    throw error;
  } finally {
    client.release(lost);
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
      pool: { min: 0, max: config.poolSize ?? DEFAULT_POOL_SIZE },
      driverOptions: poolOptions(limitsOf(config.limits)),
    } as Options<PostgreSqlDriver>)) as unknown as SqlOrm;
  } else {
    kind = 'pglite';
    // We open PGlite ourselves (rather than through driverOptions.dataDir) so that the data folder is the
    // whole cluster and tests can hand in an instance loaded from a migrated snapshot.
    if (!config.pglite && config.dataDir) mkdirSync(config.dataDir, { recursive: true });
    ownPglite = config.pglite
      ? undefined
      : await PGliteClass.create({ dataDir: config.dataDir ?? 'memory://', extensions: PGLITE_EXTENSIONS });
    const pglite = config.pglite ?? ownPglite!;
    orm = (await PgliteOrm.init({
      ...baseOptions(config),
      driver: PgliteDriver,
      dbName: 'cobuy',
      driverOptions: { pglite: () => pglite },
    } as Options<PgliteDriver>)) as unknown as SqlOrm;
  }
  /** PostgreSQL's `pg` pool behind MikroORM's connection, once `read` first needs it. */
  let pgPool: pg.Pool | undefined;
  // One readiness check at a time: callers arriving while it runs share its answer.
  let readinessCheck: Promise<boolean> | undefined;
  const checkReadiness = () =>
    (readinessCheck ??= orm.em
      .fork()
      .getConnection()
      .execute('select 1')
      .then(
        () => true,
        () => false,
      )
      .finally(() => {
        readinessCheck = undefined;
      }));
  /** The kysely instance of MikroORM's connection, shared by every context (so no fork). */
  const kyselyClient = () => orm.em.getConnection().getClient<unknown>() as Kysely<unknown>;
  /**
   * A template compiled for the connection, a fixed text as it is (without asking MikroORM for its connection);
   * every statement is reported to `onQuery`.
   */
  const compile = <T>(statement: ReadStatement<T>, client: () => Kysely<unknown>): CompiledQuery<T> => {
    const compiled = 'compile' in statement ? statement.compile(client()) : statement;
    config.onQuery?.(compiled.sql, compiled.parameters);
    return compiled;
  };
  return {
    orm,
    kind,
    em: () => orm.em.fork(),
    read: async <T>(statement: ReadStatement<T>) => {
      const compiled = compile(statement, kyselyClient);
      if (kind === 'postgresql') {
        // A client of the pool kysely's driver would borrow from, used as that driver uses it (the same
        // clients, type parsers and limits; a promise query, so the silent-server limit applies; released
        // without an error, so a cancelled statement keeps its connection): kysely's executor, connection
        // provider and driver layers cost about as much CPU per statement as pg itself (docs/performance.md,
        // third round). Not `pool.query`: its callback query escapes that limit and its release on an error
        // destroys the connection.
        pgPool ??= await nativePool(orm);
        const pgClient = await pgPool.connect();
        try {
          return await arrayRows<T>(pgClient, compiled.sql, compiled.parameters);
        } finally {
          pgClient.release();
        }
      }
      return (await kyselyClient().executeQuery<T>(compiled)).rows;
    },
    snapshot: async <T>(work: (reader: Pick<Database, 'read'>) => Promise<T>) => {
      if (kind === 'postgresql') {
        pgPool ??= await nativePool(orm);
        return inPgSnapshot(await pgPool.connect(), work, (statement) => compile(statement, kyselyClient));
      }
      const connection = orm.em.getConnection('write');
      const trx = (await connection.begin({
        isolationLevel: IsolationLevel.REPEATABLE_READ,
        readOnly: true,
      })) as unknown as Kysely<unknown>;
      try {
        // kysely's PGlite dialect begins with a plain `begin`: the snapshot's level and access are set here.
        await trx.executeQuery(
          compile(textStatement('set transaction isolation level repeatable read, read only', []), () => trx),
        );
        const value = await work({
          read: async <R>(statement: ReadStatement<R>) =>
            (await trx.executeQuery<R>(compile(statement, () => trx))).rows,
        });
        await connection.commit(trx as never);
        return value;
      } catch (error) {
        await connection.rollback(trx as never).catch(() => undefined);
        throw error;
      }
    },
    migrate: async (afterwards) => {
      if (!config.databaseUrl) {
        await orm.migrator.up();
        await afterwards?.();
        return;
      }
      const databaseUrl = config.databaseUrl;
      await underStartupLock(databaseUrl, async () => {
        // A migration may rewrite a large table: it runs on a connection of its own, without the time limits.
        const unlimited = await openDatabase({
          databaseUrl,
          poolSize: 1,
          limits: { statementTimeoutMs: 0, idleInTransactionTimeoutMs: 0 },
        });
        try {
          await unlimited.orm.migrator.up();
        } finally {
          await unlimited.close();
        }
        await afterwards?.();
      });
    },
    isReady: () => withDeadline(checkReadiness(), READINESS_TIMEOUT_MS, false),
    isUnavailable: isDatabaseUnavailable,
    poolStats: async () => {
      if (kind !== 'postgresql') return null;
      const pool = await nativePool(orm);
      const max = config.poolSize ?? DEFAULT_POOL_SIZE;
      return { max, open: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount };
    },
    close: async () => {
      await orm.close(true);
      await ownPglite?.close();
    },
  };
}
