import { createHash, randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import type WebSocket from 'ws';
import { startChildServer, throwAwayProductionEnv, type ChildServer } from './children.js';
import { channel, Deliveries, openMany, rawSocket, subscription } from './fanout-clients.js';

/**
 * The fan-out run (issue 18, item 8): 1,000 sockets subscribed to notifications on the CoBuy server (100 users
 * × 10: five graphql-ws `notificationAdded` subscriptions and five /ws sockets each, the per-account cap), and N
 * notifications a round, each stored as the notification consumer stores it (a row and its `notification.created`
 * event in one transaction, 50 to a transaction), so the server's own relay finds them, reads them and pushes each
 * to its user's ten sockets. Beside it, in the same run, a raw `ws` server pushes the same payloads to 1,000 sockets
 * the same way (raw-fanout-server.ts). Per round: what was delivered (each socket must get each of its user's
 * notifications exactly once), the wall time, each server's CPU time per delivered notification, and the time
 * from commit (or the raw server's request) to arrival. With REDIS_URL the server's live messages cross Redis.
 */

const USERS = 100;
const SUBSCRIPTIONS_PER_USER = 5;
const CHANNELS_PER_USER = 5;
const PER_USER = SUBSCRIPTIONS_PER_USER + CHANNELS_PER_USER;
const BATCH = 50;
const DELIVERY_TIMEOUT_MS = 120_000;

export interface FanoutSettings {
  readonly notifications: number;
  readonly rounds: number;
}

interface Payload {
  readonly id: number;
  readonly userId: number;
  readonly title: string;
  readonly message: string;
  readonly type: string;
  readonly isRead: boolean;
  readonly createdAt: string;
}

interface Round {
  readonly delivered: number;
  readonly expected: number;
  readonly wallMs: number;
  readonly cpuMicros: number;
  readonly latencies: number[];
}

export interface FanoutReport {
  readonly sockets: { readonly app: number; readonly raw: number };
  readonly viaRedis: boolean;
  readonly settings: FanoutSettings;
  readonly app: Round[];
  readonly raw: Round[];
  readonly duplicates: { readonly app: number; readonly raw: number };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => boolean, what: string, timeoutMs = DELIVERY_TIMEOUT_MS): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`fan-out: timed out waiting for ${what}`);
    await sleep(10);
  }
}

/** Users who can only be authenticated by a token made here (no password), each with a live session. */
async function usersWithSessions(pool: pg.Pool): Promise<{ id: number; token: string }[]> {
  const tag = randomBytes(4).toString('hex');
  const { rows } = await pool.query<{ id: number }>(
    `insert into users (username, email, password_hash, first_name, last_name, role, is_active, created_at, updated_at)
     select 'fanout-' || $1 || '-' || n, 'fanout-' || $1 || '-' || n || '@bench.cobuy.invalid', '!no-password: bench',
            'Bench', 'Investor', 'user', true, now(), now()
       from generate_series(1, $2) as n
     returning id`,
    [tag, USERS],
  );
  const users = rows.map((r) => ({ id: Number(r.id), token: randomBytes(32).toString('base64url') }));
  for (const user of users) {
    const hash = createHash('sha256').update(user.token, 'utf8').digest('hex');
    await pool.query(
      `insert into sessions (user_id, token_hash, created_at, expires_at) values ($1, $2, now(), now() + interval '1 day')`,
      [user.id, hash],
    );
  }
  return users;
}

/**
 * Stores the notifications as the consumer does: rows and their `notification.created` events, BATCH to a
 * transaction. Returns them with their ids, and when each was committed.
 */
