import { RelayLiveUpdates } from '@cobuy/application';
import type { LiveMessage } from '@cobuy/domain';
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SqlEventOutbox } from '../audit/sql-event-outbox.js';
import { insertTestInvestor } from '../persistence/testing/fund-unit.js';
import { useTestDatabase } from '../persistence/testing/use-test-database.js';
import { seedDemoCatalog } from '../seed/demo-seed.js';
import { InProcessLiveUpdates } from './in-process-live-updates.js';
import { RedisLiveUpdates } from './redis-live-updates.js';
import { liveChannelName, SqlLiveRelayUnitOfWork } from './sql-live-relay.unit-of-work.js';

const quiet = { error: () => undefined, info: () => undefined };
const message = (id: number): LiveMessage => ({
  type: 'notification.added',
  userId: 3,
  notification: {
    id,
    title: 'Payment confirmed',
    message: 'Your payment of $5,000.00 was confirmed.',
    type: 'completion',
    isRead: false,
    createdAt: '2026-11-26T10:00:00.000Z',
  },
});

/** Collects what a listener hears; `settled` waits for the listener to have heard `n` messages. */
function ear(live: { subscribe(l: (m: LiveMessage) => void, onGap?: () => void): () => void }) {
  const heard: LiveMessage[] = [];
  let gaps = 0;
  live.subscribe(
    (m) => heard.push(m),
    () => gaps++,
  );
  return {
    heard,
    get gaps() {
      return gaps;
    },
  };
}

describe('live updates in one process', () => {
  it('hands every message to every listener, whatever one listener does', async () => {
    const errors: unknown[] = [];
    const live = new InProcessLiveUpdates((e) => errors.push(e));
    live.subscribe(() => {
      throw new Error('a broken listener');
    });
    const a = ear(live);
    await live.publish([message(1), message(2)]);
    expect(a.heard).toEqual([message(1), message(2)]);
    expect(errors).toHaveLength(2);
  });
});

describe('the relay on the database', () => {
  const fixture = useTestDatabase();

  it('reads the notification it pushes and the project of a unit whose funding moved, and relays each event once', async () => {
    await seedDemoCatalog(fixture.db);
    const em = fixture.db.em();
    const userId = await insertTestInvestor(em);
    const [unit] = await em.execute<{ id: number; project_id: number }[]>(
      'select id, project_id from units order by id limit 1',
    );
    const [row] = await em.execute<{ id: number }[]>(
      `insert into notifications (user_id, type, title, message, source_key, created_at)
       values (?, 'completion', 'Payment confirmed', 'Your payment of $5,000.00 was confirmed.', 'test:1', ?)
       returning id`,
      [userId, new Date('2026-11-26T10:00:00Z')],
    );
    const now = new Date();
    await fixture.db.em().transactional(async (tx) => {
      const outbox = new SqlEventOutbox(tx);
      await outbox.publish({ type: 'notification.created', userId, notificationId: row!.id, at: now });
      await outbox.publish({
        type: 'payment.confirmed',
        investmentId: 1,
        userId,
        unitId: unit!.id,
        amount: '5000.00',
        at: now,
      });
    });
    const live = new InProcessLiveUpdates();
    const heard = ear(live);
    const relay = new RelayLiveUpdates({ uow: new SqlLiveRelayUnitOfWork(fixture.db), live });
    const ctx = { actor: null, correlationId: 't', clock: { now: () => now } };
    expect(await relay.run(ctx)).toBe(2);
    expect(await relay.run(ctx)).toBe(0);
    expect(heard.heard).toEqual([
      {
        type: 'notification.added',
        userId,
        notification: {
          id: row!.id,
          type: 'completion',
          title: 'Payment confirmed',
          message: 'Your payment of $5,000.00 was confirmed.',
          isRead: false,
          createdAt: '2026-11-26T10:00:00.000Z',
        },
      },
      { type: 'project.funding_changed', projectIds: [unit!.project_id] },
    ]);
  });

  it('names one channel per installation, the same for every process on it', async () => {
    const first = await liveChannelName(fixture.db);
    expect(first).toMatch(/^cobuy:live:[0-9a-f-]{36}$/);
    expect(await liveChannelName(fixture.db)).toBe(first);
  });
});

const redisUrl = process.env.REDIS_URL;
if (!redisUrl) console.warn('live-updates (Redis): skipped, set REDIS_URL to run them');

