import { beforeAll, describe, expect, it } from 'vitest';
import { auditPageJson } from '../src/openapi/audit-response.schemas.js';
import { investmentJson } from '../src/openapi/investing-response.schemas.js';
import { useTestServer } from '../src/testing/test-server.js';
import { insertApprovedKyc, projectWithUnit } from './investing/support/investing-data.js';
import { adminAccount, bearer, newAccount, send, type TestAccount } from './support/accounts-helpers.js';

/*
 * Issue 19 item 7 over HTTP: the admin's investment list names each investor (name and email) and is searched
 * by payment reference on the server (REST query parameter, GraphQL argument, both validated); audit values
 * that hold a user's id name that user. Each list costs the same SQL statements whatever it holds.
 */
const server = useTestServer({ seed: false });

const SEARCH = `query Search($ref: String) { investments(paymentReference: $ref) { id paymentReference userName userEmail } }`;

interface Listed {
  id: number;
  userId: number;
  userName: string;
  userEmail: string;
  paymentReference: string | null;
}

describe('people and payment references in the admin lists', () => {
  let admin: TestAccount;
  let investors: TestAccount[];
  const opened: { id: number; paymentReference: string; investor: TestAccount }[] = [];

  /** One investment awaiting payment for each of `count` new investors (KYC valid), in a unit of its own. */
  async function openInvestments(count: number) {
    for (let i = 0; i < count; i++) {
      const investor = await newAccount(server, `people${i}`);
      await insertApprovedKyc(server.db, investor.id);
      const unit = await projectWithUnit(server.db, { price: '100000.00' });
      const res = await send(server, 'POST', '/api/investments', { ...unit, amount: '5000' }, bearer(investor.token));
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      opened.push({ id: res.body.id, paymentReference: res.body.paymentReference, investor });
      investors.push(investor);
    }
  }

  /**
   * The investments opened and payments confirmed wake the notification consumer (issue 18), whose statements
   * would land in a count: let it finish first.
   */
  const settled = async () => {
    await server.services.background.idle();
    await server.services.notificationJobs.drainNotifications();
  };

  const list = (query = '', who: TestAccount = admin) =>
    server.get(`/api/admin/investments${query}`, bearer(who.token));

  beforeAll(async () => {
    admin = await adminAccount(server);
    investors = [];
    await openInvestments(3);
  });

  it('names each investor by name and email (REST and GraphQL agree), never only by id', async () => {
    const rest = await list();
    expect(rest.status).toBe(200);
    expect(investmentJson.array().safeParse(rest.body).error?.issues ?? []).toEqual([]);
    for (const { id, investor } of opened) {
      const row = (rest.body as Listed[]).find((r) => r.id === id)!;
      expect(row).toMatchObject({ userId: investor.id, userName: 'Ama Owusu', userEmail: investor.email });
    }
    const graphql = await server.graphql(SEARCH, {}, bearer(admin.token));
    expect(graphql.body.errors).toBeUndefined();
    expect(graphql.body.data.investments).toEqual(
      (rest.body as Listed[]).map((r) => ({
        id: r.id,
        paymentReference: r.paymentReference,
        userName: r.userName,
        userEmail: r.userEmail,
      })),
    );
  });

  it('finds an investment by its payment reference as a bank statement writes it', async () => {
    const target = opened[1]!;
    const [, body, check] = /^CB-(\w+)-(\w)$/.exec(target.paymentReference)!;
    const ids = async (reference: string) => {
      const rest = await list(`?paymentReference=${encodeURIComponent(reference)}`);
      expect(rest.status, JSON.stringify(rest.body)).toBe(200);
      const graphql = await server.graphql(SEARCH, { ref: reference }, bearer(admin.token));
      expect(graphql.body.errors).toBeUndefined();
      const restIds = (rest.body as Listed[]).map((r) => r.id);
      expect(graphql.body.data.investments.map((r: Listed) => r.id)).toEqual(restIds);
      return restIds;
    };
    // Whole, lower case, without dashes, with spaces, or a part: the same one investment.
    for (const typed of [
      target.paymentReference,
      target.paymentReference.toLowerCase(),
      `CB${body}${check}`,
      ` cb ${body!.toLowerCase()} ${check} `,
      `${body}-${check}`,
    ]) {
      expect(await ids(typed), typed).toEqual([target.id]);
    }
    // Nothing like it: an empty list, not an error. Blank: no search, every investment.
    expect(await ids('ZZZZ-ZZZZ')).toEqual([]);
    expect((await ids('')).length).toBe(opened.length);
    expect((await ids('   ')).length).toBe(opened.length);
  });

  it('refuses a search that cannot be a reference, with the reason on the field', async () => {
    for (const [typed, reason] of [
      ['CB_2', 'may hold only letters, digits, spaces and dashes'],
      ['%', 'may hold only letters, digits, spaces and dashes'],
      ["CB' or 1=1 --", 'may hold only letters, digits, spaces and dashes'],
      ['A'.repeat(41), 'must be at most 40 characters'],
    ] as const) {
      const rest = await list(`?paymentReference=${encodeURIComponent(typed)}`);
      expect([rest.status, rest.body.code, rest.body.fields], typed).toEqual([
        400,
        'VALIDATION.INVALID_INPUT',
        { paymentReference: reason },
      ]);
      const graphql = await server.graphql(SEARCH, { ref: typed }, bearer(admin.token));
      expect(graphql.body.errors[0].extensions, typed).toMatchObject({
        code: 'VALIDATION.INVALID_INPUT',
        fields: { paymentReference: reason },
      });
    }
    // Twice in the query string is not one text.
    const twice = await list('?paymentReference=CB&paymentReference=7K');
    expect([twice.status, twice.body.code]).toEqual([400, 'VALIDATION.INVALID_INPUT']);
  });

  it('is for admins only, search or not', async () => {
    const investor = opened[0]!.investor;
    const user = await list(`?paymentReference=${opened[0]!.paymentReference}`, investor);
    expect([user.status, user.body.code]).toEqual([403, 'AUTH.FORBIDDEN']);
    const anonymous = await server.get(`/api/admin/investments?paymentReference=CB`);
    expect(anonymous.status).toBe(401);
    const graphql = await server.graphql(SEARCH, { ref: 'CB' }, bearer(investor.token));
    expect(graphql.body.errors[0].extensions.code).toBe('AUTH.FORBIDDEN');
    expect(graphql.body.data).toBeNull();
  });

  it('costs the same SQL statements for 3 investments and for 25, with names, over REST and GraphQL', async () => {
    const statements = async (request: () => Promise<{ status: number; body: any }>) => {
      await settled();
      server.resetQueries();
      const res = await request();
      expect(res.status).toBe(200);
      return server.queries.length;
    };
    const rest = () => list();
    const graphql = () => server.graphql(SEARCH, {}, bearer(admin.token));
    const small = [await statements(rest), await statements(graphql)];
    await openInvestments(22);
    const large = [await statements(rest), await statements(graphql)];
    expect((await list()).body).toHaveLength(25);
    expect(large).toEqual(small);
  });

  it('names who confirmed a payment in the audit (id kept), in REST, GraphQL and the CSV, at one read per page', async () => {
    const target = opened[0]!;
    const confirm = await send(
      server,
      'POST',
      `/api/admin/investments/${target.id}/confirm-payment`,
      {},
      bearer(admin.token),
    );
    expect(confirm.status).toBe(200);
    const efua = { id: admin.id, name: 'Efua Admin', email: admin.email };

    const rest = await server.get(
      `/api/secure-admin/audit?entity=investment&entityId=${target.id}&action=payment_confirmed`,
      bearer(admin.token),
    );
    expect(rest.status).toBe(200);
    expect(auditPageJson.safeParse(rest.body).error?.issues ?? []).toEqual([]);
    const change = rest.body.records[0].changes.find((c: { field: string }) => c.field === 'paymentConfirmedBy');
    expect(change).toEqual({
      field: 'paymentConfirmedBy',
      before: null,
      after: String(admin.id),
      beforeUser: null,
      afterUser: efua,
    });
    // A field that is not a user's keeps no person.
    const status = rest.body.records[0].changes.find((c: { field: string }) => c.field === 'status');
    expect(status).toMatchObject({ before: 'awaiting_payment', after: 'active', beforeUser: null, afterUser: null });

    const graphql = await server.graphql(
      `query($filter: AuditRecordFilter) { auditRecords(filter: $filter) { records { changes { field afterUser { id name email } } } } }`,
      { filter: { entity: 'investment', entityId: String(target.id), action: 'payment_confirmed' } },
      bearer(admin.token),
    );
    expect(graphql.body.data.auditRecords.records[0].changes).toContainEqual({
      field: 'paymentConfirmedBy',
      afterUser: efua,
    });

    const csv = await fetch(
      `${server.url}/api/secure-admin/audit.csv?entity=investment&entityId=${target.id}&action=payment_confirmed`,
      { headers: bearer(admin.token) },
    );
    expect(await csv.text()).toContain(`paymentConfirmedBy: — → Efua Admin (#${admin.id})`);
  });

  it('reads the people an audit page names in one statement, however many', async () => {
    const page = async () => {
      await settled();
      server.resetQueries();
      const res = await server.get('/api/secure-admin/audit?entity=investment&first=50', bearer(admin.token));
      expect(res.status).toBe(200);
      return { statements: server.queries.length, records: res.body.records as { changes: unknown[] }[] };
    };
    // Investment records name their investors' confirmers; many opened investments name nobody yet.
    const before = await page();
    for (const { id } of opened.slice(1, 6)) {
      const res = await send(server, 'POST', `/api/admin/investments/${id}/confirm-payment`, {}, bearer(admin.token));
      expect(res.status).toBe(200);
    }
    const after = await page();
    expect(after.records.length).toBeGreaterThan(before.records.length);
    expect(after.statements).toBe(before.statements);
    const people = server.queries.filter((sql) => /from users where id in/.test(sql));
    expect(people).toHaveLength(1);
  });
});