async function storeNotifications(
  pool: pg.Pool,
  userIds: readonly number[],
  count: number,
  round: number,
): Promise<{ payloads: Payload[]; committedAt: Map<number, number> }> {
  const payloads: Payload[] = [];
  const committedAt = new Map<number, number>();
  for (let start = 0; start < count; start += BATCH) {
    const client = await pool.connect();
    try {
      await client.query('begin');
      const batch = Array.from({ length: Math.min(BATCH, count - start) }, (_, k) => start + k);
      const { rows } = await client.query<{ id: number; user_id: number; created_at: Date; message: string }>(
        `insert into notifications (user_id, type, title, message, source_key, created_at)
         select u, 'completion', 'Payment confirmed',
                'Your payment of $5,000.00 for Bench Tower, unit A-' || lpad(n::text, 2, '0') || ' was confirmed.',
                'bench:' || $3 || ':' || n, now()
           from unnest($1::int[], $2::int[]) as t(u, n)
         returning id, user_id, created_at, message`,
        [batch.map((i) => userIds[i % userIds.length]), batch, `${round}-${randomBytes(3).toString('hex')}`],
      );
      await client.query(
        `insert into domain_events (type, payload, occurred_at)
         select 'notification.created', json_build_object('userId', u, 'notificationId', id), now()
           from unnest($1::int[], $2::int[]) as t(u, id)`,
        [rows.map((r) => r.user_id), rows.map((r) => r.id)],
      );
      await client.query('commit');
      const at = performance.now();
      for (const r of rows) {
        committedAt.set(Number(r.id), at);
        payloads.push({
          id: Number(r.id),
          userId: Number(r.user_id),
          title: 'Payment confirmed',
          message: r.message,
          type: 'completion',
          isRead: false,
          createdAt: r.created_at.toISOString(),
        });
      }
    } catch (error) {
      await client.query('rollback');
      throw error;
    } finally {
      client.release();
    }
  }
  return { payloads, committedAt };
}

/** The same payloads through the raw server, BATCH to a request; when each request was sent. */
async function broadcastRaw(raw: ChildServer, payloads: readonly Payload[]): Promise<Map<number, number>> {
  const sentAt = new Map<number, number>();
  for (let start = 0; start < payloads.length; start += BATCH) {
    const batch = payloads.slice(start, start + BATCH);
    const at = performance.now();
    for (const p of batch) sentAt.set(p.id, at);
    const res = await fetch(`${raw.url}/broadcast`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(batch.map(({ userId, ...data }) => ({ userId, data }))),
    });
    if (!res.ok) throw new Error(`raw broadcast: ${res.status}`);
  }
  return sentAt;
}

