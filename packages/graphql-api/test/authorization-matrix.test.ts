import 'reflect-metadata';
import { seedDemoCatalog } from '@cobuy/adapters';
import { useTestDatabase } from '@cobuy/adapters/testing';
import { DEMO_ADMIN, runUseCase } from '@cobuy/application';
import { systemClock } from '@cobuy/domain';
import type { GraphQLObjectType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createAppServices, type AppServices } from '../src/composition-root.js';
import { readConfig } from '../src/config.js';
import { buildGraphQLSchema } from '../src/graphql/schema.js';
import { apiRoutes } from '../src/rest/api.routes.js';
import { startServer, type RunningServer } from '../src/server.js';
import {
  CALLERS,
  GRAPHQL_ROWS,
  REST_ROWS,
  MATRIX_GOAL,
  type GraphQLOutcome,
  type GraphQLRow,
  type MatrixCaller,
  type MatrixWorld,
} from './authorization/authorization-matrix.table.js';
import { serverRoutes } from './support/express-routes.js';
import { kycFields, kycFiles } from './support/kyc-helpers.js';

/*
 * Walks every row of the authorization matrix (authorization/authorization-matrix.table.ts) against the
 * real server, for each of the four callers (and the admin on their own record where a row names it), and
 * checks that the table covers exactly the routes the Express app declares and the operations the GraphQL
 * schema exposes.
 */

/** The four callers, and the admin on their own record where the row names that outcome. */
const callersOf = (row: { readonly expect: { readonly adminSelf?: unknown } }): MatrixCaller[] =>
  row.expect.adminSelf === undefined ? [...CALLERS] : [...CALLERS, 'adminSelf'];

