import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { adminDeveloperJson, deletedDeveloperJson } from '../src/openapi/developers-response.schemas.js';
import { developerJson, errorJson } from '../src/openapi/response.schemas.js';
import { useTestServer } from '../src/testing/test-server.js';
import { adminAccount, bearer, newAccount, send, type TestAccount } from './support/accounts-helpers.js';

/*
 * Developer Management over HTTP (accounts spec §2, §5, §7, §8; issue 11 §3): the admin lists, adds, edits and
 * deletes developers through REST and GraphQL with the same rules and codes; the public list shows active
 * developers only; a developer that projects name cannot be deleted; each write leaves exactly one audit row.
 */

const server = useTestServer({ seed: false });

let admin: TestAccount;
let investor: TestAccount;
beforeAll(async () => {
  admin = await adminAccount(server);
  investor = await newAccount(server);
});

const call = (who: TestAccount | null, method: string, path: string, body?: unknown) =>
  send(server, method, path, body, who ? bearer(who.token) : {});

let counter = 0;
const form = (over: Record<string, unknown> = {}) => ({
  name: `Cantonments Capital ${++counter}`,
  description: 'Premium apartments in Cantonments and Airport Residential.',
  email: 'invest@cantonmentscapital.example',
  phone: '+233 30 276 8800',
  address: '3 Switchback Road, Cantonments',
  city: 'Accra',
  country: 'Ghana',
  website: 'https://cantonmentscapital.example',
  establishedYear: '2013',
  licenseNumber: 'GREDA/DEV/2013/0877',
  specialties: 'Luxury apartments, Serviced residences, , Mixed-use',
  completedProjects: '11',
  totalValue: '689000000.10',
  rating: '4.8',
  ...over,
});

async function create(over: Record<string, unknown> = {}): Promise<z.infer<typeof adminDeveloperJson>> {
  const res = await call(admin, 'POST', '/api/secure-admin/developers', form(over));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return adminDeveloperJson.parse(res.body);
}

const auditRows = (developerId: number) =>
  server.db
    .em()
    .execute<{ actor_id: number; action: string; before: unknown; after: unknown }[]>(
      `select actor_id, action, before, after from audit_log where entity = 'developer' and entity_id = ? order by id`,
      [String(developerId)],
    );
const parse = (json: unknown) => (typeof json === 'string' ? JSON.parse(json) : json);

async function projectNaming(developerId: number): Promise<void> {
  await server.db.em().execute(
    `insert into projects (title, description, location, project_type, developer_id, developer_name, timeline,
       construction_timeline, expected_profit, profit_range_min, profit_range_max, developer_listing_price,
       unit_price, min_investment, status)
     values ('Airport Residences', 'Apartments', 'Airport Residential, Accra', 'residential', ?, 'Cantonments',
       24, '24 months', 18, 15, 20, 500000, 100000, 1000, 'funding')`,
    [developerId],
    'run',
  );
}

/** How many developers and developer audit rows exist (a refused call must change neither). */
const counts = async () =>
  (
    await server.db.em().execute<{ developers: string; audited: string }[]>(
      `select (select count(*) from developers) as developers,
                (select count(*) from audit_log where entity = 'developer') as audited`,
    )
  ).map((r) => [Number(r.developers), Number(r.audited)])[0];

const publicNames = async () => ((await server.get('/api/developers')).body as { name: string }[]).map((d) => d.name);

