import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../../src/testing/test-server.js';
import { adminAccount, bearer, newAccount, type TestAccount } from '../support/accounts-helpers.js';
import { projectWithUnit } from './support/investing-data.js';

/*
 * The admin Investments and Interests lists a page at a time (issue 23 item 1, docs/api.md "Lists that page"):
 * GraphQL investmentsConnection / projectInterestsConnection and REST /api/admin/investments and
 * /api/admin/project-interests with limit/cursor, on the real server and PostgreSQL. Rows are written directly,
 * many with the same creation time, so the order's tie-breaker (the id) is what keeps pages apart.
 */

const server = useTestServer({ seed: false });
let admin: TestAccount;
let investor: TestAccount;
const auth = () => bearer(admin.token);

let tag = 0;
async function newInvestor(first: string, last: string): Promise<{ id: number; email: string }> {
  tag++;
  const handle = `${first.toLowerCase()}${tag}${Math.random().toString(36).slice(2, 6)}`;
  const [row] = await server.db.em().execute<{ id: number }[]>(
    `insert into users (username, email, password_hash, first_name, last_name, role, is_active, created_at, updated_at)
     values (?, ?, '!no-password: test account', ?, ?, 'user', true, now(), now()) returning id`,
    [handle, `${handle}@lists.test.invalid`, first, last],
  );
  return { id: Number(row!.id), email: `${handle}@lists.test.invalid` };
}

let referenceCounter = 0;
/** `count` investments of `userId` in the unit, all created at `at`; references `XR-<n>-<k>`. */
async function addInvestments(
  target: { projectId: number; unitId: number },
  userId: number,
  count: number,
  fields: { status?: string; amount?: string; at?: string },
): Promise<void> {
  const status = fields.status ?? 'active';
  const waiting = status === 'pending_kyc' || status === 'awaiting_payment';
  referenceCounter++;
  await server.db.em().execute(
    `insert into investments (user_id, project_id, unit_id, amount, ownership_percentage, current_value, status,
                              payment_reference, window_ends_at, created_at, updated_at)
     select ?, ?, ?, ?, 1, ?, ?, 'XR-' || ? || '-' || g, ${waiting ? "now() + interval '7 days'" : 'null'},
            ${fields.at ?? 'now()'}, now()
       from generate_series(1, ?) g`,
    [
      userId,
      target.projectId,
      target.unitId,
      fields.amount ?? '1000.00',
      fields.amount ?? '1000.00',
      status,
      referenceCounter,
      count,
    ],
  );
}

/** `count` interests of `userId` in the project, all created at `at` (rejected unless said: no open-one rule). */
async function addInterests(
  target: { projectId: number; unitId: number },
  userId: number,
  count: number,
  fields: { status?: string; at?: string },
): Promise<void> {
  await server.db.em().execute(
    `insert into project_interests (user_id, project_id, unit_id, interest_amount, contact_preference, contact_info,
                                    status, created_at, updated_at)
     select ?, ?, ?, 2500, 'email', 'someone@lists.test.invalid', ?, ${fields.at ?? 'now()'}, now()
       from generate_series(1, ?) g`,
    [userId, target.projectId, target.unitId, fields.status ?? 'rejected', count],
  );
}

const SAME_TIME = "timestamptz '2026-03-01 10:00:00.123456+00'";

const INVESTMENTS = `query($filter: InvestmentFilter, $first: Int, $after: String) {
  investmentsConnection(filter: $filter, first: $first, after: $after) {
    totalCount totalAmount
    pageInfo { hasNextPage endCursor }
    edges { cursor node { id } }
    nodes { id status userName userEmail paymentReference project { id title } }
  }
}`;

const INTERESTS = `query($filter: ProjectInterestFilter, $first: Int, $after: String) {
  projectInterestsConnection(filter: $filter, first: $first, after: $after) {
    totalCount
    pageInfo { hasNextPage endCursor }
    nodes { id status userName project { id } }
  }
}`;

