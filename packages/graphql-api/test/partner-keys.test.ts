import { beforeAll, describe, expect, it } from 'vitest';
import { PARTNER_KEY_LIMITS } from '@cobuy/domain';
import { z } from 'zod';
import { GRAPHQL_LIMITS } from '../src/graphql/limits.js';
import { PARTNER_ROOT_FIELDS } from '../src/graphql/partner-access.js';
import { issuedPartnerKeyJson, partnerKeyJson } from '../src/openapi/partner-keys-response.schemas.js';
import { useTestServer } from '../src/testing/test-server.js';
import { GRAPHQL_ROWS, type MatrixWorld } from './authorization/authorization-matrix.table.js';
import { adminAccount, bearer, freshIp, newAccount, send, type TestAccount } from './support/accounts-helpers.js';
import { graphqlOverSocket } from './support/graphql-ws.js';

/*
 * Partner API keys over HTTP (issue 11 item 10b; docs/partners.md): an admin issues, lists and revokes keys
 * (REST and GraphQL, audited); a key opens POST /graphql for the public catalog only, with its own request rate
 * and query cost; anything else is refused before it runs.
 */

const server = useTestServer();

let admin: TestAccount;
let investor: TestAccount;
let projectId: number;
beforeAll(async () => {
  admin = await adminAccount(server);
  investor = await newAccount(server);
  const projects = await server.get('/api/projects');
  projectId = projects.body[0].id;
});