export async function measureFanout(
  databaseUrl: string,
  settings: FanoutSettings,
  log: (line: string) => void,
): Promise<FanoutReport> {
  const redisUrl = process.env.REDIS_URL?.trim() || '';
  const app = await startChildServer('CoBuy server', new URL('../main.js', import.meta.url), {
    DATABASE_URL: databaseUrl,
    ...throwAwayProductionEnv(),
    SEED_DEMO_DATA: 'false',
    REDIS_URL: redisUrl,
    // Every bench socket comes from this machine's one address.
    SOCKETS_PER_IP: String(USERS * PER_USER * 2),
  });
  const raw = await startChildServer('raw ws', new URL('./raw-fanout-server.js', import.meta.url), {});
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  const sockets: WebSocket[] = [];
  try {
    const users = await usersWithSessions(pool);
    const appDeliveries = new Deliveries();
    const rawDeliveries = new Deliveries();
    log(`Opening ${USERS * PER_USER} sockets on each server …`);
    sockets.push(
      ...(await openMany(USERS * SUBSCRIPTIONS_PER_USER, (i) =>
        subscription(app, users[i % USERS]!.token, appDeliveries),
      )),
      ...(await openMany(USERS * CHANNELS_PER_USER, (i) =>
        channel(app, users[i % USERS]!.id, users[i % USERS]!.token, appDeliveries),
      )),
      ...(await openMany(USERS * PER_USER, (i) => rawSocket(raw, users[i % USERS]!.id, rawDeliveries))),
    );
    const userIds = users.map((u) => u.id);

    // Warm-up: one notification per user on each server, until every socket has one (so all are subscribed).
    const warmApp = await storeNotifications(pool, userIds, USERS, 0);
    await until(() => appDeliveries.sockets === USERS * PER_USER, 'every app socket to be subscribed');
    await broadcastRaw(raw, warmApp.payloads);
    await until(() => rawDeliveries.sockets === USERS * PER_USER, 'every raw socket to be connected');

    const report: FanoutReport = {
      sockets: { app: USERS * PER_USER, raw: USERS * PER_USER },
      viaRedis: redisUrl !== '',
      settings,
      app: [],
      raw: [],
      duplicates: { app: 0, raw: 0 },
    };
    for (let round = 1; round <= settings.rounds; round++) {
      const expected = settings.notifications * PER_USER;
      // The CoBuy server: its relay finds the stored notifications and pushes them.
      let cpu = await app.cpuMicros();
      let started = performance.now();
      const stored = await storeNotifications(pool, userIds, settings.notifications, round);
      const ids = stored.payloads.map((p) => p.id);
      await until(() => appDeliveries.count(ids) >= expected, `round ${round}'s notifications on the app`);
      report.app.push({
        delivered: appDeliveries.count(ids),
        expected,
        wallMs: performance.now() - started,
        cpuMicros: (await app.cpuMicros()) - cpu,
        latencies: appDeliveries.latencies(stored.committedAt),
      });
      // The raw server, the same payloads (other ids, so the counts stay apart).
      const rawPayloads = stored.payloads.map((p) => ({ ...p, id: -p.id }));
      const rawIds = rawPayloads.map((p) => p.id);
      cpu = await raw.cpuMicros();
      started = performance.now();
      const sentAt = await broadcastRaw(raw, rawPayloads);
      await until(() => rawDeliveries.count(rawIds) >= expected, `round ${round}'s payloads on the raw server`);
      report.raw.push({
        delivered: rawDeliveries.count(rawIds),
        expected,
        wallMs: performance.now() - started,
        cpuMicros: (await raw.cpuMicros()) - cpu,
        latencies: rawDeliveries.latencies(sentAt),
      });
      log(
        `  round ${round}: app ${report.app.at(-1)!.delivered}/${expected} in ` +
          `${report.app.at(-1)!.wallMs.toFixed(0)} ms, raw ${report.raw.at(-1)!.delivered}/${expected} in ` +
          `${report.raw.at(-1)!.wallMs.toFixed(0)} ms`,
      );
      await sleep(500);
    }
    return { ...report, duplicates: { app: appDeliveries.duplicates, raw: rawDeliveries.duplicates } };
  } finally {
    for (const ws of sockets) ws.terminate();
    await pool.end();
    await app.stop();
    await raw.stop();
  }
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const percentile = (values: readonly number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

export function formatFanoutReport(report: FanoutReport): string[] {
  const row = (name: string, rounds: readonly Round[], baseline?: number) => {
    const perDelivery = rounds.map((r) => r.cpuMicros / r.delivered);
    const latencies = rounds.flatMap((r) => r.latencies);
    const cpu = median(perDelivery);
    return [
      name.padEnd(16),
      `${rounds.reduce((n, r) => n + r.delivered, 0)}/${rounds.reduce((n, r) => n + r.expected, 0)}`.padStart(12),
      median(rounds.map((r) => r.wallMs))
        .toFixed(0)
        .padStart(8),
      cpu.toFixed(1).padStart(10),
      `${Math.min(...perDelivery).toFixed(1)}-${Math.max(...perDelivery).toFixed(1)}`.padStart(14),
      (baseline ? `${(cpu / baseline).toFixed(1)}x` : '').padStart(8),
      `${median(latencies).toFixed(0)} / ${percentile(latencies, 95).toFixed(0)} / ${Math.max(...latencies).toFixed(0)}`.padStart(
        20,
      ),
    ].join(' ');
  };
  const rawCpu = median(report.raw.map((r) => r.cpuMicros / r.delivered));
  return [
    '',
    `Fan-out: ${report.sockets.app} sockets on the CoBuy server (${USERS} users × ${SUBSCRIPTIONS_PER_USER} graphql-ws ` +
      `notificationAdded + ${CHANNELS_PER_USER} /ws), ${report.settings.notifications} notifications a round ` +
      `(${report.settings.notifications * PER_USER} deliveries), ${report.settings.rounds} rounds, live messages ` +
      `${report.viaRedis ? 'through Redis' : 'in-process (no REDIS_URL)'}; a raw ws server pushing the same ` +
      `payloads to ${report.sockets.raw} sockets.`,
    "Medians over the rounds; CPU is the server process's user+system time per delivered notification; latency is " +
      'commit (raw: request) to arrival.',
    `${'server'.padEnd(16)} ${'delivered'.padStart(12)} ${'wall ms'.padStart(8)} ${'CPU µs/del'.padStart(10)} ` +
      `${'(min-max)'.padStart(14)} ${'vs raw'.padStart(8)} ${'latency p50/p95/max ms'.padStart(20)}`,
    row('CoBuy server', report.app, rawCpu),
    row('raw ws', report.raw),
    `Duplicates (a socket getting a notification twice): CoBuy ${report.duplicates.app}, raw ${report.duplicates.raw}.`,
  ];
}