type Conn = { totalCount: number; pageInfo: { hasNextPage: boolean; endCursor: string | null }; nodes: any[] };

/** Every page of a connection, `first` at a time; the pages and what each said. */
async function allPages(query: string, field: string, filter: object, first: number): Promise<Conn[]> {
  const pages: Conn[] = [];
  let after: string | null = null;
  for (let guard = 0; guard < 50; guard++) {
    const { status, body } = await server.graphql(query, { filter, first, after }, auth());
    expect(status).toBe(200);
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    const page = body.data[field] as Conn;
    pages.push(page);
    if (!page.pageInfo.hasNextPage) return pages;
    after = page.pageInfo.endCursor;
  }
  throw new Error('too many pages');
}

const idsOf = (rows: { id: number }[]) => rows.map((r) => r.id);
const descending = (ids: number[]) => [...ids].sort((a, b) => b - a);

beforeAll(async () => {
  admin = await adminAccount(server);
  investor = await newAccount(server, 'lists');
});

describe('investmentsConnection and GET /api/admin/investments', () => {
  it('pages newest first, every row once across pages even when all share one creation time', async () => {
    const target = await projectWithUnit(server.db, { price: '10000000.00' });
    const ama = await newInvestor('Ama', 'Mensah');
    await addInvestments(target, ama.id, 23, { at: SAME_TIME, amount: '1500.50' });
    await addInvestments(target, ama.id, 2, { at: "timestamptz '2026-03-02 00:00:00+00'" });

    const pages = await allPages(INVESTMENTS, 'investmentsConnection', { projectId: target.projectId }, 7);
    expect(pages.map((p) => p.nodes.length)).toEqual([7, 7, 7, 4]);
    const seen = pages.flatMap((p) => idsOf(p.nodes));
    expect(new Set(seen).size).toBe(25);
    // The two newer ones first, then the 23 of one instant by id, highest first.
    expect(seen.slice(2)).toEqual(descending(seen.slice(2)));
    for (const page of pages) {
      expect(page.totalCount).toBe(25);
      expect((page as any).totalAmount).toBe('36511.50');
      expect(page.pageInfo.endCursor).toBe((page as any).edges.at(-1).cursor);
    }
    expect(pages[0]!.nodes[0]).toMatchObject({ userName: 'Ama Mensah', project: { id: target.projectId } });

    // REST: the same order through limit/cursor and X-Next-Cursor; without a limit, the whole array.
    const rest: number[] = [];
    let path: string | null = `/api/admin/investments?projectId=${target.projectId}&limit=10`;
    while (path) {
      const page = await server.get(path, auth());
      expect(page.status).toBe(200);
      rest.push(...idsOf(page.body));
      const next = page.headers.get('x-next-cursor');
      path = next ? `/api/admin/investments?projectId=${target.projectId}&limit=10&cursor=${next}` : null;
    }
    expect(rest).toEqual(seen);
    const whole = await server.get(`/api/admin/investments?projectId=${target.projectId}`, auth());
    expect(idsOf(whole.body)).toEqual(seen);
    expect(whole.headers.get('x-next-cursor')).toBeNull();
  });

  it('filters by status, project, payment reference (no dashes, spaces or case) and investor text', async () => {
    const target = await projectWithUnit(server.db, { price: '10000000.00' });
    const other = await projectWithUnit(server.db, { price: '10000000.00' });
    const kofi = await newInvestor('Kofi', 'Boateng');
    const efua = await newInvestor('Efua', 'Asante');
    await addInvestments(target, kofi.id, 3, { status: 'awaiting_payment', amount: '2000.00' });
    const kofiReference = `XR-${referenceCounter}-2`;
    await addInvestments(target, efua.id, 4, { status: 'active', amount: '1000.25' });
    await addInvestments(target, efua.id, 1, { status: 'completed', amount: '3000.00' });
    await addInvestments(other, kofi.id, 2, { status: 'active' });

    const ask = async (filter: object) => {
      const { body } = await server.graphql(INVESTMENTS, { filter, first: 100 }, auth());
      expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
      return body.data.investmentsConnection as Conn & { totalAmount: string };
    };
    const inTarget = { projectId: target.projectId };
    expect((await ask(inTarget)).totalCount).toBe(8);
    const confirmed = await ask({ ...inTarget, statuses: ['active', 'completed'] });
    expect(confirmed.totalCount).toBe(5);
    expect(confirmed.totalAmount).toBe('7001.00');
    expect(confirmed.nodes.every((n) => ['active', 'completed'].includes(n.status))).toBe(true);

    const byName = await ask({ ...inTarget, investor: 'kofi boat' });
    expect(byName.totalCount).toBe(3);
    expect(byName.nodes.every((n) => n.userName === 'Kofi Boateng')).toBe(true);
    const byEmail = await ask({ investor: efua.email.slice(0, 12).toUpperCase() });
    expect(byEmail.totalCount).toBe(5);
    expect((await ask({ investor: 'kofi', projectId: other.projectId })).totalCount).toBe(2);
    // A LIKE wildcard typed as the search is matched as itself.
    expect((await ask({ ...inTarget, investor: '%' })).totalCount).toBe(0);

    const spaced = kofiReference.toLowerCase().replace(/-/g, ' ');
    const byReference = await ask({ paymentReference: spaced });
    expect(byReference.nodes.map((n) => n.paymentReference)).toEqual([kofiReference]);
    const rest = await server.get(
      `/api/admin/investments?projectId=${target.projectId}&status=active,completed&investor=efua`,
      auth(),
    );
    expect(rest.status).toBe(200);
    expect(idsOf(rest.body)).toEqual(idsOf(confirmed.nodes));
    const badStatus = await server.get('/api/admin/investments?status=active,sold', auth());
    expect(badStatus.status).toBe(400);
    expect(badStatus.body.fields).toEqual({
      status: 'must be one or more of pending_kyc, awaiting_payment, active, completed, cancelled',
    });
  });

  it('refuses a bad first, limit or cursor with a 400 naming it', async () => {
    const { body } = await server.graphql(
      '{ investmentsConnection(first: 101, after: "nope") { totalCount } }',
      {},
      auth(),
    );
    expect(body.errors[0].extensions).toMatchObject({
      code: 'VALIDATION.INVALID_INPUT',
      status: 400,
      fields: {
        first: 'must be a whole number from 1 to 100',
        after: 'is not a cursor from a previous page of this list',
      },
    });
    const zero = await server.graphql('{ projectInterestsConnection(first: 0) { totalCount } }', {}, auth());
    expect(zero.body.errors[0].extensions.fields).toEqual({ first: 'must be a whole number from 1 to 100' });
    for (const path of ['/api/admin/investments?limit=101', '/api/admin/project-interests?limit=0']) {
      const response = await server.get(path, auth());
      expect(response.status, path).toBe(400);
      expect(response.body.fields.limit).toBe('must be a whole number from 1 to 100');
    }
    const forged = Buffer.from('k1.12.0').toString('base64url');
    for (const path of [`/api/admin/investments?cursor=${forged}`, '/api/secure-admin/project-interests?cursor=x!']) {
      const response = await server.get(path, auth());
      expect(response.status, path).toBe(400);
      expect(response.body.fields.cursor).toBe('is not a cursor from a previous page of this list');
    }
  });

  it('is for admins only', async () => {
    for (const query of [
      '{ investmentsConnection { totalCount } }',
      '{ projectInterestsConnection { nodes { id } } }',
    ]) {
      const asInvestor = await server.graphql(query, {}, bearer(investor.token));
      expect(asInvestor.body.errors[0].extensions.code).toBe('AUTH.FORBIDDEN');
      const anonymous = await server.graphql(query);
      expect(anonymous.body.errors[0].extensions.code).toBe('AUTH.UNAUTHENTICATED');
    }
    expect((await server.get('/api/admin/investments?limit=2', bearer(investor.token))).status).toBe(403);
  });

  it('a page costs the same SQL statements for 10 rows and for 200, first page or later', async () => {
    const target = await projectWithUnit(server.db, { price: '10000000.00' });
    const someone = await newInvestor('Yaw', 'Darko');
    const page = `query($after: String) { investmentsConnection(first: 5, after: $after, filter: { statuses: [active] }) {
      totalCount totalAmount pageInfo { endCursor } nodes { id userName project { id title units { id } } } } }`;
    const interests = `{ projectInterestsConnection(first: 5) { totalCount nodes { id project { id } } } }`;
    const statements = async (query: string, variables: object = {}) => {
      server.resetQueries();
      const { body } = await server.graphql(query, variables, auth());
      expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
      return server.queries.length;
    };
    await addInvestments(target, someone.id, 10, {});
    await addInterests(target, someone.id, 10, {});
    const small = await statements(page);
    const smallInterests = await statements(interests);
    await addInvestments(target, someone.id, 190, {});
    await addInterests(target, someone.id, 190, {});
    const large = await statements(page);
    const { body } = await server.graphql(page, {}, auth());
    const later = await statements(page, { after: body.data.investmentsConnection.pageInfo.endCursor });
    expect(large).toBe(small);
    expect(later).toBe(small);
    expect(await statements(interests)).toBe(smallInterests);
    // The session, the page, the projects (one DataLoader batch), their unit summaries and units, the count and
    // sum, and the transactions around them: a handful, never one per row.
    expect(small).toBeLessThanOrEqual(12);
  });
});

