import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestServer } from '../src/testing/test-server.js';
import { adminAccount, bearer, newAccount, send, type TestAccount } from './support/accounts-helpers.js';
import { webOperation } from './support/web-operations.js';

/*
 * Amounts past the range (issue 17 item 4, product rules §1 and §3). Each stored amount is numeric(15,2), at most
 * 9,999,999,999,999.99. Saving refuses (400, naming the field) an amount with more than two decimals, trailing
 * zeros included, and a price whose project or platform total of unit prices, or a profit whose investors' current
 * values, would pass that bound. Reads sum without a bound, so values already stored past it (put there by SQL
 * here, since saving refuses them) still read: the catalog, the project page, the admin overview, the dashboard.
 */

const server = useTestServer({ seed: false });

const MAX = '9999999999999.99';
const PROJECT_PAST = "would take the project's total of unit prices past 9,999,999,999,999.99 USD";
const PLATFORM_PAST = "would take the platform's total of unit prices past 9,999,999,999,999.99 USD";
const THIRTY_ZEROS = `10000.${'0'.repeat(30)}`;

let admin: TestAccount;
let investor: TestAccount;
beforeAll(async () => {
  admin = await adminAccount(server);
  investor = await newAccount(server);
});

// The platform's total spans every project: each test starts from an empty catalog.
beforeEach(async () => {
  await server.db.em().execute('truncate table projects cascade', [], 'run');
});

const call = (who: TestAccount | null, method: string, path: string, body?: unknown) =>
  send(server, method, path, body, who ? bearer(who.token) : {});

const projectForm = (over: Record<string, unknown> = {}) => ({
  title: 'Ridge Towers',
  description: 'Apartments on the Ridge.',
  location: 'Ridge, Accra',
  projectType: 'Residential',
  status: 'Planning',
  developerName: 'Ridge Developers',
  timeline: 24,
  expectedProfit: '18.00',
  unitPrice: '100000.00',
  minInvestment: '1.00',
  ...over,
});

let unitNumber = 0;
const unitForm = (over: Record<string, unknown> = {}) => ({
  unitNumber: `R-${++unitNumber}`,
  unitType: 'semi-detached',
  bedrooms: 3,
  bathrooms: 2,
  price: '100000.00',
  minInvestmentAmount: '1.00',
  features: [],
  ...over,
});

async function createProject(over: Record<string, unknown> = {}): Promise<number> {
  const res = await call(admin, 'POST', '/api/projects', projectForm(over));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return Number(res.body.id);
}

const saveUnit = (projectId: number, over: Record<string, unknown> = {}) =>
  call(admin, 'POST', `/api/projects/${projectId}/units`, unitForm(over));

async function createUnit(projectId: number, price: string): Promise<number> {
  const res = await saveUnit(projectId, { price });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return Number(res.body.id);
}

/** A project and its units written by SQL: values that saving now refuses, as an older release could store. */
async function storedProject(title: string, prices: readonly string[]): Promise<{ id: number; unitIds: number[] }> {
  const em = server.db.em();
  const [project] = await em.execute<{ id: number }[]>(
    `insert into projects (title, description, location, project_type, developer_name, timeline,
       construction_timeline, expected_profit, profit_range_min, profit_range_max, developer_listing_price,
       unit_price, min_investment, status)
     values (?, 'Stored by SQL', 'Tema, Greater Accra', 'residential', 'Tema Homes', 24, '24 months',
       18, 15, 22, 1000000, 100000, 1, 'funding')
     returning id`,
    [title],
  );
  const unitIds: number[] = [];
  for (const [n, price] of prices.entries()) {
    const [row] = await em.execute<{ id: number }[]>(
      `insert into units (project_id, unit_number, unit_type, bedrooms, bathrooms, price, total_investment_needed,
         min_investment_amount)
       values (?, ?, 'semi-detached', 3, 2, ?, ?, 1)
       returning id`,
      [project!.id, `S-${n + 1}`, price, price],
    );
    unitIds.push(Number(row!.id));
  }
  return { id: Number(project!.id), unitIds };
}

