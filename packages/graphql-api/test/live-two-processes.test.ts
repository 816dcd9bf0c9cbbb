import { DEMO_ADMIN } from '@cobuy/application';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, freshIp, send, type TestAccount } from './support/accounts-helpers.js';
import {
  FUNDING_CHANGED,
  NOTIFICATION_ADDED,
  signedInChannel,
  subscribe,
  until,
  type ChannelClient,
  type SubscriptionClient,
} from './support/live-helpers.js';
import {
  approveApplication,
  approvedKyc,
  confirmPayment,
  expressInterest,
  projectWithUnit,
  type JourneyApi,
} from './support/live-journey.js';

/*
 * Issue 18, item 5: two real server processes (`npm start`'s main.js), started at the same moment on one fresh,
 * empty PostgreSQL database and one Redis. Both come up (migrations and first-start data under an advisory lock).
 * An investor holds a /ws socket and graphql-ws subscriptions on B; every action goes through A; each notification
 * arrives exactly once on each socket, the funding push arrives on B, and a sign-out through A closes B's sockets.
 */

const MAIN = fileURLToPath(new URL('../dist/main.js', import.meta.url));
const built = existsSync(MAIN);
const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const runnable = built && !!databaseUrl && !!redisUrl;
if (!built && process.env.CI) throw new Error(`${MAIN} is missing: npm test builds the server first`);
if (!runnable) {
  console.warn(
    'live-two-processes: skipped, it needs `npm run build:server`, DATABASE_URL and REDIS_URL ' +
      '(several processes share a database and a Redis; PGlite and in-process live updates are one process)',
  );
}

