import { openDatabase, SqlNotificationsUnitOfWork, type Database } from '@cobuy/adapters';
import { MakeNotifications, NOTIFICATIONS_CONSUMER } from '@cobuy/application';
import { NOTIFYING_EVENT_TYPES, systemClock } from '@cobuy/domain';
import { performance } from 'node:perf_hooks';

/**
 * The notification consumer's poll cost against the size of the outbox (issue 18): the outbox is filled to
 * 1,000 and then 1,000,000 stored events (half of other consumers' types, half of the consumer's own types and
 * already consumed), and at each size the real consumer (MakeNotifications over SQL) is timed
 *  - idle: a poll with nothing to do (what every process does every second), and
 *  - busy: a poll that applies 10 new events (an application each: the investor's and the admins' rows);
 * beside the previous design's take (`not exists` in a table of consumed events, which then holds a row for
 * each consumed event), run on the same data. Each figure is the median of its runs, with the buffers
 * (8 kB pages) PostgreSQL touched for the take's statement, which do not depend on the machine's load.
 */

const SIZES = [1_000, 1_000_000] as const;
const IDLE_RUNS = 200;
const BUSY_RUNS = 20;
const OLD_RUNS = 20;
const BATCH_NEW = 10;
const INSERT_CHUNK = 50_000;
const OTHER_TYPES = ['investment.changed', 'unit.changed'];

export interface ConsumerFigures {
  readonly storedEvents: number;
  readonly idleMs: number;
  readonly idleStatements: number;
  readonly idleBuffers: number;
  readonly busyMs: number;
  readonly busyStatements: number;
  readonly oldTakeMs: number;
  readonly oldTakeBuffers: number;
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

async function count(db: Database): Promise<number> {
  const [row] = await db.em().execute<{ n: string }[]>('select count(*) as n from domain_events');
  return Number(row!.n);
}

/**
 * Adds stored events up to `target`: half of other consumers' types, half of the consumer's own types, in
 * transactions of INSERT_CHUNK (so they have many transaction ids, as in life). The consumer's own events are
 * then marked consumed: its position moves past them, and the old design's table gets a row for each.
 */
async function fillTo(db: Database, target: number, log: (line: string) => void): Promise<void> {
  const own = NOTIFYING_EVENT_TYPES.filter((t) => t !== 'contact.message_received');
  const types = [...OTHER_TYPES, ...own];
  let stored = await count(db);
  const started = performance.now();
  while (stored < target) {
    const n = Math.min(INSERT_CHUNK, target - stored);
    // Half the rows are other consumers' types, the other half spread over the consumer's own types.
    await db.em().execute(
      `insert into domain_events (type, payload, occurred_at)
       select case when g % 2 = 0 then (array[${OTHER_TYPES.map(() => '?').join(', ')}])[1 + (g / 2) % ${OTHER_TYPES.length}]
                   else (array[${own.map(() => '?').join(', ')}])[1 + (g / 2) % ${own.length}] end,
              jsonb_build_object('unitId', g, 'from', 'a', 'to', 'b'), now()
         from generate_series(1, ?) g`,
      [...OTHER_TYPES, ...own, n],
      'run',
    );
    stored += n;
  }
  await db.em().execute(
    `insert into bench_consumed_events (consumer, event_id)
     select ?, e.id from domain_events e
      where e.type in (${types
        .slice(OTHER_TYPES.length)
        .map(() => '?')
        .join(', ')})
     on conflict do nothing`,
    [NOTIFICATIONS_CONSUMER, ...own],
    'run',
  );
  await db.em().execute(
    `update event_consumers
        set (tx_id, event_id) = (select tx_id, id from domain_events order by tx_id desc, id desc limit 1)
      where consumer = ?`,
    [NOTIFICATIONS_CONSUMER],
    'run',
  );
  await db.em().execute('vacuum analyze domain_events');
  await db.em().execute('vacuum analyze bench_consumed_events');
  log(`  outbox at ${stored.toLocaleString('en-US')} events (${((performance.now() - started) / 1000).toFixed(1)} s)`);
}

/** The old design's take, as it was (sql-event-feed.ts before issue 18), in a transaction rolled back. */
const OLD_TAKE = `select e.id, e.type, e.payload, e.occurred_at
  from domain_events e
 where e.type in (${NOTIFYING_EVENT_TYPES.map((t) => `'${t}'`).join(', ')})
   and not exists (select 1 from bench_consumed_events c where c.consumer = '${NOTIFICATIONS_CONSUMER}' and c.event_id = e.id)
 order by e.id
 limit 100
 for update of e skip locked`;

interface Statements {
  n: number;
  /** The take's statement of the last poll, with its parameters. */
  take: { readonly sql: string; readonly params: readonly unknown[] } | null;
}

async function buffersOf(db: Database, sql: string, params: readonly unknown[] = []): Promise<number> {
  return db.em().transactional(async (em) => {
    const [row] = await em.execute<{ 'QUERY PLAN': unknown }[]>(`explain (analyze, buffers, format json) ${sql}`, [
      ...params,
    ]);
    const raw = row!['QUERY PLAN'];
    const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: Record<string, number> }[];
    const top = plan[0]!.Plan;
    return (top['Shared Hit Blocks'] ?? 0) + (top['Shared Read Blocks'] ?? 0);
  });
}