let reference = 0;
/** A paid (active) investment written by SQL, confirmed now. */
async function paidInvestment(who: TestAccount, projectId: number, unitId: number, amount: string): Promise<void> {
  await server.db.em().execute(
    `insert into investments (user_id, project_id, unit_id, amount, ownership_percentage, current_value, status,
       payment_reference, payment_confirmed_at, created_at, updated_at)
     values (?, ?, ?, ?, 100, ?, 'active', ?, now(), now(), now())`,
    [who.id, projectId, unitId, amount, amount, `MONEY-RANGE-${++reference}`],
    'run',
  );
}

describe('amounts with more than two decimals', () => {
  it('refuses 10000 with 30 zero decimals on money fields of every kind of call, naming the field', async () => {
    const projectId = await createProject();
    const unitId = await createUnit(projectId, '100000.00');

    const unit = await saveUnit(projectId, { price: THIRTY_ZEROS });
    expect(unit.status).toBe(400);
    expect(unit.body).toMatchObject({
      code: 'VALIDATION.INVALID_INPUT',
      fields: { price: 'must have at most 2 decimals' },
    });
    const project = await call(admin, 'POST', '/api/projects', projectForm({ minInvestment: THIRTY_ZEROS }));
    expect(project.status).toBe(400);
    expect(project.body.fields).toEqual({ minInvestment: 'must have at most 2 decimals' });
    const investment = await call(investor, 'POST', '/api/investments', {
      userId: investor.id,
      projectId,
      unitId,
      amount: THIRTY_ZEROS,
    });
    expect(investment.status).toBe(400);
    expect(investment.body.fields).toEqual({ amount: 'must have at most 2 decimals' });
    const goal = await call(investor, 'POST', '/api/financial-goals', {
      goalName: 'A house',
      goalType: 'property_purchase',
      targetAmount: THIRTY_ZEROS,
      currentAmount: '0',
      targetDate: '2030-01-01',
    });
    expect(goal.status).toBe(400);
    expect(goal.body.fields).toEqual({ targetAmount: 'must have at most 2 decimals' });
    const sale = await call(admin, 'PATCH', `/api/secure-admin/units/${unitId}/mark-sold`, {
      soldPrice: '120000.000',
      profitGenerated: '20000.00',
    });
    expect(sale.status).toBe(400);
    expect(sale.body.fields).toEqual({ soldPrice: 'must have at most 2 decimals' });

    const units = await call(null, 'GET', `/api/projects/${projectId}/units`);
    expect(units.body.map((u: { price: string }) => u.price)).toEqual(['100000.00']);
  });

  it('counts a written trailing zero as a decimal: 10000.000 is refused, 10000.00, 10000.0 and 10000 are taken', async () => {
    const projectId = await createProject();
    expect((await saveUnit(projectId, { price: '10000.000' })).body.fields).toEqual({
      price: 'must have at most 2 decimals',
    });
    for (const price of ['10000.00', '10000.0', '10000', 10000]) {
      const res = await saveUnit(projectId, { price });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.price).toBe('10000.00');
    }
  });

  it('cannot see the zeros of a JSON number: 10000.000 written as a number arrives as 10000 and is taken', async () => {
    const projectId = await createProject();
    const body = JSON.stringify(unitForm()).replace('"price":"100000.00"', '"price":10000.000');
    expect(body).toContain('"price":10000.000');
    const res = await server.post(`/api/projects/${projectId}/units`, body, bearer(admin.token));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.price).toBe('10000.00');
  });
});