let counter = 0;
async function issue(over: Record<string, unknown> = {}) {
  const res = await send(
    server,
    'POST',
    '/api/secure-admin/partner-keys',
    { name: `Accra Listings ${++counter}`, ...over },
    bearer(admin.token),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return issuedPartnerKeyJson.parse(res.body);
}

const withKey = (
  key: string,
  query: string,
  variables?: Record<string, unknown>,
  header: 'bearer' | 'x-api-key' = 'bearer',
) => server.graphql(query, variables, header === 'bearer' ? bearer(key) : { 'x-api-key': key });

const PROJECTS = '{ projects { id title status minInvestment currentFunding } }';
const PROJECT_UNITS = `query($id: Int!) {
  project(id: $id) {
    id title
    units { id unitNumber status price currentInvestment }
    unitStatistics { availableUnits soldUnits totalUnits profitRange { min max } }
  }
}`;

const auditRows = (id: number) =>
  server.db
    .em()
    .execute<{ actor_id: number; action: string; after: unknown }[]>(
      `select actor_id, action, after from audit_log where entity = 'partner_key' and entity_id = ? order by id`,
      [String(id)],
    );

describe('admins issue, list and revoke keys', () => {
  it('shows the key once, lists it without the key or its hash, and audits the issue', async () => {
    const issued = await issue({ name: 'Ghana Property Index', requestsPerMinute: '120', maxQueryCost: 400 });
    expect(issued.secret).toMatch(/^cbk_[A-Za-z0-9]{8}_[A-Za-z0-9]{32}$/);
    expect(issued.partnerKey).toMatchObject({
      name: 'Ghana Property Index',
      prefix: issued.secret.slice(4, 12),
      requestsPerMinute: 120,
      maxQueryCost: 400,
      createdBy: admin.id,
      lastUsedAt: null,
      revokedAt: null,
      active: true,
    });
    const [stored] = await server.db
      .em()
      .execute<{ key_hash: string }[]>('select key_hash from partner_keys where id = ?', [issued.partnerKey.id]);
    expect(stored!.key_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored!.key_hash).not.toContain(issued.secret);

    const list = await send(server, 'GET', '/api/secure-admin/partner-keys', undefined, bearer(admin.token));
    expect(list.status).toBe(200);
    const keys = z.array(partnerKeyJson).parse(list.body);
    expect(keys[0]).toEqual(issued.partnerKey);
    const gql = await server.graphql(
      '{ partnerKeys { id name prefix requestsPerMinute maxQueryCost createdAt createdBy lastUsedAt revokedAt active } }',
      undefined,
      bearer(admin.token),
    );
    expect(gql.body.data.partnerKeys[0]).toEqual(issued.partnerKey);
    for (const text of [JSON.stringify(list.body), JSON.stringify(gql.body)]) {
      expect(text).not.toContain(issued.secret.slice(13));
      expect(text).not.toContain(stored!.key_hash);
      expect(text).not.toMatch(/hash|secret/i);
    }
    const audit = await auditRows(issued.partnerKey.id);
    expect(audit).toEqual([expect.objectContaining({ actor_id: admin.id, action: 'partner_key.issued' })]);
    expect(JSON.stringify(audit)).not.toContain(issued.secret.slice(13));
  });

  it('refuses bad input field by field and a name an active key has (409)', async () => {
    const res = await send(
      server,
      'POST',
      '/api/secure-admin/partner-keys',
      { name: 'ab', requestsPerMinute: 601, maxQueryCost: 'lots' },
      bearer(admin.token),
    );
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields).sort()).toEqual(['maxQueryCost', 'name', 'requestsPerMinute']);
    const first = await issue({ name: 'Duplicate Partner' });
    const again = await send(
      server,
      'POST',
      '/api/secure-admin/partner-keys',
      { name: 'duplicate PARTNER' },
      bearer(admin.token),
    );
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 'PARTNER_KEY.NAME_TAKEN',
      details: { partnerKeyId: first.partnerKey.id },
    });
    const gql = await server.graphql(
      'mutation { issuePartnerKey(input: { name: "Duplicate Partner" }) { secret } }',
      undefined,
      bearer(admin.token),
    );
    expect(gql.body.errors[0].extensions).toMatchObject({ code: 'PARTNER_KEY.NAME_TAKEN', status: 409 });
  });

  it('issues and revokes over GraphQL too; investors are refused with the same codes as REST', async () => {
    const issued = await server.graphql(
      'mutation { issuePartnerKey(input: { name: "GraphQL Partner", maxQueryCost: 200 }) { secret partnerKey { id maxQueryCost } } }',
      undefined,
      bearer(admin.token),
    );
    const { secret, partnerKey } = issued.body.data.issuePartnerKey;
    expect(partnerKey.maxQueryCost).toBe(200);
    expect((await withKey(secret, PROJECTS)).status).toBe(200);
    const revoke = `mutation { revokePartnerKey(id: ${partnerKey.id}) { active revokedAt } }`;
    expect((await server.graphql(revoke, undefined, bearer(investor.token))).body.errors[0].extensions.code).toBe(
      'AUTH.FORBIDDEN',
    );
    const revoked = await server.graphql(revoke, undefined, bearer(admin.token));
    expect(revoked.body.data.revokePartnerKey.active).toBe(false);
    expect((await withKey(secret, PROJECTS)).status).toBe(401);
    const rest = await send(server, 'GET', '/api/secure-admin/partner-keys', undefined, bearer(investor.token));
    expect(rest.status).toBe(403);
  });
});

