import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../src/testing/test-server.js';
import { adminAccount, bearer, newAccount, send, type TestAccount } from './support/accounts-helpers.js';

/*
 * Projects and units, admin writes over REST (accounts spec §3, §5, §7; issue 11 items 1-2): every field checked
 * on the server (a number that is not a number is a 400, never 0), money exact, status and current investment
 * derived (never taken from the client), deletions refused while investors hold or applied, prices locked while
 * investments are live, one audit row per write, admins only.
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

const projectForm = (over: Record<string, unknown> = {}) => ({
  title: 'Airport Hills Residences',
  description: 'Twelve apartments near Kotoka airport.',
  location: 'Airport Residential, Accra',
  projectType: 'Residential',
  status: 'Under Construction',
  developerName: 'Cantonments Capital',
  timeline: '24',
  expectedProfit: '18.5',
  unitPrice: '150000.10',
  minInvestment: 25000,
  imageUrl: 'https://images.example/airport-hills.jpg',
  totalUnits: 'whatever: derived, ignored',
  ...over,
});

let unitCounter = 0;
const unitForm = (over: Record<string, unknown> = {}) => ({
  unitNumber: `A-${++unitCounter}`,
  unitType: '2-bedroom-apartment',
  bedrooms: '2',
  bathrooms: 2,
  floorArea: '95.50',
  price: '120000.01',
  minInvestmentAmount: '25000.00',
  features: ['balcony', 'security'],
  floor: '3',
  block: 'B',
  status: 'sold',
  currentInvestment: '120000.01',
  ...over,
});

async function createProject(over: Record<string, unknown> = {}) {
  const res = await call(admin, 'POST', '/api/projects', projectForm(over));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: number } & Record<string, unknown>;
}

async function createUnit(projectId: number, over: Record<string, unknown> = {}) {
  const res = await call(admin, 'POST', `/api/projects/${projectId}/units`, unitForm(over));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: number } & Record<string, unknown>;
}

const auditRows = (entity: string, id: number) =>
  server.db
    .em()
    .execute<{ actor_id: number; action: string }[]>(
      `select actor_id, action from audit_log where entity = ? and entity_id = ? order by id`,
      [entity, String(id)],
    );

let reference = 0;
async function investIn(projectId: number, unitId: number, status: 'active' | 'cancelled') {
  await server.db.em().execute(
    `insert into investments (user_id, project_id, unit_id, amount, ownership_percentage, current_value, status,
       payment_reference, created_at, updated_at)
     values (?, ?, ?, 25000, 20.83, 25000, ?, ?, now(), now())`,
    [investor.id, projectId, unitId, status, `CAT-ADMIN-${++reference}`],
    'run',
  );
}

describe('projects (admin)', () => {
  it('creates a project from the form (labels read as the stored values, defaults filled), audited', async () => {
    const project = await createProject();
    expect(project).toMatchObject({
      projectType: 'residential',
      status: 'under-construction',
      country: 'Ghana',
      timeline: 24,
      constructionTimeline: '24 months',
      expectedProfit: '18.50',
      profitRangeMin: '18.50',
      unitPrice: '150000.10',
      minInvestment: '25000.00',
      developerListingPrice: '150000.10',
    });
    expect(project).not.toHaveProperty('totalUnits');
    const pub = await call(null, 'GET', `/api/projects/${project.id}`);
    expect(pub.status).toBe(200);
    expect(pub.body).toMatchObject({ title: 'Airport Hills Residences', status: 'under-construction' });
    expect(await auditRows('project', project.id)).toEqual([{ actor_id: admin.id, action: 'project.created' }]);
  });

  it('refuses every bad field with a 400 naming it, and writes nothing', async () => {
    const countProjects = async () =>
      Number((await server.db.em().execute<{ n: string }[]>('select count(*) as n from projects'))[0]!.n);
    const before = await countProjects();
    const res = await call(
      admin,
      'POST',
      '/api/projects',
      projectForm({
        title: '  ',
        projectType: 'Castle',
        status: 'Sold out',
        timeline: 'two years',
        expectedProfit: 'lots',
        unitPrice: '1e5',
        minInvestment: '10.001',
        imageUrl: 'javascript:alert(1)',
      }),
    );
    expect(res.status).toBe(400);
    expect(Object.keys((res.body as { fields: object }).fields).sort()).toEqual(
      ['expectedProfit', 'imageUrl', 'minInvestment', 'projectType', 'status', 'timeline', 'title', 'unitPrice'].sort(),
    );
    const over = await call(admin, 'POST', '/api/projects', projectForm({ minInvestment: '150000.11' }));
    expect(over.status).toBe(400);
    expect(over.body).toMatchObject({ fields: { minInvestment: 'must not exceed unitPrice' } });
    expect(await countProjects()).toBe(before);
  });

  it('updates with PUT (audited once; an unchanged save writes nothing) and 404s an unknown project', async () => {
    const project = await createProject();
    const saved = await call(admin, 'PUT', `/api/projects/${project.id}`, projectForm({ status: 'completed' }));
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ id: project.id, status: 'completed' });
    await call(admin, 'PUT', `/api/projects/${project.id}`, projectForm({ status: 'completed' }));
    expect((await auditRows('project', project.id)).map((r) => r.action)).toEqual([
      'project.created',
      'project.updated',
    ]);
    const missing = await call(admin, 'PUT', '/api/projects/999999', projectForm());
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 'PROJECT.NOT_FOUND' });
  });

  it('deletes a project nobody holds (with its units), and refuses one with investments with a 409 saying why', async () => {
    const free = await createProject();
    await createUnit(free.id);
    const gone = await call(admin, 'DELETE', `/api/projects/${free.id}`);
    expect(gone.status).toBe(200);
    expect(gone.body).toMatchObject({ id: free.id, message: 'Project deleted successfully' });
    expect((await call(null, 'GET', `/api/projects/${free.id}`)).status).toBe(404);
    expect((await auditRows('project', free.id)).map((r) => r.action)).toEqual(['project.created', 'project.deleted']);

    const held = await createProject();
    const unit = await createUnit(held.id);
    await investIn(held.id, unit.id, 'cancelled');
    const refused = await call(admin, 'DELETE', `/api/projects/${held.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'PROJECT.HAS_INVESTMENTS',
      message: 'This project cannot be deleted: it has 1 investment(s)',
    });
    expect((await call(null, 'GET', `/api/projects/${held.id}`)).status).toBe(200);
  });

  it('archives a project instead: out of public lists, no new money, positions and its page kept, audited once', async () => {
    const project = await createProject({ title: 'Archive Gardens' });
    const unit = await createUnit(project.id);
    await investIn(project.id, unit.id, 'active');
    const titles = async (who: TestAccount | null, query = '') =>
      ((await call(who, 'GET', `/api/projects${query}`)).body as { title: string }[]).map((p) => p.title);
    expect(await titles(null)).toContain('Archive Gardens');

    const archived = await call(admin, 'POST', `/api/projects/${project.id}/archive`);
    expect(archived.status, JSON.stringify(archived.body)).toBe(200);
    expect(archived.body).toMatchObject({ id: project.id, status: 'archived', title: 'Archive Gardens' });
    expect((await call(admin, 'POST', `/api/projects/${project.id}/archive`)).status).toBe(200);
    expect((await auditRows('project', project.id)).map((r) => r.action)).toEqual([
      'project.created',
      'project.archived',
    ]);

    // Hidden from every public list; the admin panel asks for it; its page still opens for its investors.
    expect(await titles(null)).not.toContain('Archive Gardens');
    expect(await titles(admin)).not.toContain('Archive Gardens');
    expect(await titles(admin, '?includeArchived=true')).toContain('Archive Gardens');
    expect((await call(investor, 'GET', '/api/projects?includeArchived=true')).status).toBe(403);
    expect((await call(null, 'GET', '/api/projects?includeArchived=true')).status).toBe(401);
    expect((await call(admin, 'GET', '/api/projects?includeArchived=maybe')).body).toMatchObject({
      code: 'VALIDATION.INVALID_INPUT',
      fields: { includeArchived: 'must be true or false' },
    });
    const page = await call(null, 'GET', `/api/projects/${project.id}`);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ status: 'archived' });

    // No new money, by any door: a direct investment, an interest in the unit, an interest in the project.
    const refusal = {
      code: 'INVESTMENT.PROJECT_ARCHIVED',
      message: 'This project is archived and takes no new investments',
    };
    const direct = await call(investor, 'POST', '/api/investments', {
      projectId: project.id,
      unitId: unit.id,
      amount: '30000',
    });
    expect([direct.status, direct.body]).toMatchObject([409, refusal]);
    for (const target of [{ unitId: unit.id }, {}]) {
      const interest = await call(investor, 'POST', '/api/project-interests', {
        projectId: project.id,
        ...target,
        interestAmount: '30000',
        contactPreference: 'email',
        contactInfo: investor.email,
      });
      expect([interest.status, interest.body]).toMatchObject([409, refusal]);
    }

    // Saving it with another status brings it back.
    const back = await call(admin, 'PUT', `/api/projects/${project.id}`, projectForm({ title: 'Archive Gardens' }));
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(await titles(null)).toContain('Archive Gardens');
    expect((await call(investor, 'POST', `/api/projects/${project.id}/archive`)).status).toBe(403);
    expect((await call(null, 'POST', `/api/projects/${project.id}/archive`)).status).toBe(401);
    expect((await call(admin, 'POST', '/api/projects/987654/archive')).body).toMatchObject({
      code: 'PROJECT.NOT_FOUND',
    });
  });

  it('is for admins only', async () => {
    const project = await createProject();
    expect((await call(null, 'POST', '/api/projects', projectForm())).status).toBe(401);
    expect((await call(investor, 'POST', '/api/projects', projectForm())).status).toBe(403);
    expect((await call(investor, 'PUT', `/api/projects/${project.id}`, projectForm())).status).toBe(403);
    expect((await call(investor, 'DELETE', `/api/projects/${project.id}`)).status).toBe(403);
  });
});

describe('units (admin)', () => {
  it('creates a unit: needed = price, available with nothing invested whatever the client sends, audited', async () => {
    const project = await createProject();
    const unit = await createUnit(project.id);
    expect(unit).toMatchObject({
      projectId: project.id,
      bedrooms: 2,
      floorArea: '95.50',
      price: '120000.01',
      totalInvestmentNeeded: '120000.01',
      minInvestmentAmount: '25000.00',
      floor: 3,
      block: 'B',
    });
    const listed = await call(null, 'GET', `/api/projects/${project.id}/units`);
    expect((listed.body as Record<string, unknown>[])[0]).toMatchObject({
      id: unit.id,
      status: 'available',
      currentInvestment: '0.00',
    });
    expect(await auditRows('unit', unit.id)).toEqual([{ actor_id: admin.id, action: 'unit.created' }]);
  });

  it('keeps floor and block for apartments only', async () => {
    const project = await createProject();
    const terrace = await createUnit(project.id, { unitType: '3-bedroom-terrace', plotSize: '300' });
    expect(terrace).toMatchObject({ floor: null, block: null, plotSize: '300.00' });
  });

  it('refuses bad fields (400 naming them), a duplicate number and an unknown project', async () => {
    const project = await createProject();
    const bad = await call(
      admin,
      'POST',
      `/api/projects/${project.id}/units`,
      unitForm({
        unitNumber: '',
        unitType: 'castle',
        bedrooms: 'two',
        floorArea: 'big',
        price: 'NaN',
        minInvestmentAmount: '-5',
      }),
    );
    expect(bad.status).toBe(400);
    expect(Object.keys((bad.body as { fields: object }).fields).sort()).toEqual(
      ['bedrooms', 'floorArea', 'minInvestmentAmount', 'price', 'unitNumber', 'unitType'].sort(),
    );
    const tooMuch = await call(
      admin,
      'POST',
      `/api/projects/${project.id}/units`,
      unitForm({ minInvestmentAmount: '120000.02', totalInvestmentNeeded: '130000' }),
    );
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body).toMatchObject({
      fields: { minInvestmentAmount: 'must not exceed the price', totalInvestmentNeeded: 'must not exceed the price' },
    });
    await createUnit(project.id, { unitNumber: 'DUP-1' });
    const dup = await call(admin, 'POST', `/api/projects/${project.id}/units`, unitForm({ unitNumber: 'DUP-1' }));
    expect(dup.status).toBe(409);
    expect(dup.body).toMatchObject({ code: 'UNIT.NUMBER_TAKEN' });
    const nowhere = await call(admin, 'POST', '/api/projects/999999/units', unitForm());
    expect(nowhere.status).toBe(404);
  });

  it('locks price and totalInvestmentNeeded while live investments hold the unit; other fields still change', async () => {
    const project = await createProject();
    const unit = await createUnit(project.id, { unitNumber: 'LOCK-1' });
    const path = `/api/projects/${project.id}/units/${unit.id}`;
    const repriced = await call(admin, 'PUT', path, unitForm({ unitNumber: 'LOCK-1', price: '130000' }));
    expect(repriced.status, JSON.stringify(repriced.body)).toBe(200);
    expect(repriced.body).toMatchObject({ price: '130000.00', totalInvestmentNeeded: '130000.00' });

    await investIn(project.id, unit.id, 'active');
    const locked = await call(admin, 'PUT', path, unitForm({ unitNumber: 'LOCK-1', price: '140000' }));
    expect(locked.status).toBe(409);
    expect(locked.body).toMatchObject({ code: 'UNIT.PRICE_LOCKED' });
    const described = await call(
      admin,
      'PUT',
      path,
      unitForm({ unitNumber: 'LOCK-1', price: '130000', description: 'Corner unit' }),
    );
    expect(described.status).toBe(200);
    expect(described.body).toMatchObject({ description: 'Corner unit', price: '130000.00' });
    expect((await auditRows('unit', unit.id)).map((r) => r.action)).toEqual([
      'unit.created',
      'unit.updated',
      'unit.updated',
    ]);
    const wrongProject = await call(admin, 'PUT', `/api/projects/999999/units/${unit.id}`, unitForm());
    expect(wrongProject.status).toBe(404);
  });

  it('deletes a free unit, refuses one with investments (409), admins only', async () => {
    const project = await createProject();
    const free = await createUnit(project.id);
    expect((await call(investor, 'DELETE', `/api/projects/${project.id}/units/${free.id}`)).status).toBe(403);
    expect((await call(null, 'POST', `/api/projects/${project.id}/units`, unitForm())).status).toBe(401);
    const gone = await call(admin, 'DELETE', `/api/projects/${project.id}/units/${free.id}`);
    expect(gone.status).toBe(200);
    expect(gone.body).toMatchObject({ id: free.id, message: 'Unit deleted successfully' });
    expect((await auditRows('unit', free.id)).map((r) => r.action)).toEqual(['unit.created', 'unit.deleted']);

    const held = await createUnit(project.id);
    await investIn(project.id, held.id, 'active');
    const refused = await call(admin, 'DELETE', `/api/projects/${project.id}/units/${held.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'UNIT.HAS_INVESTMENTS',
      message: 'This unit cannot be deleted: it has 1 investment(s)',
    });
  });
});

describe('projects and units over GraphQL (same use cases and codes)', () => {
  const gql = (who: TestAccount | null, query: string, variables: Record<string, unknown> = {}) =>
    server.graphql(query, variables, who ? bearer(who.token) : {});
  const gqlProject = () => {
    const { totalUnits: _ignored, minInvestment, ...form } = projectForm();
    return { ...form, minInvestment: String(minInvestment) };
  };
  const gqlUnit = () => {
    const { status: _s, currentInvestment: _c, bathrooms, ...form } = unitForm();
    return { ...form, bathrooms: String(bathrooms) };
  };

  it('creates, edits and deletes a project and a unit, with field errors and refusals as REST', async () => {
    const created = await gql(
      admin,
      'mutation($input: ProjectInput!) { createProject(input: $input) { id status unitPrice } }',
      { input: gqlProject() },
    );
    const project = created.body.data.createProject;
    expect(project).toMatchObject({ status: 'under-construction', unitPrice: '150000.10' });

    const invalid = await gql(
      admin,
      'mutation($id: Int!, $input: ProjectInput!) { updateProject(id: $id, input: $input) { id } }',
      { id: project.id, input: { ...gqlProject(), timeline: 'soon' } },
    );
    expect(invalid.body.errors[0].extensions).toMatchObject({ code: 'VALIDATION.INVALID_INPUT', status: 400 });
    expect(Object.keys(invalid.body.errors[0].extensions.fields)).toEqual(['timeline']);

    const unit = (
      await gql(
        admin,
        'mutation($p: Int!, $input: UnitInput!) { createUnit(projectId: $p, input: $input) { id totalInvestmentNeeded } }',
        { p: project.id, input: gqlUnit() },
      )
    ).body.data.createUnit;
    expect(unit.totalInvestmentNeeded).toBe('120000.01');
    await investIn(project.id, unit.id, 'active');
    const refused = await gql(admin, 'mutation($id: Int!) { deleteProject(id: $id) { id } }', { id: project.id });
    expect(refused.body.errors[0].extensions).toMatchObject({ code: 'PROJECT.HAS_INVESTMENTS', status: 409 });
    const locked = await gql(
      admin,
      'mutation($p: Int!, $u: Int!, $input: UnitInput!) { updateUnit(projectId: $p, unitId: $u, input: $input) { id } }',
      { p: project.id, u: unit.id, input: { ...gqlUnit(), price: '1000000' } },
    );
    expect(locked.body.errors[0].extensions).toMatchObject({ code: 'UNIT.PRICE_LOCKED', status: 409 });
    const forbidden = await gql(investor, 'mutation($id: Int!) { deleteProject(id: $id) { id } }', { id: project.id });
    expect(forbidden.body.errors[0].extensions).toMatchObject({ code: 'AUTH.FORBIDDEN' });
  });
});
