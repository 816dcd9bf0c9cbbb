import type { DatabaseLimits } from '@cobuy/adapters';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemContext } from '../src/composition-root.js';
import { useTestServer } from '../src/testing/test-server.js';
import { adminAccount, bearer, freshIp, newAccount, type TestAccount } from './support/accounts-helpers.js';
import { submitKycAs } from './support/kyc-helpers.js';
import { DEFAULT_INVESTING_RATE_LIMITS, type InvestingRateLimits } from '@cobuy/application';

/*
 * Issue 17, item 8 (docs/operations.md): PostgreSQL connections dropped while the server works (a failover, a
 * proxy restart, an idle timeout) cost the requests they were serving and nothing more, and a database that
 * cannot serve gets a 503 with Retry-After, never a hang. Calls are held inside their transactions by a table
 * lock taken from a separate connection, so each round is deterministic on a loaded machine. PostgreSQL only:
 * PGlite is one connection inside the process, which nothing outside can drop or hold.
 */

const onPostgres = Boolean(process.env.DATABASE_URL);
/** Longer than any answer may take (the default acquire timeout is 5 s): past it, a call hung. */
const HANG_MS = 15_000;

interface Answer {
  readonly status: number;
  readonly body: any;
  readonly headers: Headers;
}

/** The server, an administrator's own connection to its database, and the people and unit the calls act on. */
const UNTHROTTLED_INVESTING: InvestingRateLimits = {
  createInvestmentPerUser: { ...DEFAULT_INVESTING_RATE_LIMITS.createInvestmentPerUser, points: 1_000 },
  expressInterestPerUser: { ...DEFAULT_INVESTING_RATE_LIMITS.expressInterestPerUser, points: 1_000 },
};

function useScene(database: { poolSize?: number; limits?: Partial<DatabaseLimits> } = {}) {
  // Fifty rounds invest fifty times as one investor: more than the per-investor call limit allows (rules §3).
  const server = useTestServer({ seed: false, database, investingRateLimits: UNTHROTTLED_INVESTING });
  const scene = {
    dba: undefined as unknown as pg.Client,
    admin: undefined as unknown as TestAccount,
    investor: undefined as unknown as TestAccount,
    kycId: 0,
    projectId: 0,
    unitId: 0,
  };

  /** Every call awaited with a client-side deadline: a hang fails the test instead of stalling it. */
  async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(HANG_MS),
    }).catch((error: unknown) => {
      throw new Error(`${method} ${path} did not answer within ${HANG_MS} ms (${String(error)})`);
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON
    }
    return { status: response.status, body: parsed, headers: response.headers } as Answer;
  }

  /** Waits until `n` statements of the server wait for a lock (inside their transactions: only writes take one). */
  async function untilLockWaiters(n: number, what: string): Promise<void> {
    const deadline = Date.now() + HANG_MS;
    for (;;) {
      // Inside the locking transaction pg_stat_activity would keep showing its first snapshot.
      await scene.dba.query('select pg_stat_clear_snapshot()');
      const { rows } = await scene.dba.query<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid()
            and state = 'active' and wait_event_type = 'Lock'`,
      );
      if (rows[0]!.n >= n) return;
      if (Date.now() > deadline) throw new Error(`${what}: fewer than ${n} calls reached their transaction`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  beforeAll(async () => {
    const [{ name }] = await server.db.em().execute<{ name: string }[]>('select current_database() as name');
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${name}`;
    scene.dba = new pg.Client({ connectionString: url.toString() });
    await scene.dba.connect();

    scene.admin = await adminAccount(server);
    scene.investor = await newAccount(server);
    expect((await submitKycAs(server, scene.investor)).ok).toBe(true);
    const queue = await call('GET', '/api/secure-admin/kyc-pending', undefined, bearer(scene.admin.token));
    scene.kycId = (queue.body as { id: number; userId: number }[]).find((i) => i.userId === scene.investor.id)!.id;
    const em = server.db.em();
    const [project] = await em.execute<{ id: number }[]>(
      `insert into projects (title, description, location, project_type, developer_name, timeline,
         construction_timeline, expected_profit, profit_range_min, profit_range_max, developer_listing_price,
         unit_price, min_investment, status)
       values ('Dropped connections', 'Test apartments', 'East Legon, Accra', 'residential', 'Test Developer', 24,
         '24 months', 18, 15, 22, 1000000, 100000, 1000, 'funding')
       returning id`,
    );
    scene.projectId = Number(project!.id);
    const [unit] = await em.execute<{ id: number }[]>(
      `insert into units (project_id, unit_number, unit_type, bedrooms, bathrooms, price, total_investment_needed,
         min_investment_amount)
       values (?, 'A1', '2-bedroom-apartment', 2, 2, 100000, 100000, 1000)
       returning id`,
      [scene.projectId],
    );
    scene.unitId = Number(unit!.id);
  });

  afterAll(async () => {
    await scene.dba?.end();
  });

  return {
    server,
    scene,
    call,
    untilLockWaiters,
    signIn: () =>
      call('POST', '/api/auth/signin', { email: scene.investor.email, password: scene.investor.password }, freshIp()),
    invest: () =>
      call(
        'POST',
        '/api/investments',
        { projectId: scene.projectId, unitId: scene.unitId, amount: '1000.00' },
        bearer(scene.investor.token),
      ),
    review: () => call('PATCH', `/api/secure-admin/kyc/${scene.kycId}/open-review`, {}, bearer(scene.admin.token)),
  };
}