describe('a partner calls the API with a key', () => {
  it('reads projects, a project with its units and statistics, developers and currencies, by either header', async () => {
    const { secret } = await issue();
    const projects = await withKey(secret, PROJECTS);
    expect(projects.status).toBe(200);
    expect(projects.body.errors).toBeUndefined();
    expect(projects.body.data.projects.length).toBeGreaterThan(0);
    const project = await withKey(secret, PROJECT_UNITS, { id: projectId }, 'x-api-key');
    expect(project.status).toBe(200);
    expect(project.body.data.project).toMatchObject({
      id: projectId,
      unitStatistics: { totalUnits: expect.any(Number) },
    });
    expect(project.body.data.project.units.length).toBeGreaterThan(0);
    const misc = await withKey(secret, '{ developers { id name } currencies { code } __typename }');
    expect(misc.body.errors).toBeUndefined();
  });

  it('is refused (403 PARTNER_SCOPE, nothing run) for a mutation, the user queries, and user data behind fragments', async () => {
    const { secret } = await issue();
    const refused = [
      'mutation { signOut { message } }',
      'mutation { issuePartnerKey(input: { name: "Self-issued" }) { secret } }',
      '{ me { id email } }',
      '{ myInvestments { id } }',
      '{ investments { id amount } }',
      '{ partnerKeys { id } }',
      '{ projects { id } me { id } }',
      'query { ...Sneaky } fragment Sneaky on Query { ... on Query { myDashboard { __typename } } }',
      'subscription { notificationAdded { id } }',
    ];
    for (const query of refused) {
      const res = await withKey(secret, query);
      expect(res.status, query).toBe(403);
      expect(res.body.data, query).toBeUndefined();
      expect(res.body.errors[0].extensions.code, query).toBe('PARTNER_SCOPE');
      expect(res.body.errors[0].message).toMatch(/only read the public catalog/);
    }
    const keys = await server.db
      .em()
      .execute<{ n: number }[]>(`select count(*)::int as n from partner_keys where name = 'Self-issued'`);
    expect(keys[0]!.n).toBe(0);
    // The signed-in investor's session is not used when a key is sent too: the key decides.
    const both = await server.graphql('{ me { id } }', undefined, { ...bearer(investor.token), 'x-api-key': secret });
    expect(both.body.errors[0].extensions.code).toBe('PARTNER_SCOPE');
  });

  it('allows exactly the public catalog among every operation of the authorization matrix', async () => {
    const { secret } = await issue({ requestsPerMinute: 600 });
    const world: MatrixWorld = {
      owner: { id: investor.id, email: investor.email, username: investor.username },
      otherUser: { id: investor.id },
      admin: { id: admin.id },
      // A partner key never reaches a decision: any ids do for the four-eyes rows.
      adminOwn: { userId: admin.id, kycId: 1, applicationId: 1, investmentId: 1, unitId: 1 },
      projectId,
      secondProjectId: projectId,
      unitId: 1,
      goalId: 1,
      spareGoalId: () => 1,
      unique: () => `p${++counter}`,
    };
    const allowed: string[] = [];
    for (const row of GRAPHQL_ROWS) {
      const [type, field] = row.operation.split('.') as [string, string];
      const res = await withKey(secret, row.document, row.variables?.(world, 'anonymous'));
      if (type === 'Query' && PARTNER_ROOT_FIELDS.has(field)) {
        expect(res.body.errors, row.operation).toBeUndefined();
        allowed.push(field);
      } else {
        expect(res.body.errors?.[0]?.extensions?.code, row.operation).toBe('PARTNER_SCOPE');
      }
    }
    expect(allowed.sort()).toEqual(['currencies', 'developers', 'project', 'projects']);
  });

  it('refuses an unknown, malformed or revoked key with 401 before any GraphQL runs', async () => {
    const { secret, partnerKey } = await issue();
    const forged = `${secret.slice(0, 13)}${'x'.repeat(32)}`;
    for (const [key, header] of [
      [forged, 'bearer'],
      ['cbk_notakey', 'bearer'],
      ['anything', 'x-api-key'],
    ] as const) {
      const res = await withKey(key, PROJECTS, undefined, header);
      expect(res.status, key).toBe(401);
      expect(res.body.errors[0].extensions.code).toBe('PARTNER_KEY.INVALID');
    }
    const del = await send(
      server,
      'DELETE',
      `/api/secure-admin/partner-keys/${partnerKey.id}`,
      undefined,
      bearer(admin.token),
    );
    expect(del.status).toBe(200);
    expect(del.body).toMatchObject({ id: partnerKey.id, active: false, revokedAt: expect.any(String) });
    const revoked = await withKey(secret, PROJECTS);
    expect(revoked.status).toBe(401);
    expect(revoked.body).toEqual({
      errors: [
        { message: 'This API key is not valid (unknown or revoked).', extensions: { code: 'PARTNER_KEY.INVALID' } },
      ],
    });
    // Idempotent: a second revocation keeps the first time and adds no audit row.
    const again = await send(
      server,
      'DELETE',
      `/api/secure-admin/partner-keys/${partnerKey.id}`,
      undefined,
      bearer(admin.token),
    );
    expect(again.body.revokedAt).toBe(del.body.revokedAt);
    expect((await auditRows(partnerKey.id)).map((r) => r.action)).toEqual([
      'partner_key.issued',
      'partner_key.revoked',
    ]);
    const missing = await send(
      server,
      'DELETE',
      '/api/secure-admin/partner-keys/987654',
      undefined,
      bearer(admin.token),
    );
    expect(missing).toMatchObject({ status: 404, body: { code: 'PARTNER_KEY.NOT_FOUND' } });
  });

  it('limits each key to its own requests per minute (429 with Retry-After), not shared with other keys', async () => {
    const slow = await issue({ requestsPerMinute: 3 });
    const other = await issue({ requestsPerMinute: 3 });
    for (let i = 0; i < 3; i++) expect((await withKey(slow.secret, PROJECTS)).status).toBe(200);
    const limited = await withKey(slow.secret, PROJECTS);
    expect(limited.status).toBe(429);
    expect(limited.body.errors[0].extensions).toMatchObject({
      code: 'PARTNER_KEY.RATE_LIMITED',
      details: { requestsPerMinute: 3, retryAfterSeconds: expect.any(Number) },
    });
    const res = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...bearer(slow.secret) },
      body: JSON.stringify({ query: PROJECTS }),
    });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect((await withKey(other.secret, PROJECTS)).status).toBe(200);
    // Anonymous callers are not counted against the key either.
    expect((await server.graphql(PROJECTS, undefined, freshIp())).status).toBe(200);
  });

  it("refuses a query over the key's own cost ceiling, which is never above the server's", async () => {
    expect(PARTNER_KEY_LIMITS.maxQueryCost.max).toBe(GRAPHQL_LIMITS.maxCost);
    const cheap = await issue({ maxQueryCost: 50 });
    // Cost 64.25 (GraphQL Armor's count): over this key's 50, far under the server's 1000.
    const everything = `{ projects { id title description location
      units { id unitNumber status price currentInvestment bedrooms }
      unitStatistics { availableUnits soldUnits totalUnits profitRange { min max } minimumInvestmentRange { min max } }
      developer { id name } } }`;
    const refused = await withKey(cheap.secret, everything);
    expect(refused.status).toBe(400);
    expect(refused.body.data).toBeUndefined();
    expect(refused.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(refused.body.errors[0].message).toMatch(
      /Query Cost limit of 50 exceeded, found 64.25.*this API key's limit/,
    );
    // A project with its units and statistics costs 40.25: within it.
    expect((await withKey(cheap.secret, PROJECT_UNITS, { id: projectId })).status).toBe(200);
    const generous = await issue({ maxQueryCost: 1000 });
    expect((await withKey(generous.secret, everything)).status).toBe(200);
  });

  it('records the last use (once a minute at most)', async () => {
    const { secret, partnerKey } = await issue();
    await withKey(secret, PROJECTS);
    await withKey(secret, PROJECTS);
    const list = await send(server, 'GET', '/api/secure-admin/partner-keys', undefined, bearer(admin.token));
    const listed = (list.body as { id: number; lastUsedAt: string | null }[]).find((k) => k.id === partnerKey.id)!;
    expect(listed.lastUsedAt).not.toBeNull();
    expect(Date.now() - Date.parse(listed.lastUsedAt!)).toBeLessThan(60_000);
  });

  it('is not accepted by REST, nor over the WebSocket', async () => {
    const { secret } = await issue();
    for (const headers of [bearer(secret), { 'x-api-key': secret }]) {
      const res = await server.get('/api/projects', headers);
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ code: 'PARTNER_SCOPE', message: expect.stringMatching(/POST \/graphql only/) });
    }
    await expect(
      graphqlOverSocket(server, PROJECTS, undefined, { authorization: `Bearer ${secret}` }),
    ).rejects.toThrow();
  });
});