async function measureAt(
  db: Database,
  statements: Statements,
  consumer: MakeNotifications,
  investorId: number,
): Promise<Omit<ConsumerFigures, 'storedEvents'>> {
  const ctx = () => ({ actor: null, correlationId: 'bench-consumer', clock: systemClock });
  // Idle: nothing of its types after its position.
  const idle: number[] = [];
  let idleStatements = 0;
  for (let i = 0; i < IDLE_RUNS; i += 1) {
    statements.n = 0;
    const t = performance.now();
    if ((await consumer.run(ctx())) !== 0) throw new Error('the idle poll found work');
    idle.push(performance.now() - t);
    idleStatements = statements.n;
  }
  // The take's own statement, as the idle poll sends it.
  const idleBuffers = await buffersOf(db, statements.take!.sql, statements.take!.params);

  const busy: number[] = [];
  let busyStatements = 0;
  for (let i = 0; i < BUSY_RUNS; i += 1) {
    await db.em().execute(
      `insert into domain_events (type, payload, occurred_at)
       select 'application.received', jsonb_build_object('applicationId', 900000 + g, 'userId', ?::int,
              'projectId', 1, 'unitId', null, 'interestAmount', '25000.00'), now()
         from generate_series(1, ?) g`,
      [investorId, BATCH_NEW],
      'run',
    );
    statements.n = 0;
    const t = performance.now();
    if ((await consumer.run(ctx())) !== BATCH_NEW) throw new Error('the busy poll did not apply the batch');
    busy.push(performance.now() - t);
    busyStatements = statements.n;
  }
  // What the busy polls applied is consumed in the old design's table too.
  await db.em().execute(
    `insert into bench_consumed_events (consumer, event_id)
     select ?, id from domain_events where type = 'application.received' on conflict do nothing`,
    [NOTIFICATIONS_CONSUMER],
    'run',
  );

  const old: number[] = [];
  for (let i = 0; i < OLD_RUNS; i += 1) {
    const t = performance.now();
    await db.em().transactional((em) => em.execute(OLD_TAKE));
    old.push(performance.now() - t);
  }
  return {
    idleMs: median(idle),
    idleStatements,
    idleBuffers,
    busyMs: median(busy),
    busyStatements,
    oldTakeMs: median(old),
    oldTakeBuffers: await buffersOf(db, OLD_TAKE),
  };
}

/** Runs the scenario on the (empty) database at `databaseUrl`, migrating it first. */
export async function measureConsumerPolls(
  databaseUrl: string,
  log: (line: string) => void,
): Promise<ConsumerFigures[]> {
  const statements: Statements = { n: 0, take: null };
  const db = await openDatabase({
    databaseUrl,
    poolSize: 2,
    onQuery: (sql, params) => {
      statements.n += 1;
      if (/from domain_events e/.test(sql) && !/^explain/.test(sql)) statements.take = { sql, params: params ?? [] };
    },
  });
  try {
    await db.migrate();
    await db
      .em()
      .execute(`create table bench_consumed_events (consumer text, event_id bigint, primary key (consumer, event_id))`);
    const [user] = await db.em().execute<{ id: number }[]>(
      `insert into users (username, email, password_hash, first_name, last_name, role, is_active, created_at, updated_at)
       values ('bench-investor', 'bench-investor@bench.invalid', '!no-password', 'Bench', 'Investor', 'user', true,
               now(), now()) returning id`,
    );
    const consumer = new MakeNotifications({ uow: new SqlNotificationsUnitOfWork(db) });
    const figures: ConsumerFigures[] = [];
    for (const size of SIZES) {
      log(`Consumer poll: filling the outbox to ${size.toLocaleString('en-US')} events …`);
      await fillTo(db, size, log);
      figures.push({ storedEvents: await count(db), ...(await measureAt(db, statements, consumer, Number(user!.id))) });
    }
    return figures;
  } finally {
    await db.close();
  }
}

export function formatConsumerReport(figures: readonly ConsumerFigures[]): string[] {
  const ms = (v: number) => v.toFixed(2).padStart(8);
  const lines = [
    '',
    `Notification consumer, one poll (median of ${IDLE_RUNS} idle / ${BUSY_RUNS} busy / ${OLD_RUNS} old-design takes):`,
    'stored events | idle poll ms | SQL | take buffers | poll of 10 new ms | SQL | old take ms | old take buffers',
  ];
  for (const f of figures) {
    lines.push(
      `${f.storedEvents.toLocaleString('en-US').padStart(13)} | ${ms(f.idleMs)}     | ${String(f.idleStatements).padStart(3)} | ` +
        `${String(f.idleBuffers).padStart(12)} | ${ms(f.busyMs)}          | ${String(f.busyStatements).padStart(3)} | ` +
        `${ms(f.oldTakeMs)}    | ${String(f.oldTakeBuffers).padStart(16)}`,
    );
  }
  return lines;
}