describe('projectInterestsConnection and GET /api/admin/project-interests', () => {
  it('pages with ties in creation time, filters by view, project and investor, counts what the filter keeps', async () => {
    const target = await projectWithUnit(server.db, { price: '10000000.00' });
    const abena = await newInvestor('Abena', 'Owusu');
    const kwame = await newInvestor('Kwame', 'Nkrumah');
    await addInterests(target, abena.id, 12, { at: SAME_TIME });
    await addInterests(target, kwame.id, 1, { at: SAME_TIME, status: 'pending' });
    await addInterests(target, abena.id, 1, { status: 'pending' });

    const pages = await allPages(INTERESTS, 'projectInterestsConnection', { projectId: target.projectId }, 4);
    expect(pages.map((p) => p.nodes.length)).toEqual([4, 4, 4, 2]);
    const seen = pages.flatMap((p) => idsOf(p.nodes));
    expect(new Set(seen).size).toBe(14);
    expect(seen.slice(1)).toEqual(descending(seen.slice(1)));
    expect(pages.every((p) => p.totalCount === 14)).toBe(true);

    const pending = await allPages(
      INTERESTS,
      'projectInterestsConnection',
      { projectId: target.projectId, status: 'pending' },
      20,
    );
    expect(pending[0]!.totalCount).toBe(2);
    expect(pending[0]!.nodes.every((n) => n.status === 'pending')).toBe(true);
    const kwames = await allPages(
      INTERESTS,
      'projectInterestsConnection',
      { projectId: target.projectId, investor: 'NKRUMAH' },
      20,
    );
    expect(kwames[0]!.nodes.map((n) => n.userName)).toEqual(['Kwame Nkrumah']);

    const rest = await server.get(`/api/admin/project-interests?projectId=${target.projectId}&limit=5`, auth());
    expect(idsOf(rest.body)).toEqual(seen.slice(0, 5));
    expect(rest.headers.get('link')).toMatch(/rel="next"$/);
    const old = await server.graphql('{ projectInterests(status: "pending") { id } }', {}, auth());
    expect(idsOf(old.body.data.projectInterests)).toEqual(expect.arrayContaining(idsOf(pending[0]!.nodes)));
    const bad = await server.graphql(
      '{ projectInterestsConnection(filter: { status: "closed" }) { totalCount } }',
      {},
      auth(),
    );
    expect(bad.body.errors[0].extensions).toMatchObject({ code: 'VALIDATION.INVALID_INPUT', status: 400 });
  });
});