describe.skipIf(!redisUrl)('live updates over Redis', () => {
  const started: RedisLiveUpdates[] = [];
  afterAll(async () => {
    for (const live of started) await live.stop();
  });
  async function serverProcess(url: string, channel: string): Promise<RedisLiveUpdates> {
    const live = new RedisLiveUpdates(url, async () => channel, quiet);
    started.push(live);
    await live.start();
    return live;
  }
  const waitFor = (check: () => boolean) => expect.poll(check, { timeout: 5_000 }).toBe(true);

  it('lets what one process publishes reach every process, the publisher too, once each', async () => {
    const channel = `cobuy:live:test-${Math.random()}`;
    const a = await serverProcess(redisUrl!, channel);
    const b = await serverProcess(redisUrl!, channel);
    const elsewhere = await serverProcess(redisUrl!, `${channel}-other-installation`);
    const [hearA, hearB, hearElsewhere] = [ear(a), ear(b), ear(elsewhere)];
    await a.publish([message(1), message(2)]);
    await b.publish([message(3)]);
    await waitFor(() => hearA.heard.length === 3 && hearB.heard.length === 3);
    expect(hearA.heard).toEqual([message(1), message(2), message(3)]);
    expect(hearB.heard).toEqual(hearA.heard);
    // Another installation on the same Redis hears none of it.
    await elsewhere.publish([message(4)]);
    await waitFor(() => hearElsewhere.heard.length === 1);
    expect(hearElsewhere.heard).toEqual([message(4)]);
    expect(hearA.heard).toHaveLength(3);
  });
});

/** A Redis server of this test's own, which it can take down and bring back. */
const redisServer = process.env.REDIS_URL ? '/usr/bin/redis-server' : null;

describe.skipIf(!redisServer)('a Redis outage', () => {
  let port = 0;
  let server: ChildProcess | null = null;
  const started: RedisLiveUpdates[] = [];
  const up = async () => {
    server = spawn(redisServer!, ['--port', String(port), '--save', '', '--appendonly', 'no', '--bind', '127.0.0.1']);
    await new Promise<void>((resolve, reject) => {
      server!.stdout!.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('Ready to accept connections')) resolve();
      });
      server!.once('exit', () => reject(new Error('redis-server exited')));
    });
  };
  const down = async () => {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server!.kill('SIGKILL');
    await exited;
  };
  beforeAll(async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    port = (probe.address() as { port: number }).port;
    await new Promise((resolve) => probe.close(resolve));
    await up();
  });
  afterAll(async () => {
    for (const live of started) await live.stop();
    server?.kill('SIGKILL');
  });

  it('makes publishing fail while Redis is down, and tells listeners of the gap once it is back', async () => {
    const url = `redis://127.0.0.1:${port}`;
    const a = new RedisLiveUpdates(url, async () => 'cobuy:live:outage', quiet);
    const b = new RedisLiveUpdates(url, async () => 'cobuy:live:outage', quiet);
    started.push(a, b);
    await Promise.all([a.start(), b.start()]);
    const hearB = ear(b);
    await a.publish([message(1)]);
    await expect.poll(() => hearB.heard.length).toBe(1);

    await down();
    await expect(a.publish([message(2)])).rejects.toThrow();
    expect(hearB.gaps).toBe(0);
    // A process that starts meanwhile comes up all the same, and hears once Redis is back.
    const c = new RedisLiveUpdates(url, async () => 'cobuy:live:outage', quiet);
    started.push(c);
    await c.start();
    const hearC = ear(c);

    await up();
    await expect.poll(() => hearB.gaps, { timeout: 15_000 }).toBe(1);
    await expect.poll(() => hearC.gaps, { timeout: 15_000 }).toBe(1);
    // Publishing works again once the publisher has reconnected, and the subscriber hears it.
    await expect
      .poll(
        () =>
          a.publish([message(3)]).then(
            () => true,
            () => false,
          ),
        { timeout: 15_000 },
      )
      .toBe(true);
    await expect
      .poll(() => hearB.heard.some((m) => m.type === 'notification.added' && m.notification.id === 3))
      .toBe(true);
    expect(hearB.heard.map((m) => (m.type === 'notification.added' ? m.notification.id : null))).not.toContain(2);
  });
});
