import { describe, expect, it } from 'vitest';
import { userJson } from '../src/openapi/response.schemas.js';
import { adminUserJson, userAnalyticsJson } from '../src/openapi/users-response.schemas.js';
import { useTestServer } from '../src/testing/test-server.js';
import { newUsers } from './investing/support/investing-data.js';
import { adminAccount, bearer, freshIp, newAccount, send, type TestAccount } from './support/accounts-helpers.js';

const server = useTestServer({ seed: false });

const users = (admin: TestAccount, query = '') => server.get(`/api/admin/users${query}`, bearer(admin.token));
const setActive = (admin: TestAccount, userId: number, isActive: unknown) =>
  send(server, 'PATCH', `/api/admin/users/${userId}/active`, { isActive }, bearer(admin.token));
const setRole = (admin: TestAccount, userId: number, role: string) =>
  send(server, 'PUT', `/api/admin/users/${userId}/role`, { role }, bearer(admin.token));
const count = async (sql: string, params: unknown[] = []) =>
  Number((await server.db.em().execute<{ n: string }[]>(sql, params))[0]!.n);
const auditOf = (userId: number) =>
  server.db
    .em()
    .execute<{ actor_id: number; action: string; before: unknown; after: unknown }[]>(
      "select actor_id, action, before, after from audit_log where entity = 'user' and entity_id = ? order by id",
      [String(userId)],
    );

describe('GET /api/admin/users: the analytics response', () => {
  it('counts the platform and pages the matching users newest first, in the admin view', async () => {
    const admin = await adminAccount(server);
    const tag = `pg${Math.random().toString(36).slice(2, 7)}`;
    const a = await newAccount(server, `${tag}a`);
    const b = await newAccount(server, `${tag}b`);
    const c = await newAccount(server, `${tag}c`);

    const first = await users(admin, `?search=${tag}&pageSize=2`);
    expect(first.status).toBe(200);
    expect(userAnalyticsJson.parse(first.body)).toBeTruthy();
    expect(first.body).toMatchObject({ page: 1, pageSize: 2, matchingUsers: 3 });
    expect(first.body.users.map((u: { id: number }) => u.id)).toEqual([c.id, b.id]);
    // Exactly the admin view: nothing more (no KYC, no password), nothing less.
    expect(Object.keys(first.body.users[0]).sort()).toEqual(Object.keys(adminUserJson.shape).sort());
    expect(first.body.users[0]).toMatchObject({
      username: c.username,
      email: c.email,
      role: 'user',
      isActive: true,
      loginCount: 1,
    });
    expect(first.body.users[0].lastLoginAt).not.toBeNull();
    const second = await users(admin, `?search=${tag}&pageSize=2&page=2`);
    expect(second.body.users.map((u: { id: number }) => u.id)).toEqual([a.id]);

    // The figures are the whole platform's, whatever the search.
    const total = await count('select count(*) as n from users');
    expect(first.body).toMatchObject({ totalUsers: total, newUsersThisMonth: total, growthRate: 100 });
    const all = await users(admin);
    expect(all.body).toMatchObject({ totalUsers: total, matchingUsers: total, pageSize: 20 });
  });

  it('searches literally (% and _ are text) and answers bad paging with field errors', async () => {
    const admin = await adminAccount(server);
    expect((await users(admin, `?search=${encodeURIComponent('%')}`)).body.matchingUsers).toBe(0);
    expect((await users(admin, `?search=${encodeURIComponent('_')}`)).body.matchingUsers).toBe(0);
    expect((await users(admin, '?search=ADMIN%40DEMO.cobuy')).body.users).toEqual([
      expect.objectContaining({ email: 'admin@demo.cobuy.local', role: 'admin' }),
    ]);
    const tooBig = await users(admin, '?pageSize=101');
    expect(tooBig).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION.INVALID_INPUT', fields: { pageSize: 'pageSize must be a whole number from 1 to 100' } },
    });
    expect((await users(admin, '?page=0')).status).toBe(400);
    expect((await users(admin, '?page=1&page=2')).status).toBe(400);
  });
});

describe('the cost of the list', () => {
  it('is the same few SQL statements for a page of 5 users and a page of 100', async () => {
    const admin = await adminAccount(server);
    const statements = () => server.queries.filter((sql) => !/^(begin|commit)$/i.test(sql.trim())).length;
    const statementsFor = async (pageSize: number) => {
      await newUsers(server.db, pageSize);
      server.resetQueries();
      const rest = await users(admin, `?pageSize=${pageSize}`);
      expect(rest.body.users).toHaveLength(pageSize);
      const restCount = statements();
      server.resetQueries();
      const gql = await server.graphql(
        `query($n: Int) { userAnalytics(pageSize: $n) { totalUsers users { id kycStatus } } }`,
        { n: pageSize },
        bearer(admin.token),
      );
      expect(gql.body.data.userAnalytics.users).toHaveLength(pageSize);
      return [restCount, statements()];
    };
    const small = await statementsFor(5);
    const large = await statementsFor(100);
    expect(large).toEqual(small);
    // The session lookup, the figures and the page (transactions' begin and commit not counted).
    expect(small).toEqual([3, 3]);
  });
});