describe('totals at save time', () => {
  it("the issue's two prices: the second save is a 400 on price, and the catalog still reads", async () => {
    const projectId = await createProject();
    await createUnit(projectId, '9999999999999.00');

    const second = await saveUnit(projectId, { price: '1.00', minInvestmentAmount: '1.00' });
    expect(second.status).toBe(400);
    expect(second.body).toMatchObject({ code: 'VALIDATION.INVALID_INPUT', fields: { price: PROJECT_PAST } });

    const list = await call(null, 'GET', '/api/projects');
    expect(list.status).toBe(200);
    expect(list.body).toEqual([
      expect.objectContaining({ id: projectId, totalUnits: 1, totalInvestmentNeeded: '9999999999999.00' }),
    ]);
    // Up to the bound exactly is fine.
    expect((await saveUnit(projectId, { price: '0.99', minInvestmentAmount: '0.99' })).status).toBe(201);
    expect((await call(null, 'GET', `/api/projects/${projectId}`)).body.totalInvestmentNeeded).toBe(MAX);
  });

  it("refuses a price that takes the platform's total past the bound, though its project's fits", async () => {
    await createUnit(await createProject({ title: 'Cantonments One' }), '6000000000000.00');
    const other = await createProject({ title: 'Airport Two' });

    const res = await saveUnit(other, { price: '4000000000000.00' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ price: PLATFORM_PAST });
    expect((await saveUnit(other, { price: '3999999999999.99' })).status).toBe(201);
    expect((await saveUnit(other, { price: '0.01', minInvestmentAmount: '0.01' })).body.fields).toEqual({
      price: PLATFORM_PAST,
    });
  });

  it('refuses raising a price past the bound; lowering one, or editing other fields, in a project already past it is fine', async () => {
    const projectId = await createProject();
    const unitId = await createUnit(projectId, '5000000000000.00');
    await createUnit(projectId, '4000000000000.00');
    const put = (over: Record<string, unknown>) =>
      call(admin, 'PUT', `/api/projects/${projectId}/units/${unitId}`, unitForm({ unitNumber: 'R-main', ...over }));

    const raised = await put({ price: '6000000000000.00' });
    expect(raised.status).toBe(400);
    expect(raised.body.fields).toEqual({ price: PROJECT_PAST });
    expect((await put({ price: '5999999999999.99' })).status).toBe(200);

    // An older release let this project pass the bound: its admin can still bring it back.
    const stored = await storedProject('Stored past the bound', [MAX, '5.00']);
    const storedPut = (over: Record<string, unknown>) =>
      call(
        admin,
        'PUT',
        `/api/projects/${stored.id}/units/${stored.unitIds[1]}`,
        unitForm({ unitNumber: 'S-2', ...over }),
      );
    expect((await storedPut({ price: '5.00', description: 'Renamed, same price' })).status).toBe(200);
    expect((await storedPut({ price: '6.00' })).body.fields).toEqual({ price: PROJECT_PAST });
    expect((await storedPut({ price: '4.00' })).status).toBe(200);
  });

  it("keeps an investor's value storable at the bound: the profit is derived, a bigger typed one refused", async () => {
    const projectId = await createProject();
    const unitId = await createUnit(projectId, '9999999999999.00');
    await paidInvestment(investor, projectId, unitId, '9999999999999.00');
    // The profit is derived (issue 19 item 6): sold price − price − costs ≤ sold price − price, so a sale
    // that fits one amount gives a value that fits too; a typed profit past it is refused naming both.
    const preview = await server.graphql(
      `query ($unitId: Int!, $profit: Money!) {
         unitSalePreview(unitId: $unitId, soldPrice: "9999999999999.99", profitGenerated: $profit) { distributedTotal }
       }`,
      { unitId, profit: '1.00' },
      bearer(admin.token),
    );
    expect(preview.body.errors[0].extensions).toMatchObject({
      code: 'VALIDATION.INVALID_INPUT',
      details: { sentProfit: '1.00', derivedProfit: '0.99' },
    });
    const refused = await call(admin, 'PATCH', `/api/secure-admin/units/${unitId}/mark-sold`, {
      soldPrice: '9999999999999.99',
      profitGenerated: '1.00',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fields.profitGenerated).toMatch(/1\.00 USD.*0\.99 USD/);
    const past = await call(admin, 'PATCH', `/api/secure-admin/units/${unitId}/mark-sold`, {
      soldPrice: '10000000000000.00',
    });
    expect(past.status).toBe(400);
    expect(past.body.fields).toHaveProperty('soldPrice');

    const sold = await call(admin, 'PATCH', `/api/secure-admin/units/${unitId}/mark-sold`, {
      soldPrice: '9999999999999.99',
    });
    expect(sold.status, JSON.stringify(sold.body)).toBe(200);
    expect(sold.body.shares).toEqual([expect.objectContaining({ profitShare: '0.99', currentValue: MAX })]);
  });
});

describe('reads of values stored past the range', () => {
  it('the catalog, the project page, the admin overview and the dashboard answer 200 with exact figures', async () => {
    // Project one: the two prices (together past the bound); project two: one unit at the bound.
    const one = await storedProject('Two prices', ['9999999999999.00', '1.00']);
    const two = await storedProject('At the bound', [MAX]);
    await paidInvestment(investor, one.id, one.unitIds[0]!, '9999999999999.00');
    await paidInvestment(investor, two.id, two.unitIds[0]!, MAX);

    const list = await call(null, 'GET', '/api/projects');
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    const byId = new Map<number, Record<string, unknown>>(list.body.map((p: { id: number }) => [p.id, p]));
    expect(byId.get(one.id)).toMatchObject({
      totalUnits: 2,
      totalInvestmentNeeded: '10000000000000.00',
      currentFunding: '9999999999999.00',
    });
    expect(byId.get(two.id)).toMatchObject({ totalInvestmentNeeded: MAX, currentFunding: MAX });

    const page = await call(null, 'GET', `/api/projects/${one.id}`);
    expect(page.status).toBe(200);
    expect(page.body.totalInvestmentNeeded).toBe('10000000000000.00');
    const statistics = await call(null, 'GET', `/api/projects/${one.id}/unit-statistics`);
    expect(statistics.status).toBe(200);
    expect(statistics.body).toMatchObject({ totalUnits: 2, fullyFundedUnits: 1, availableUnits: 1 });
    // The project page's own query, as the web app sends it.
    const projectPage = await server.graphql(webOperation('ProjectPage'), { id: one.id });
    expect(projectPage.body.errors).toBeUndefined();
    expect(projectPage.body.data.project.units.map((u: { price: string }) => u.price)).toEqual([
      '9999999999999.00',
      '1.00',
    ]);
    const listed = await server.graphql(`{ projects { id totalInvestmentNeeded currentFunding } }`);
    expect(listed.body.errors).toBeUndefined();
    expect(listed.body.data.projects).toContainEqual({
      id: one.id,
      totalInvestmentNeeded: '10000000000000.00',
      currentFunding: '9999999999999.00',
    });

    const overview = await call(admin, 'GET', '/api/secure-admin/overview');
    expect(overview.status, JSON.stringify(overview.body)).toBe(200);
    expect(overview.body).toMatchObject({
      confirmedInvestment: '19999999999998.99',
      investmentNeeded: '19999999999999.99',
    });
    const thisWeek = overview.body.weeks.at(-1);
    expect(thisWeek).toMatchObject({ commitments: '19999999999998.99', confirmedPayments: '19999999999998.99' });
    const overviewQuery = await server.graphql(webOperation('AdminOverview'), {}, bearer(admin.token));
    expect(overviewQuery.body.errors).toBeUndefined();

    const portfolio = await call(investor, 'GET', `/api/portfolio/${investor.id}`);
    expect(portfolio.status, JSON.stringify(portfolio.body)).toBe(200);
    expect(portfolio.body.summary).toMatchObject({
      totalInvested: '19999999999998.99',
      currentValue: '19999999999998.99',
      activePositions: 2,
    });
    const dashboard = await server.graphql(webOperation('MyDashboard'), {}, bearer(investor.token));
    expect(dashboard.body.errors).toBeUndefined();
    expect(dashboard.body.data.myDashboard.summary.totalInvested).toBe('19999999999998.99');
  });
});