let ipCounter = 0;
const freshIp = () => {
  ipCounter++;
  return `203.0.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;
};

describe('authorization matrix', () => {
  const fixture = useTestDatabase();
  let server: RunningServer;
  let services: AppServices;
  let world: MatrixWorld;
  const tokens = new Map<MatrixCaller, string>();
  const credentials = new Map<MatrixCaller, { email: string; password: string }>();

  async function http(method: string, path: string, body: unknown, caller: MatrixCaller) {
    const headers: Record<string, string> = { 'x-forwarded-for': freshIp() };
    const token = tokens.get(caller);
    if (token) headers.authorization = `Bearer ${token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    let parsed: any = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // HTML pages
    }
    return { status: response.status, body: parsed };
  }

  /**
   * A subscription row over graphql-ws, where subscriptions live: the error it is refused with, or 'ok' once the
   * server holds the subscription (its live hub has one more subscriber), since an accepted one sends nothing.
   */
  async function overSocket(row: GraphQLRow, caller: MatrixCaller): Promise<GraphQLOutcome> {
    const hub = services.live.hub;
    const held = () => hub.size.notifications + hub.size.funding;
    const before = held();
    const token = tokens.get(caller);
    const ws = new WebSocket(`${server.url.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws', {
      headers: { 'x-forwarded-for': freshIp() },
    });
    let outcome: GraphQLOutcome | null = null;
    ws.on('message', (data: Buffer) => {
      const message = JSON.parse(data.toString()) as { type: string; payload?: any };
      if (message.type === 'connection_ack') {
        ws.send(
          JSON.stringify({
            id: '1',
            type: 'subscribe',
            payload: { query: row.document, variables: row.variables?.(world, caller) ?? {} },
          }),
        );
      }
      const errors = message.type === 'error' ? message.payload : message.payload?.errors;
      if (errors) outcome = errors[0].extensions.code;
    });
    await new Promise((resolve) => ws.once('open', resolve));
    ws.send(JSON.stringify({ type: 'connection_init', payload: token ? { authorization: `Bearer ${token}` } : {} }));
    try {
      await expect.poll(() => outcome !== null || held() > before).toBe(true);
      return outcome ?? 'ok';
    } finally {
      ws.terminate();
      // The server lets go of the subscription once the socket has closed.
      await expect.poll(() => held()).toBe(before);
    }
  }

  async function signIn(caller: MatrixCaller) {
    const c = credentials.get(caller);
    if (!c) return;
    const res = await http('POST', '/api/auth/signin', c, 'anonymous');
    if (res.status !== 200) throw new Error(`could not sign in ${caller}: ${JSON.stringify(res.body)}`);
    tokens.set(caller, res.body.token);
  }

  beforeAll(async () => {
    await seedDemoCatalog(fixture.db);
    const config = { ...readConfig({ NODE_ENV: 'test' }), port: 0, host: '127.0.0.1' };
    services = createAppServices(fixture.db, config);
    server = await startServer(services, config);
    await services.accountsStartup.ensureAccounts();

    const accounts: Record<string, { id: number; email: string; username: string }> = {};
    for (const who of ['owner', 'other', 'admin-self'] as const) {
      const username = `matrix-${who}`;
      const email = `${username}@example.com`;
      const res = await http(
        'POST',
        '/api/users',
        { username, email, password: 'Labadi-Beach-42', firstName: 'M', lastName: who },
        'anonymous',
      );
      accounts[who] = { id: res.body.id, email, username };
    }
    credentials.set('user', { email: accounts.owner!.email, password: 'Labadi-Beach-42' });
    credentials.set('otherUser', { email: accounts.other!.email, password: 'Labadi-Beach-42' });
    credentials.set('admin', { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password });
    credentials.set('adminSelf', { email: accounts['admin-self']!.email, password: 'Labadi-Beach-42' });
    await fixture.db.em().execute(`update users set role = 'admin' where id = ?`, [accounts['admin-self']!.id], 'run');
    for (const caller of [...CALLERS, 'adminSelf'] as const) await signIn(caller);

    const projects = (await http('GET', '/api/projects', undefined, 'anonymous')).body;
    const units = (await http('GET', `/api/projects/${projects[0].id}/units`, undefined, 'anonymous')).body;
    const adminMe = (await http('GET', '/api/auth/user', undefined, 'admin')).body;
    // The owner's goals: one kept for every row, and spares for the owner's own deletions.
    const ownerGoals: number[] = [];
    for (let i = 0; i < 4; i++) {
      const goal = await http('POST', '/api/financial-goals', MATRIX_GOAL, 'user');
      if (goal.status !== 201) throw new Error(`could not create a goal: ${JSON.stringify(goal.body)}`);
      ownerGoals.push(goal.body.id);
    }
    const [goalId, ...spareGoals] = ownerGoals as [number, ...number[]];
    const adminOwn = await adminOwnRecords(accounts['admin-self']!, projects[0].id, units);
    let n = 0;
    world = {
      owner: accounts.owner!,
      otherUser: { id: accounts.other!.id },
      admin: { id: adminMe.id },
      adminOwn,
      projectId: projects[0].id,
      unitId: units[0].id,
      goalId,
      spareGoalId: () => {
        const id = spareGoals.shift();
        if (id === undefined) throw new Error('no spare goal left: create more in beforeAll');
        return id;
      },
      unique: () => `m${++n}${Math.random().toString(36).slice(2, 7)}`,
      secondProjectId: projects[1].id,
    };
  });
  /**
   * The `adminSelf` admin's own records: their KYC submitted (pending), an application pending review, and a
   * direct investment (pending_kyc, so a position) in an open unit of the seeded project.
   */
  async function adminOwnRecords(
    self: { id: number; email: string },
    projectId: number,
    units: any[],
  ): Promise<MatrixWorld['adminOwn']> {
    const adminId = self.id;
    const asAdmin = { actor: { userId: adminId, role: 'admin' as const }, correlationId: 'matrix', clock: systemClock };
    const submitted = await runUseCase(services.kyc.submit as never, asAdmin, { ...kycFields(), ...kycFiles() });
    if (!submitted.ok) throw new Error(`could not submit the admin's KYC: ${JSON.stringify(submitted.error)}`);
    const queue = await http('GET', '/api/secure-admin/kyc-pending', undefined, 'admin');
    const kycId = (queue.body as { id: number; userId: number }[]).find((k) => k.userId === adminId)!.id;
    const open = units.filter((u) => u.status === 'available');
    if (open.length < 2) throw new Error('the seeded project needs two available units');
    const applied = await http(
      'POST',
      '/api/project-interests',
      {
        projectId,
        unitId: open[0].id,
        interestAmount: open[0].minInvestmentAmount,
        contactPreference: 'email',
        contactInfo: self.email,
      },
      'adminSelf',
    );
    if (applied.status !== 201) throw new Error(`could not apply as the admin: ${JSON.stringify(applied.body)}`);
    const invested = await http(
      'POST',
      '/api/investments',
      { projectId, unitId: open[1].id, amount: open[1].minInvestmentAmount },
      'adminSelf',
    );
    if (invested.status !== 201) throw new Error(`could not invest as the admin: ${JSON.stringify(invested.body)}`);
    return {
      userId: adminId,
      kycId,
      applicationId: applied.body.id,
      investmentId: invested.body.id,
      unitId: open[1].id,
    };
  }

  afterAll(async () => {
    await server?.stop();
    await services?.accountsStartup.close();
  });

  describe('REST', () => {
    for (const row of REST_ROWS) {
      it(`${row.method} ${row.path}`, async () => {
        const seen: Partial<Record<MatrixCaller, number>> = {};
        for (const caller of callersOf(row)) {
          const { path, body } = row.request(world, caller);
          seen[caller] = (await http(row.method, path, body, caller)).status;
          if (row.endsSession) await signIn(caller);
        }
        expect(seen).toEqual(row.expect);
      });
    }

    it('has a row for every route the server declares, and no row for a route it does not', () => {
      const declared = serverRoutes(server);
      const tabled = [...new Set(REST_ROWS.map((r) => `${r.method} ${r.path}`))].sort();
      expect(declared.length).toBeGreaterThan(10);
      expect({
        missingRows: declared.filter((r) => !tabled.includes(r)),
        rowsWithoutRoute: tabled.filter((r) => !declared.includes(r)),
      }).toEqual({
        missingRows: [],
        rowsWithoutRoute: [],
      });
      expect(REST_ROWS.length, 'one row per route').toBe(tabled.length);
    });

    it('asks the admin on their own record at every route that documents the four-eyes refusal', () => {
      const documented = apiRoutes(services)
        .filter((r) => r.errors?.includes('AUTH.OWN_DECISION_FORBIDDEN'))
        .map((r) => `${r.method.toUpperCase()} /api${r.path}`)
        .sort();
      const asked = REST_ROWS.filter((r) => r.expect.adminSelf === 403)
        .map((r) => `${r.method} ${r.path}`)
        .sort();
      expect(documented.length).toBeGreaterThanOrEqual(9);
      expect(asked).toEqual(documented);
    });
  });

  describe('GraphQL', () => {
    for (const row of GRAPHQL_ROWS) {
      it(row.operation, async () => {
        const seen: Partial<Record<MatrixCaller, GraphQLOutcome>> = {};
        for (const caller of callersOf(row)) {
          if (row.operation.startsWith('Subscription.')) {
            seen[caller] = await overSocket(row, caller);
            continue;
          }
          const res = await http(
            'POST',
            '/graphql',
            { query: row.document, variables: row.variables?.(world, caller) ?? {} },
            caller,
          );
          const code = res.body?.errors?.[0]?.extensions?.code;
          seen[caller] = res.status === 200 && !res.body.errors ? 'ok' : (code ?? `HTTP ${res.status}`);
          if (row.endsSession) await signIn(caller);
        }
        expect(seen).toEqual(row.expect);
      });
    }

    it('has a row for every query, mutation and subscription of the schema', async () => {
      const schema = await buildGraphQLSchema();
      const operations = (['Query', 'Mutation', 'Subscription'] as const).flatMap((kind) => {
        const type = schema.getType(kind) as GraphQLObjectType | undefined;
        return type ? Object.keys(type.getFields()).map((f) => `${kind}.${f}`) : [];
      });
      const tabled = GRAPHQL_ROWS.map((r) => r.operation);
      expect({
        missingRows: operations.filter((o) => !tabled.includes(o)).sort(),
        rowsWithoutOperation: tabled.filter((o) => !operations.includes(o)),
      }).toEqual({
        missingRows: [],
        rowsWithoutOperation: [],
      });
      expect(new Set(tabled).size, 'one row per operation').toBe(tabled.length);
    });
  });
});