interface Child {
  readonly url: string;
  readonly process: ChildProcess;
  output: string;
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

describe.skipIf(!runnable)('two server processes, one database, one Redis', () => {
  const database = `cobuy_two_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  let db: pg.Client;
  let dataDir: string;
  const children: Child[] = [];
  let a: Child;
  let b: Child;

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`create database ${database}`);
    const url = new URL(databaseUrl!);
    url.pathname = `/${database}`;
    dataDir = await mkdtemp(join(tmpdir(), 'cobuy-two-'));
    const ports = [await freePort(), await freePort()];
    // Both at the same moment, on the empty database.
    for (const port of ports) {
      const env = {
        ...process.env,
        DATABASE_URL: url.toString(),
        REDIS_URL: redisUrl,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        NODE_ENV: 'development',
        SOCKETS_PER_IP: '1000',
      };
      delete env.SMTP_URL;
      const child: Child = {
        url: `http://127.0.0.1:${port}`,
        process: spawn(process.execPath, [MAIN], { env, stdio: ['ignore', 'pipe', 'pipe'] }),
        output: '',
      };
      child.process.stdout!.on('data', (chunk: Buffer) => (child.output += chunk.toString()));
      child.process.stderr!.on('data', (chunk: Buffer) => (child.output += chunk.toString()));
      children.push(child);
    }
    [a, b] = children as [Child, Child];
    db = new pg.Client({ connectionString: url.toString() });
  }, 120_000);

  afterAll(async () => {
    for (const child of children) child.process.kill('SIGTERM');
    await Promise.all(
      children.map(
        (child) =>
          new Promise((resolve) =>
            child.process.exitCode !== null ? resolve(null) : child.process.once('exit', resolve),
          ),
      ),
    );
    await db?.end().catch(() => undefined);
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('both come up, and notifications, funding and a session end made through A reach sockets on B, once', async () => {
    for (const child of children) {
      await expect
        .poll(
          async () => {
            if (child.process.exitCode !== null) throw new Error(`a server exited:\n${child.output}`);
            return fetch(`${child.url}/readyz`).then(
              (r) => r.status,
              () => 0,
            );
          },
          { timeout: 90_000, interval: 200 },
        )
        .toBe(200);
    }
    await db.connect();
    const api: JourneyApi = {
      graphql: async (query, variables, headers) => {
        const res = await fetch(`${a.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify({ query, variables }),
        });
        return { body: await res.json() };
      },
      sql: async (text, params) => {
        let n = 0;
        return (
          await db.query(
            text.replace(/\?/g, () => `$${++n}`),
            params,
          )
        ).rows;
      },
    };

    // Accounts through A.
    const signInAt = async (email: string, password: string) => {
      const res = await send(a, 'POST', '/api/auth/signin', { email, password }, freshIp());
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body as { token: string; user: { id: number } };
    };
    const adminSession = await signInAt(DEMO_ADMIN.email, DEMO_ADMIN.password);
    const adminAccount = { id: adminSession.user.id, token: adminSession.token } as TestAccount;
    const email = `two-${randomUUID().slice(0, 8)}@example.com`;
    const signUp = await send(
      a,
      'POST',
      '/api/users',
      {
        username: `two${randomUUID().slice(0, 6)}`,
        email,
        password: 'Labadi-Beach-42',
        firstName: 'Esi',
        lastName: 'Boateng',
      },
      freshIp(),
    );
    expect(signUp.status).toBe(201);
    const session = await signInAt(email, 'Labadi-Beach-42');
    const investor = { id: session.user.id, email, token: session.token } as TestAccount;
    await approvedKyc(api, investor.id);
    const { projectId, unitId } = await projectWithUnit(api);

    // The investor's sockets, all on B.
    const sockets: { name: string; ids: () => number[] }[] = [];
    const subscription: SubscriptionClient = await subscribe(b, NOTIFICATION_ADDED, {}, investor.token);
    const channel: ChannelClient = await signedInChannel(b, investor);
    const funding = await subscribe(b, FUNDING_CHANGED, { projectId });
    sockets.push(
      { name: 'graphql-ws on B', ids: () => subscription.values('notificationAdded').map((n: { id: number }) => n.id) },
      { name: '/ws on B', ids: () => channel.notifications().map((n: { id: number }) => n.id) },
    );
    // graphql-ws acknowledges before the subscription is registered: a moment for B to register it.
    await new Promise((resolve) => setTimeout(resolve, 500));

    // Everything through A.
    const applicationId = await expressInterest(api, investor, projectId, unitId);
    const investmentId = await approveApplication(api, adminAccount, applicationId);
    await confirmPayment(api, adminAccount, investmentId);
    const titles = ['Application received', 'Application approved', 'Payment instructions', 'Payment confirmed'];
    const stored = async () =>
      (await api.sql('select id, title from notifications where user_id = ? order by id', [investor.id])) as {
        id: number;
        title: string;
      }[];
    await until(
      () => sockets.every((s) => s.ids().length >= titles.length),
      () => `four notifications on each socket of B:\n${a.output}\n${b.output}`,
    );
    // A last one after them: once it is there, any duplicate of the earlier ones would have arrived before it.
    const second = await projectWithUnit(api);
    await expressInterest(api, investor, second.projectId, second.unitId);
    await until(() => sockets.every((s) => s.ids().length >= titles.length + 1));

    const rows = await stored();
    expect(rows.map((r) => r.title).sort()).toEqual([...titles, 'Application received'].sort());
    for (const socket of sockets) {
      expect(
        socket.ids().sort((x, y) => x - y),
        socket.name,
      ).toEqual(rows.map((r) => Number(r.id)));
    }
    await until(() => funding.results.length > 0);
    expect(funding.values('projectFundingChanged').at(-1)).toMatchObject({
      projectId,
      currentFunding: '25000.00',
      units: [{ id: unitId, status: 'partially_funded', currentInvestment: '25000.00' }],
    });

    // A sign-out through A closes the session's sockets on B.
    await send(a, 'POST', '/api/auth/logout', undefined, bearer(investor.token));
    const ended = { code: 4401, reason: 'Session ended: signed out' };
    expect(await subscription.closed).toEqual(ended);
    expect(await channel.closed).toEqual(ended);
  });
});