describe('deactivation and roles', () => {
  it('deactivation ends the sessions at once and refuses sign-in; reactivation lets the user back; both audited', async () => {
    const admin = await adminAccount(server);
    const ama = await newAccount(server, 'deactivated');
    expect((await server.get('/api/auth/user', bearer(ama.token))).status).toBe(200);

    const off = await setActive(admin, ama.id, false);
    expect(off.status).toBe(200);
    expect(userJson.parse(off.body)).toMatchObject({ id: ama.id, isActive: false });
    expect((await server.get('/api/auth/user', bearer(ama.token))).status).toBe(401);
    expect(await count('select count(*) as n from sessions where user_id = ? and revoked_at is null', [ama.id])).toBe(
      0,
    );
    const refused = await server.post('/api/auth/signin', { email: ama.email, password: ama.password }, freshIp());
    expect(refused.status).toBe(401);
    const listed = await users(admin, `?search=${ama.username}`);
    expect(listed.body.users[0]).toMatchObject({ id: ama.id, isActive: false });

    expect((await setActive(admin, ama.id, true)).body).toMatchObject({ isActive: true });
    expect((await server.get('/api/auth/user', bearer(ama.token))).status).toBe(401);
    const back = await server.post('/api/auth/signin', { email: ama.email, password: ama.password }, freshIp());
    expect(back.status).toBe(200);

    expect(await auditOf(ama.id)).toEqual([
      {
        actor_id: admin.id,
        action: 'user.deactivated',
        before: { isActive: true },
        after: { isActive: false, sessionsEnded: 1 },
      },
      { actor_id: admin.id, action: 'user.reactivated', before: { isActive: false }, after: { isActive: true } },
    ]);
  });

  it('a promoted user is an admin on the next request; admins cannot demote or deactivate themselves', async () => {
    const admin = await adminAccount(server);
    const kofi = await newAccount(server, 'promoted');
    expect((await users(kofi)).status).toBe(403);
    expect((await setRole(admin, kofi.id, 'admin')).body).toMatchObject({ id: kofi.id, role: 'admin' });
    expect((await users(kofi)).status).toBe(200);

    expect(await setRole(kofi, kofi.id, 'user')).toMatchObject({
      status: 409,
      body: { code: 'ACCOUNTS.CANNOT_CHANGE_OWN_ROLE', message: 'You cannot change your own role' },
    });
    expect(await setActive(kofi, kofi.id, false)).toMatchObject({
      status: 409,
      body: { code: 'ACCOUNTS.CANNOT_DEACTIVATE_SELF', message: 'You cannot deactivate your own account' },
    });
    // Only a JSON boolean says what to do.
    expect(await setActive(kofi, admin.id, 'false')).toMatchObject({
      status: 400,
      body: { fields: { isActive: 'isActive must be true or false' } },
    });
    expect((await setActive(kofi, 987654, false)).status).toBe(404);

    expect((await setRole(admin, kofi.id, 'user')).body).toMatchObject({ role: 'user' });
    expect((await users(kofi)).status).toBe(403);
    expect((await auditOf(kofi.id)).map((r) => [r.action, r.before, r.after])).toEqual([
      ['user.role_changed', { role: 'user' }, { role: 'admin' }],
      ['user.role_changed', { role: 'admin' }, { role: 'user' }],
    ]);
  });
});

describe('the same over GraphQL', () => {
  it('answers the analytics with users, and refuses with the same codes as REST', async () => {
    const admin = await adminAccount(server);
    const yaw = await newAccount(server, 'graphyaw');
    const analytics = await server.graphql(
      `query($search: String) { userAnalytics(search: $search, pageSize: 5) {
         totalUsers activeUsers newUsersThisMonth growthRate page pageSize matchingUsers
         users { id username role isActive loginCount lastLoginAt createdAt } } }`,
      { search: yaw.username },
      bearer(admin.token),
    );
    expect(analytics.body.data.userAnalytics).toMatchObject({
      page: 1,
      pageSize: 5,
      matchingUsers: 1,
      growthRate: 100,
      users: [{ id: yaw.id, username: yaw.username, role: 'user', isActive: true, loginCount: 1 }],
    });

    const deactivate = `mutation($id: Int!, $on: Boolean!) { setUserActive(userId: $id, isActive: $on) { id isActive } }`;
    const self = await server.graphql(deactivate, { id: admin.id, on: false }, bearer(admin.token));
    expect(self.body.errors[0].extensions).toMatchObject({ code: 'ACCOUNTS.CANNOT_DEACTIVATE_SELF', status: 409 });
    const off = await server.graphql(deactivate, { id: yaw.id, on: false }, bearer(admin.token));
    expect(off.body.data.setUserActive).toEqual({ id: yaw.id, isActive: false });
    expect((await server.get('/api/auth/user', bearer(yaw.token))).status).toBe(401);

    const promote = `mutation($id: Int!) { changeUserRole(userId: $id, role: admin) { id role } }`;
    expect((await server.graphql(promote, { id: yaw.id }, bearer(admin.token))).body.data.changeUserRole).toEqual({
      id: yaw.id,
      role: 'admin',
    });
    const refused = await server.graphql('{ userAnalytics(pageSize: 101) { totalUsers } }', {}, bearer(admin.token));
    expect(refused.body.errors[0].extensions).toMatchObject({
      code: 'VALIDATION.INVALID_INPUT',
      fields: { pageSize: 'pageSize must be a whole number from 1 to 100' },
    });
  });
});