describe('Developer Management over REST', () => {
  it('adds, lists, edits and deletes a developer, one audit row per write', async () => {
    const created = await create({ name: '  Oyarifa Homes Ltd ' });
    expect(created).toMatchObject({
      name: 'Oyarifa Homes Ltd',
      establishedYear: 2013,
      specialties: ['Luxury apartments', 'Serviced residences', 'Mixed-use'],
      completedProjects: 11,
      totalValue: '689000000.10',
      rating: '4.80',
      isActive: true,
      linkedProjects: 0,
    });

    const list = await call(admin, 'GET', '/api/secure-admin/developers');
    expect(list.status).toBe(200);
    expect(z.array(adminDeveloperJson).parse(list.body)).toContainEqual(created);
    expect(await publicNames()).toContain('Oyarifa Homes Ltd');

    const edited = await call(admin, 'PATCH', `/api/secure-admin/developers/${created.id}`, {
      rating: 4.9,
      specialties: ['Gated communities'],
      totalValue: 700000000,
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(adminDeveloperJson.parse(edited.body)).toMatchObject({
      ...created,
      rating: '4.90',
      specialties: ['Gated communities'],
      totalValue: '700000000.00',
      updatedAt: expect.any(String),
    });

    const deleted = await call(admin, 'DELETE', `/api/secure-admin/developers/${created.id}`);
    expect(deleted.status).toBe(200);
    expect(deletedDeveloperJson.parse(deleted.body)).toEqual({
      id: created.id,
      name: 'Oyarifa Homes Ltd',
      message: 'Oyarifa Homes Ltd has been deleted.',
    });
    expect(await publicNames()).not.toContain('Oyarifa Homes Ltd');
    const again = await call(admin, 'DELETE', `/api/secure-admin/developers/${created.id}`);
    expect(again.status).toBe(404);
    expect(errorJson.parse(again.body)).toMatchObject({ code: 'DEVELOPER.NOT_FOUND' });

    const rows = await auditRows(created.id);
    expect(rows.map((r) => [r.actor_id, r.action])).toEqual([
      [admin.id, 'developer.created'],
      [admin.id, 'developer.updated'],
      [admin.id, 'developer.deleted'],
    ]);
    expect(rows.map((r) => [parse(r.before)?.rating ?? null, parse(r.after)?.rating ?? null])).toEqual([
      [null, '4.80'],
      ['4.80', '4.90'],
      ['4.90', null],
    ]);
  });

  it('hides an inactive developer from the public list and the project page, and shows it again', async () => {
    const developer = await create();
    await projectNaming(developer.id);
    const deactivated = await call(admin, 'PATCH', `/api/secure-admin/developers/${developer.id}`, {
      isActive: 'Inactive',
    });
    expect(deactivated.body).toMatchObject({ isActive: false, linkedProjects: 1 });
    expect(await publicNames()).not.toContain(developer.name);
    const graph = await server.graphql('{ developers { name } projects { developerId developer { name } } }');
    expect(graph.body.data.developers.map((d: { name: string }) => d.name)).not.toContain(developer.name);
    const project = graph.body.data.projects.find((p: { developerId: number }) => p.developerId === developer.id);
    expect(project.developer).toBeNull();
    // Still in the admin's list, marked inactive.
    const list = (await call(admin, 'GET', '/api/secure-admin/developers')).body as { id: number; isActive: boolean }[];
    expect(list.find((d) => d.id === developer.id)?.isActive).toBe(false);

    await call(admin, 'PATCH', `/api/secure-admin/developers/${developer.id}`, { isActive: true });
    const publicList = z.array(developerJson).parse((await server.get('/api/developers')).body);
    expect(publicList.map((d) => d.name)).toContain(developer.name);
  });

  it('refuses to delete a developer that projects name (409 saying why), and keeps it', async () => {
    const developer = await create();
    await projectNaming(developer.id);
    await projectNaming(developer.id);
    const refused = await call(admin, 'DELETE', `/api/secure-admin/developers/${developer.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      code: 'DEVELOPER.HAS_PROJECTS',
      message:
        'This developer is linked to 2 projects and cannot be deleted. Set it to Inactive instead to hide it from the public pages.',
      details: { developerId: developer.id, linkedProjects: 2 },
    });
    const list = (await call(admin, 'GET', '/api/secure-admin/developers')).body as { id: number }[];
    expect(list.some((d) => d.id === developer.id)).toBe(true);
    expect((await auditRows(developer.id)).map((r) => r.action)).toEqual(['developer.created']);
  });

  it('checks every field on the server and names it, with no row and no audit on refusal', async () => {
    const before = await counts();
    const bad = await call(admin, 'POST', '/api/secure-admin/developers', {
      ...form(),
      name: '',
      email: 'not-an-email',
      rating: '4.55',
      establishedYear: 'soon',
      completedProjects: 'lots',
      totalValue: '12.345',
      website: 'javascript:alert(1)',
      isActive: 'perhaps',
    });
    expect(bad.status).toBe(400);
    expect(errorJson.parse(bad.body)).toMatchObject({
      code: 'VALIDATION.INVALID_INPUT',
      fields: {
        name: 'Developer name is required',
        email: 'Please enter a valid email address',
        rating: 'Rating must be from 0 to 5 in steps of 0.1',
        establishedYear: 'Established year must be a year from 1800 to this year',
        completedProjects: 'Completed projects must be a whole number from 0 to 100000',
        totalValue: 'Total value must have at most 2 decimals',
        website: 'Website must be a web address, such as https://example.com',
        isActive: 'Status must be Active or Inactive',
      },
    });
    const nextYear = new Date().getUTCFullYear() + 1;
    const future = await call(admin, 'POST', '/api/secure-admin/developers', form({ establishedYear: nextYear }));
    expect(future.status).toBe(400);
    expect(future.body.fields).toEqual({ establishedYear: 'Established year must be a year from 1800 to this year' });
    expect(await counts()).toEqual(before);
  });

  it('refuses a name already used in another letter case (409 on name)', async () => {
    const first = await create({ name: 'Harbour City Construction' });
    const second = await call(
      admin,
      'POST',
      '/api/secure-admin/developers',
      form({ name: 'HARBOUR city construction' }),
    );
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({
      code: 'DEVELOPER.NAME_TAKEN',
      fields: { name: 'A developer with this name already exists' },
      details: { developerId: first.id },
    });
    const other = await create();
    const rename = await call(admin, 'PATCH', `/api/secure-admin/developers/${other.id}`, {
      name: 'harbour city construction',
    });
    expect(rename.status).toBe(409);
  });

  it('gives the same name to two admins at once to one of them only', async () => {
    const body = form({ name: 'Tema Gardens Developers' });
    const results = await Promise.all(
      Array.from({ length: 5 }, () => call(admin, 'POST', '/api/secure-admin/developers', body)),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
  });

  it('is for admins only, and an unknown or malformed id says so', async () => {
    for (const who of [investor, null]) {
      const status = who ? 403 : 401;
      expect((await call(who, 'GET', '/api/secure-admin/developers')).status).toBe(status);
      expect((await call(who, 'POST', '/api/secure-admin/developers', form())).status).toBe(status);
      expect((await call(who, 'PATCH', '/api/secure-admin/developers/1', { rating: 1 })).status).toBe(status);
      expect((await call(who, 'DELETE', '/api/secure-admin/developers/1')).status).toBe(status);
    }
    expect((await call(admin, 'PATCH', '/api/secure-admin/developers/987654', { rating: 1 })).body).toMatchObject({
      code: 'DEVELOPER.NOT_FOUND',
    });
    const malformed = await call(admin, 'DELETE', '/api/secure-admin/developers/abc');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ fields: { id: 'must be a positive integer id' } });
  });
});

describe('Developer Management over GraphQL', () => {
  const FIELDS = 'id name rating totalValue specialties isActive linkedProjects establishedYear website';
  const gql = (who: TestAccount | null, query: string, variables: Record<string, unknown> = {}) =>
    server.graphql(query, variables, who ? bearer(who.token) : {});
  const createDoc = `mutation($input: DeveloperInput!) { createDeveloper(input: $input) { ${FIELDS} } }`;
  const updateDoc = `mutation($id: Int!, $input: DeveloperPatchInput!) { updateDeveloper(id: $id, input: $input) { ${FIELDS} } }`;
  const deleteDoc = 'mutation($id: Int!) { deleteDeveloper(id: $id) { id name message } }';

  const gqlForm = () => ({
    ...form(),
    establishedYear: 2013,
    completedProjects: 11,
    specialties: ['Luxury apartments', 'Mixed-use'],
  });

  it('creates, edits (only the fields given) and deletes, with REST’s records and audit rows', async () => {
    const created = await gql(admin, createDoc, { input: gqlForm() });
    expect(created.body.errors).toBeUndefined();
    const developer = created.body.data.createDeveloper;
    expect(developer).toMatchObject({ rating: '4.80', totalValue: '689000000.10', isActive: true, linkedProjects: 0 });

    const edited = await gql(admin, updateDoc, { id: developer.id, input: { rating: '3.5', website: null } });
    expect(edited.body.data.updateDeveloper).toEqual({ ...developer, rating: '3.50', website: null });

    const listed = await gql(admin, `{ adminDevelopers { ${FIELDS} } }`);
    expect(listed.body.data.adminDevelopers).toContainEqual(edited.body.data.updateDeveloper);

    const deleted = await gql(admin, deleteDoc, { id: developer.id });
    expect(deleted.body.data.deleteDeveloper).toEqual({
      id: developer.id,
      name: developer.name,
      message: `${developer.name} has been deleted.`,
    });
    expect((await auditRows(developer.id)).map((r) => r.action)).toEqual([
      'developer.created',
      'developer.updated',
      'developer.deleted',
    ]);
  });

  it('answers the same codes as REST: field errors, name taken, linked projects, not found, admin only', async () => {
    const invalid = await gql(admin, createDoc, { input: { ...gqlForm(), rating: '7', phone: '  ' } });
    expect(invalid.body.errors[0].extensions).toMatchObject({
      code: 'VALIDATION.INVALID_INPUT',
      status: 400,
      fields: { rating: 'Rating must be from 0 to 5 in steps of 0.1', phone: 'Phone number is required' },
    });
    const developer = (await gql(admin, createDoc, { input: gqlForm() })).body.data.createDeveloper;
    const taken = await gql(admin, createDoc, { input: { ...gqlForm(), name: developer.name.toUpperCase() } });
    expect(taken.body.errors[0].extensions).toMatchObject({ code: 'DEVELOPER.NAME_TAKEN', status: 409 });
    const blank = await gql(admin, updateDoc, { id: developer.id, input: { city: null } });
    expect(blank.body.errors[0].extensions.fields).toEqual({ city: 'City is required' });

    await projectNaming(developer.id);
    const refused = await gql(admin, deleteDoc, { id: developer.id });
    expect(refused.body.errors[0].message).toContain('linked to 1 project and cannot be deleted');
    expect(refused.body.errors[0].extensions).toMatchObject({ code: 'DEVELOPER.HAS_PROJECTS', status: 409 });

    const missing = await gql(admin, deleteDoc, { id: 987654 });
    expect(missing.body.errors[0].extensions).toMatchObject({ code: 'DEVELOPER.NOT_FOUND', status: 404 });

    expect((await gql(investor, '{ adminDevelopers { id } }')).body.errors[0].extensions.code).toBe('AUTH.FORBIDDEN');
    expect((await gql(null, deleteDoc, { id: developer.id })).body.errors[0].extensions.code).toBe(
      'AUTH.UNAUTHENTICATED',
    );
  });
});
