import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../src/testing/test-server.js';
import { adminAccount, newAccount, type TestAccount } from './support/accounts-helpers.js';
import { signedInChannel, storedNotifications, until } from './support/live-helpers.js';
import {
  approveApplication,
  approvedKyc,
  expressInterest,
  projectWithUnit,
  type JourneyApi,
} from './support/live-journey.js';

/*
 * Issue 18, item 5: a Redis outage must not lose a stored notification. Live messages cross processes over Redis
 * pub/sub, which keeps nothing; the stored list is the record. While Redis is down the relay cannot hand its
 * events on (they wait in the outbox), the notifications are stored all the same and the list returns them; when
 * Redis is back, the process closes its live sockets (1012) so that clients reconnect and read their lists again.
 * A Redis of this test's own, so it can be stopped without touching anyone else's.
 */

const REDIS_SERVER = '/usr/bin/redis-server';
const runnable = existsSync(REDIS_SERVER) && !!process.env.REDIS_URL;
if (!runnable) console.warn('live-redis-outage: skipped, it needs redis-server and REDIS_URL (a Redis to run with)');

let port = 0;
let redis: ChildProcess | null = null;

async function redisUp(): Promise<void> {
  redis = spawn(REDIS_SERVER, ['--port', String(port), '--save', '', '--appendonly', 'no', '--bind', '127.0.0.1']);
  await new Promise<void>((resolve, reject) => {
    redis!.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Ready to accept connections')) resolve();
    });
    redis!.once('exit', () => reject(new Error('redis-server exited')));
  });
}

async function redisDown(): Promise<void> {
  const exited = new Promise((resolve) => redis!.once('exit', resolve));
  redis!.kill('SIGKILL');
  await exited;
}

// Registered before the server's own hooks, so the server starts with this Redis up.
const env: NodeJS.ProcessEnv = {};
beforeAll(async () => {
  if (!runnable) return;
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  port = (probe.address() as { port: number }).port;
  await new Promise((resolve) => probe.close(resolve));
  env.REDIS_URL = `redis://127.0.0.1:${port}`;
  await redisUp();
});
afterAll(() => {
  redis?.kill('SIGKILL');
});

const server = useTestServer({ seed: false, liveRelay: true, env });
const api: JourneyApi = {
  graphql: (query, variables, headers) => server.graphql(query, variables, headers),
  sql: (text, params) => server.db.em().execute(text, params),
};

describe.skipIf(!runnable)('a Redis outage', () => {
  let admin: TestAccount;
  beforeAll(async () => {
    admin = await adminAccount(server);
  });

  it('loses no stored notification: the list has them, and sockets are told to reconnect once Redis is back', async () => {
    const investor = await newAccount(server);
    await approvedKyc(api, investor.id);
    const { projectId, unitId } = await projectWithUnit(api);
    const channel = await signedInChannel(server, investor);
    const applicationId = await expressInterest(api, investor, projectId, unitId);
    // Live while Redis is up.
    await until(() => channel.notifications().length === 1);

    await redisDown();
    await approveApplication(api, admin, applicationId);
    await server.services.background.idle();
    // Stored, and the list returns them, although nothing could be relayed.
    const titles = (await storedNotifications(server, investor)).map((n) => n.title);
    expect([...titles].sort()).toEqual(['Application approved', 'Application received', 'Payment instructions']);
    await server.services.live.relay.idle();
    expect(channel.notifications().map((n) => n.title)).toEqual(['Application received']);

    await redisUp();
    expect(await channel.closed).toEqual({ code: 1012, reason: 'Live updates resumed: reconnect to catch up' });
    // The reconnecting client reads its list (what the web app does on every connection) and has everything.
    await signedInChannel(server, investor);
    expect((await storedNotifications(server, investor)).map((n) => n.title)).toEqual(titles);
  });
});
