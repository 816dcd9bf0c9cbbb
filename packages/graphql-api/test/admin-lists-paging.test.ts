import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../src/testing/test-server.js';
import { insertApprovedKyc, projectWithUnit } from './investing/support/investing-data.js';
import { adminAccount, bearer, newAccount, send, type TestAccount } from './support/accounts-helpers.js';

/*
 * Issue 23 item 1 for the admin's Reconciliation tab and KYC review queue (docs/api.md, "Lists that page"):
 * `paymentReconciliationConnection` / `kycQueueConnection` and their REST mirrors with `limit`/`cursor`, on the
 * real server and database: a stable order across pages (ties included), filters, totalCount, 400s naming the
 * field, and a fixed number of statements per page.
 */
const server = useTestServer({ seed: false });
type Row = { id: number; status: string; reference: string };

const AT = "timestamptz '2026-03-01 10:00:00+00'";

describe('paging the Reconciliation tab', () => {
  let admin: TestAccount;
  let investor: TestAccount;

  beforeAll(async () => {
    admin = await adminAccount(server);
    investor = await newAccount(server, 'recon');
    await insertApprovedKyc(server.db, investor.id);
    const unit = await projectWithUnit(server.db, { price: '100000.00' });
    const res = await send(server, 'POST', '/api/investments', { ...unit, amount: '5000' }, bearer(investor.token));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const em = server.db.em();
    // 12 checkouts: statuses in turn, every pair started at the same instant (ties the id breaks).
    await em.execute(
      `insert into payment_checkouts (investment_id, user_id, provider, reference, currency, amount_minor, usd_amount,
         rate, quote_expires_at, authorization_url, status, hold_reason, created_at, updated_at)
       select ?, ?, case when g % 4 = 0 then 'otherpay' else 'paystack' end, 'RECON-C' || g, 'GHS', 100000, 100, 10,
              ${AT}, 'https://pay.invalid', (array['matched','held','open','refunded'])[1 + g % 4],
              case when g % 4 = 1 then 'partial_payment' end,
              ${AT} + (g / 2) * interval '1 second', ${AT} + interval '1 day' - g * interval '1 second'
         from generate_series(1, 12) g`,
      [res.body.id, investor.id],
    );
    // 6 unmatched payments, each received at the same instant as a checkout started (ties across tables).
    await em.execute(
      `insert into unmatched_payments (provider, reference, amount_minor, currency, provider_data, received_at)
       select 'paystack', 'RECON-U' || g, 5000, 'GHS', '{}'::jsonb, ${AT} + g * interval '1 second'
         from generate_series(1, 6) g`,
    );
  });

  const gql = (query: string, variables?: Record<string, unknown>) =>
    server.graphql(query, variables, bearer(admin.token));

  const PAGE = `query($filter: ReconciliationFilter, $first: Int, $after: String) {
    paymentReconciliationConnection(filter: $filter, first: $first, after: $after) {
      totalCount pageInfo { hasNextPage endCursor } edges { cursor node { id status reference } }
      nodes { id status reference provider }
    }
  }`;

  async function walk(filter: Record<string, unknown>, first: number) {
    const seen: Row[] = [];
    let after: string | null = null;
    let total = -1;
    for (let pages = 0; pages < 50; pages++) {
      const { body } = await gql(PAGE, { filter, first, after });
      expect(body.errors).toBeUndefined();
      const page = body.data.paymentReconciliationConnection;
      total = page.totalCount;
      expect(page.nodes.length).toBeLessThanOrEqual(first);
      expect(page.pageInfo.endCursor).toBe(page.edges.at(-1)?.cursor ?? null);
      seen.push(...(page.nodes as Row[]));
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    return { seen, total };
  }

  it('GraphQL: pages in a stable order, newest first, every row once, ties across tables included', async () => {
    const { seen, total } = await walk({ reference: 'RECON-' }, 4);
    expect(total).toBe(18);
    expect(seen).toHaveLength(18);
    expect(new Set(seen.map((r) => `${r.status === 'unmatched' ? 'u' : 'c'}${r.id}`)).size).toBe(18);
    // The same order whatever the page size, and as the whole list in one page.
    const one = await walk({ reference: 'recon-' }, 100);
    expect(seen.map((r) => r.reference)).toEqual(one.seen.map((r) => r.reference));
    const byOnes = await walk({ reference: 'RECON-' }, 1);
    expect(byOnes.seen.map((r) => r.reference)).toEqual(one.seen.map((r) => r.reference));
    // Newest first; at one instant the unmatched payment comes before the checkouts, then the higher id.
    expect(one.seen.slice(0, 4).map((r) => r.reference)).toEqual(['RECON-U6', 'RECON-C12', 'RECON-U5', 'RECON-C11']);
  });

  it('filters by status, provider and reference, and totalCount counts the filter', async () => {
    const held = await walk({ status: 'held', reference: 'RECON' }, 2);
    expect(held.total).toBe(3);
    expect(held.seen.every((r) => r.status === 'held')).toBe(true);
    const unmatched = await walk({ status: 'unmatched' }, 4);
    expect(unmatched.total).toBe(6);
    expect(unmatched.seen.every((r) => r.status === 'unmatched')).toBe(true);
    const other = await walk({ provider: 'otherpay' }, 10);
    expect(other.seen.map((r) => r.reference).sort()).toEqual(['RECON-C12', 'RECON-C4', 'RECON-C8']);
    const resolved = await walk({ status: 'resolved', reference: 'c1' }, 10);
    expect(resolved.seen.map((r) => r.reference)).toEqual(['RECON-C11']);
    const exact = await walk({ reference: 'recon-c12' }, 10);
    expect(exact.total).toBe(1);
    // Twenty unless `first` says otherwise.
    const { body } = await gql('{ paymentReconciliationConnection { nodes { id } pageInfo { hasNextPage } } }');
    expect(body.data.paymentReconciliationConnection.nodes.length).toBeLessThanOrEqual(20);
  });

  it('REST: `limit`/`cursor` page the same list; without them the whole array', async () => {
    const whole = await server.get('/api/secure-admin/reconciliation?reference=RECON-', bearer(admin.token));
    expect(whole.status).toBe(200);
    expect(whole.body).toHaveLength(18);
    expect(whole.headers.get('x-next-cursor')).toBeNull();
    const seen: string[] = [];
    let path: string | null = '/api/secure-admin/reconciliation?reference=RECON-&limit=5';
    while (path) {
      const page = await server.get(path, bearer(admin.token));
      expect(page.status).toBe(200);
      seen.push(...(page.body as Row[]).map((r) => r.reference));
      const link = page.headers.get('link');
      path = link ? /^<([^>]+)>; rel="next"$/.exec(link)![1]! : null;
    }
    expect(seen).toEqual((whole.body as Row[]).map((r) => r.reference));
  });

  it('refuses a bad limit, first, cursor or after with a 400 naming it', async () => {
    for (const limit of ['0', '101', 'abc']) {
      const res = await server.get(`/api/secure-admin/reconciliation?limit=${limit}`, bearer(admin.token));
      expect(res.status, limit).toBe(400);
      expect(res.body.fields.limit).toBe('must be a whole number from 1 to 100');
    }
    const projectCursor = Buffer.from('k1.12.1').toString('base64url');
    for (const cursor of ['nope!', projectCursor]) {
      const res = await server.get(`/api/secure-admin/reconciliation?cursor=${cursor}`, bearer(admin.token));
      expect(res.status, cursor).toBe(400);
      expect(res.body.fields.cursor).toBe('is not a cursor from a previous page of this list');
    }
    const { body } = await gql('{ paymentReconciliationConnection(first: 101, after: "x") { totalCount } }');
    expect(body.errors[0].extensions.code).toBe('VALIDATION.INVALID_INPUT');
    expect(body.errors[0].extensions.fields).toEqual({
      first: 'must be a whole number from 1 to 100',
      after: 'is not a cursor from a previous page of this list',
    });
  });

  it('a page costs the same statements at the start and deep in the list', async () => {
    await server.services.background.idle();
    const count = async (after: string | null) => {
      server.resetQueries();
      const { body } = await gql(PAGE, { filter: { reference: 'RECON-' }, first: 3, after });
      const n = server.queries.filter((q) => !/^(begin|commit|rollback|savepoint|release)/i.test(q.trim())).length;
      return { n, next: body.data.paymentReconciliationConnection.pageInfo.endCursor as string };
    };
    const first = await count(null);
    const second = await count(first.next);
    const third = await count(second.next);
    expect(second.n).toBe(first.n);
    expect(third.n).toBe(first.n);
  });
});

describe('paging the KYC review queue', () => {
  let admin: TestAccount;
  const users: number[] = [];

  beforeAll(async () => {
    admin = await adminAccount(server);
    const em = server.db.em();
    // Nine investors in the queue: three submitted on each of three days, two of them at the same instant.
    for (let i = 1; i <= 9; i++) {
      const [row] = await em.execute<{ id: number }[]>(
        `insert into users (username, email, password_hash, first_name, last_name)
         values (?, ?, 'x', 'Queue', 'Person') returning id`,
        [`queue${i}`, `queue${i}@${i % 2 ? 'kumasi' : 'tema'}.example.com`],
      );
      users.push(Number(row!.id));
      const day = `2026-04-0${1 + Math.floor((i - 1) / 3)}`;
      const at = `${day}T09:00:0${i % 3 === 0 ? 1 : 0}Z`;
      await em.execute(
        `insert into kyc_verifications (user_id, status, full_name, date_of_birth, nationality, phone_number, address,
           city, postal_code, country, document_type, document_number, document_expiry_date, proof_of_address_type,
           proof_of_address_date, source_of_funds, employment_status, submitted_at)
         values (?, ?, ?, '1985-01-01', 'gh', '+233 24 000 0000', '1 Test Street', 'Accra', 'GA-1', 'ghana',
           'passport', 'G0000000', '2031-01-01', 'utility_bill', '2026-03-01', 'employment', 'employed', ?)`,
        [row!.id, i % 3 === 2 ? 'under_review' : 'pending', `Kofi Queue ${i}`, at],
        'run',
      );
    }
  });

  const PAGE = `query($filter: KycQueueFilter, $first: Int, $after: String) {
    kycQueueConnection(filter: $filter, first: $first, after: $after) {
      totalCount pageInfo { hasNextPage endCursor } nodes { id userId status submittedAt }
    }
  }`;

  async function walk(filter: Record<string, unknown>, first: number) {
    const seen: { userId: number; status: string; submittedAt: string }[] = [];
    let after: string | null = null;
    let total = -1;
    for (let pages = 0; pages < 50; pages++) {
      const { body } = await server.graphql(PAGE, { filter, first, after }, bearer(admin.token));
      expect(body.errors).toBeUndefined();
      const page = body.data.kycQueueConnection;
      total = page.totalCount;
      seen.push(...page.nodes);
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    return { seen, total };
  }

  it('pages oldest submission first, then by id, every verification once', async () => {
    const { seen, total } = await walk({ search: 'kofi queue' }, 2);
    expect(total).toBe(9);
    expect(seen.map((r) => r.userId)).toEqual([...users]);
    const single = await walk({ search: 'kofi queue' }, 100);
    expect(single.seen.map((r) => r.userId)).toEqual(seen.map((r) => r.userId));
  });

  it('filters by status, submitted days (both included) and name or email', async () => {
    const review = await walk({ status: 'under_review', search: 'Queue' }, 2);
    expect(review.total).toBe(3);
    expect(review.seen.every((r) => r.status === 'under_review')).toBe(true);
    const days = await walk({ submittedFrom: '2026-04-02', submittedTo: '2026-04-02', search: 'queue' }, 2);
    expect(days.seen.map((r) => r.userId)).toEqual(users.slice(3, 6));
    const email = await walk({ search: 'TEMA.example' }, 10);
    expect(email.seen.map((r) => r.userId)).toEqual(users.filter((_, i) => (i + 1) % 2 === 0));
  });

  it('REST: the old array without `limit`, pages with it; bad input is a 400 naming the field', async () => {
    const whole = await server.get('/api/secure-admin/kyc-pending?search=kofi', bearer(admin.token));
    expect(whole.status).toBe(200);
    expect(whole.body.map((r: { userId: number }) => r.userId)).toEqual(users);
    const first = await server.get('/api/secure-admin/kyc-pending?search=kofi&limit=4', bearer(admin.token));
    expect(first.body).toHaveLength(4);
    const next = first.headers.get('x-next-cursor');
    expect(next).toBeTruthy();
    const second = await server.get(
      `/api/secure-admin/kyc-pending?search=kofi&limit=4&cursor=${next}`,
      bearer(admin.token),
    );
    expect(second.body.map((r: { userId: number }) => r.userId)).toEqual(users.slice(4, 8));
    for (const [query, field] of [
      ['limit=0', 'limit'],
      ['limit=500', 'limit'],
      ['cursor=zzz', 'cursor'],
      ['submittedFrom=2026-13-01', 'submittedFrom'],
      ['status=approved', 'status'],
    ] as const) {
      const res = await server.get(`/api/secure-admin/kyc-pending?${query}`, bearer(admin.token));
      expect(res.status, query).toBe(400);
      expect(res.body.code).toBe('VALIDATION.INVALID_INPUT');
      expect(Object.keys(res.body.fields), query).toEqual([field]);
    }
    const { body } = await server.graphql('{ kycQueueConnection(first: 0) { totalCount } }', {}, bearer(admin.token));
    expect(body.errors[0].extensions.fields).toEqual({ first: 'must be a whole number from 1 to 100' });
  });

  it('is for admins only', async () => {
    const investor = await newAccount(server, 'notadmin');
    const { body } = await server.graphql('{ kycQueueConnection { totalCount } }', {}, bearer(investor.token));
    expect(body.errors[0].extensions.code).toBe('AUTH.FORBIDDEN');
    const res = await server.get('/api/secure-admin/kyc-pending?limit=2', bearer(investor.token));
    expect(res.status).toBe(403);
  });
});