/** The answer to a call the database could not serve: 503, the error body of rules §8, and when to try again. */
function expectUnavailable(answer: Answer, what: string): void {
  expect(answer.status, `${what}: ${JSON.stringify(answer.body)}`).toBe(503);
  expect(answer.body).toEqual({ message: expect.stringMatching(/database/i), code: 'SERVICE.UNAVAILABLE' });
  expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
}

describe.skipIf(!onPostgres)('dropped database connections (PostgreSQL; PGlite cannot drop one)', () => {
  const t = useScene();
  const ROUNDS = 50;

  it(`terminates the server's backends mid-transaction ${ROUNDS} times; every call is then served again`, async () => {
    const { dba } = t.scene;
    for (let round = 1; round <= ROUNDS; round++) {
      await dba.query('begin');
      // A sign-in, a direct investment and a KYC review each wait for this lock inside their transactions.
      await dba.query('lock table sessions, investments, kyc_verifications in exclusive mode');
      const calls = Promise.all([t.signIn(), t.invest(), t.review()]);
      calls.catch(() => undefined); // awaited below; a failure before that must not go unhandled
      await t.untilLockWaiters(3, `round ${round}`);
      // What a failover does: every backend of the server's database ends, idle ones and those in a transaction.
      await dba.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid()`,
      );
      await dba.query('rollback');
      // The calls whose transaction died answer at once: 503 with Retry-After, never a 500 or a hang.
      for (const answer of await calls) expectUnavailable(answer, `round ${round}`);
    }

    // Nothing that was cut off was stored, and every kind of call is served again.
    expect((await dba.query('select count(*)::int as n from investments')).rows[0].n).toBe(0);
    const signedIn = await t.signIn();
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    const invested = await t.invest();
    expect(invested.status, JSON.stringify(invested.body)).toBe(201);
    const opened = await t.review();
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    expect(opened.body.status).toBe('under_review');
    const mine = await t.call(
      'POST',
      '/graphql',
      { query: '{ myInvestments { status amount } }' },
      bearer(signedIn.body.token as string),
    );
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual({ data: { myInvestments: [{ status: 'pending_kyc', amount: '1000.00' }] } });
    expect((await t.call('GET', `/api/projects/${t.scene.projectId}`)).status).toBe(200);
    expect((await t.call('GET', '/readyz')).status).toBe(200);
    // The background jobs take their connections from the same pool and run again too.
    await t.server.services.investingJobs.drainKycDecisions();
    await t.server.services.investingJobs.expireOverduePayments.run(systemContext());
  });
});

describe.skipIf(!onPostgres)('no connection free in time (PostgreSQL; PGlite has no pool)', () => {
  const ACQUIRE_MS = 500;
  const t = useScene({ poolSize: 2, limits: { acquireTimeoutMs: ACQUIRE_MS } });

  it('answers 503 with Retry-After over REST and GraphQL, /readyz 503 within a second, then recovers', async () => {
    const { dba, investor, projectId } = t.scene;
    await dba.query('begin');
    await dba.query('lock table investments in exclusive mode');
    // Two investments wait inside their transactions, holding both connections of the pool.
    const held = Promise.all([t.invest(), t.invest()]);
    held.catch(() => undefined);
    await t.untilLockWaiters(2, 'two investments');

    try {
      const since = Date.now();
      expectUnavailable(await t.call('GET', `/api/projects/${projectId}`), 'REST');
      expect(Date.now() - since).toBeGreaterThanOrEqual(ACQUIRE_MS - 50);

      // GraphQL: a resolver's failure keeps GraphQL's 200 and carries the code, status and wait in extensions.
      const projects = await t.call('POST', '/graphql', { query: '{ projects { id } }' });
      expect(projects.status).toBe(200);
      expect(projects.body.errors).toEqual([
        {
          message: expect.stringMatching(/database/i),
          locations: expect.any(Array),
          path: ['projects'],
          extensions: { code: 'SERVICE.UNAVAILABLE', status: 503, details: { retryAfterSeconds: 5 } },
        },
      ]);
      expect(projects.headers.get('retry-after')).toBe('5');
      // A signed-in request cannot even be authenticated: the whole answer is a 503.
      const mine = await t.call('POST', '/graphql', { query: '{ myInvestments { id } }' }, bearer(investor.token));
      expect(mine.status).toBe(503);
      expect(mine.body.errors[0].extensions).toMatchObject({ code: 'SERVICE.UNAVAILABLE', status: 503 });
      expect(mine.headers.get('retry-after')).toBe('5');

      const asked = Date.now();
      const ready = await t.call('GET', '/readyz');
      expect(ready.status).toBe(503);
      expect(Date.now() - asked).toBeLessThan(1_000);
      expect((await t.call('GET', '/healthz')).status).toBe(200);
    } finally {
      await dba.query('rollback');
    }

    for (const answer of await held) expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect((await t.call('GET', '/readyz')).status).toBe(200);
    expect((await t.call('GET', `/api/projects/${projectId}`)).status).toBe(200);
  });
});
