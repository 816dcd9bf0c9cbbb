import { SqlAuditLog } from '@cobuy/adapters';
import type { AuditRecord } from '@cobuy/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditPageJson } from '../src/openapi/audit-response.schemas.js';
import { useTestServer } from '../src/testing/test-server.js';
import { adminAccount, bearer, newAccount, send, type TestAccount } from './support/accounts-helpers.js';
import { submitKycAs } from './support/kyc-helpers.js';

/*
 * The audit trail over HTTP (issue 11 §9): the records real admin actions wrote, filtered, paged, exported as
 * CSV and read over GraphQL, for admins only.
 */
const server = useTestServer({ seed: false });

const RECORDS_QUERY = `query Audit($filter: AuditRecordFilter, $after: String, $first: Int) {
  auditRecords(filter: $filter, after: $after, first: $first) {
    records { id at actorId actorName actorEmail action entity entityId beforeJson afterJson changes { field before after } }
    nextCursor
  }
}`;

describe('the audit trail over HTTP', () => {
  let admin: TestAccount;
  let investor: TestAccount;
  let kycId: string;

  /** Writes a record as the use cases do (for the cases no admin screen produces yet). */
  const write = (entry: Partial<Omit<AuditRecord, 'at'>> & { at: string }) =>
    new SqlAuditLog(server.db.em()).record({
      actorId: null,
      action: 'investment.expired',
      entity: 'investment',
      entityId: '1',
      before: { status: 'awaiting_payment' },
      after: { status: 'cancelled' },
      correlationId: 'job-test',
      ...entry,
      at: new Date(entry.at),
    });

  const audit = (query: string, who: TestAccount | null = admin) =>
    server.get(`/api/secure-admin/audit${query}`, who ? bearer(who.token) : {});

  beforeAll(async () => {
    admin = await adminAccount(server);
    investor = await newAccount(server);
    // A real review: the investor submits, the admin opens and approves.
    expect(await submitKycAs(server, investor)).toMatchObject({ ok: true });
    const queue = await server.get('/api/secure-admin/kyc-pending', bearer(admin.token));
    kycId = String((queue.body as { id: number; userId: number }[]).find((i) => i.userId === investor.id)!.id);
    for (const step of ['open-review', 'approve']) {
      const res = await send(server, 'PATCH', `/api/secure-admin/kyc/${kycId}/${step}`, {}, bearer(admin.token));
      expect(res.status).toBe(200);
    }
    await write({ at: '2026-01-05T08:00:00Z', entityId: '77' });
    await write({
      at: '2026-01-06T08:00:00Z',
      actorId: admin.id,
      action: 'application.rejected',
      entity: 'application',
      entityId: '5',
      before: { status: 'pending' },
      after: { status: 'rejected', reason: '=HYPERLINK("http://evil.test","Pay, here")' },
      correlationId: '@evil',
    });
  });

  it('refuses anyone but an admin, on every audit call', async () => {
    for (const path of ['/api/secure-admin/audit', '/api/secure-admin/audit.csv']) {
      const anonymous = await server.get(path);
      expect([anonymous.status, anonymous.body.code]).toEqual([401, 'AUTH.UNAUTHENTICATED']);
      const user = await server.get(path, bearer(investor.token));
      expect([user.status, user.body.code]).toEqual([403, 'AUTH.FORBIDDEN']);
    }
    const graphql = await server.graphql(RECORDS_QUERY, {}, bearer(investor.token));
    expect(graphql.body.errors[0].extensions.code).toBe('AUTH.FORBIDDEN');
    expect(graphql.body.data).toBeNull();
  });

  it('shows a KYC review as it happened: who, what, and only what changed, newest first', async () => {
    const res = await audit(`?entity=kyc_verification&entityId=${kycId}`);
    expect(res.status).toBe(200);
    expect(auditPageJson.safeParse(res.body).error?.issues ?? []).toEqual([]);
    expect(res.body.nextCursor).toBeNull();
    expect(res.body.records.map((r: { action: string; actorName: string }) => [r.action, r.actorName])).toEqual([
      ['kyc.approved', 'Efua Admin'],
      ['kyc.review_opened', 'Efua Admin'],
      ['kyc.submitted', 'Ama Owusu'],
    ]);
    expect(res.body.records[1]).toMatchObject({
      actorId: admin.id,
      actorEmail: admin.email,
      entity: 'kyc_verification',
      entityId: kycId,
      before: { status: 'pending' },
      changes: [
        { field: 'status', before: 'pending', after: 'under_review' },
        { field: 'reviewedBy', before: null, after: String(admin.id) },
      ],
    });
  });

  it('filters by actor, action and dates, and says why a filter is refused', async () => {
    const actions = async (query: string) =>
      ((await audit(query)).body.records as { action: string }[]).map((r) => r.action);
    expect(await actions(`?actor=${encodeURIComponent(investor.email)}`)).toEqual(['kyc.submitted']);
    expect(await actions(`?actorId=${investor.id}`)).toEqual(['kyc.submitted']);
    expect(await actions('?actor=system')).toEqual(['investment.expired']);
    expect(await actions('?action=REJECT')).toEqual(['application.rejected']);
    expect(await actions('?from=2026-01-05&to=2026-01-05')).toEqual(['investment.expired']);
    expect(await actions('?from=2026-01-05T09:00:00%2B01:00&to=2026-01-06T08:00:00Z')).toEqual([
      'application.rejected',
      'investment.expired',
    ]);

    const backwards = await audit('?from=2026-01-06&to=2026-01-05');
    expect([backwards.status, backwards.body.fields]).toEqual([400, { to: 'must not be before from' }]);
    const bad = await audit('?entity=spaceship&first=500&after=nope!');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(['after', 'entity', 'first']);
  });

  it('pages through everything with the cursor, each record once, at the same SQL cost per page', async () => {
    for (let i = 0; i < 23; i++) await write({ at: '2026-01-04T08:00:00Z', entityId: `page-${i}` });
    const seen: string[] = [];
    const statements: number[] = [];
    let after = '';
    for (;;) {
      server.resetQueries();
      const page = await audit(`?first=10&entity=investment${after ? `&after=${after}` : ''}`);
      statements.push(server.queries.length);
      expect(page.status).toBe(200);
      seen.push(...page.body.records.map((r: { id: string }) => r.id));
      if (!page.body.nextCursor) break;
      after = encodeURIComponent(page.body.nextCursor);
    }
    expect(seen).toHaveLength(24);
    expect(new Set(seen).size).toBe(24);
    expect(new Set(statements).size).toBe(1);
  });

  it('exports the same filters as CSV: a header, escaped cells, no formulas', async () => {
    const res = await fetch(`${server.url}/api/secure-admin/audit.csv?entity=application`, {
      headers: bearer(admin.token),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="audit-\d{8}-\d{4}\.csv"$/);
    expect(res.headers.get('x-truncated')).toBeNull();
    const lines = (await res.text()).split('\r\n');
    expect(lines[0]).toBe(
      'id,at,actor_id,actor_name,actor_email,action,entity,entity_id,changes,before,after,correlation_id',
    );
    expect(lines).toHaveLength(3);
    const row = lines[1]!;
    expect(row).toContain(`,${admin.id},Efua Admin,${admin.email},application.rejected,application,5,`);
    expect(row).toContain('"status: pending → rejected; reason: — → =HYPERLINK(""http://evil.test"",""Pay, here"")"');
    // The correlation id starts with @: a spreadsheet would read it as a formula without the quote.
    expect(row.endsWith(",'@evil")).toBe(true);

    const refused = await server.get('/api/secure-admin/audit.csv?from=2026-01-06&to=2026-01-05', bearer(admin.token));
    expect([refused.status, refused.body.fields]).toEqual([400, { to: 'must not be before from' }]);
  });

  it('answers GraphQL with the same records, pages and field errors', async () => {
    const rest = await audit(`?entity=kyc_verification&entityId=${kycId}`);
    const first = await server.graphql(
      RECORDS_QUERY,
      { filter: { entity: 'kyc_verification', entityId: kycId }, first: 2 },
      bearer(admin.token),
    );
    expect(first.body.errors).toBeUndefined();
    const page = first.body.data.auditRecords;
    expect(page.records.map((r: { id: string }) => r.id)).toEqual(
      rest.body.records.slice(0, 2).map((r: { id: string }) => r.id),
    );
    expect(JSON.parse(page.records[1].beforeJson)).toEqual({ status: 'pending' });
    expect(page.records[1].changes[0]).toEqual({ field: 'status', before: 'pending', after: 'under_review' });
    const second = await server.graphql(
      RECORDS_QUERY,
      { filter: { entity: 'kyc_verification', entityId: kycId }, first: 2, after: page.nextCursor },
      bearer(admin.token),
    );
    expect(second.body.data.auditRecords).toMatchObject({ records: [{ action: 'kyc.submitted' }], nextCursor: null });

    const refusal = async (variables: Record<string, unknown>) =>
      (await server.graphql(RECORDS_QUERY, variables, bearer(admin.token))).body.errors[0].extensions;
    expect(await refusal({ filter: { from: '2026-01-06', to: '2026-01-05' } })).toMatchObject({
      code: 'VALIDATION.INVALID_INPUT',
      fields: { to: 'must not be before from' },
    });
    expect(await refusal({ first: 201, after: 'nope' })).toMatchObject({
      code: 'VALIDATION.INVALID_INPUT',
      fields: { first: 'must be at most 200', after: 'is not a cursor from this list' },
    });
  });
});
