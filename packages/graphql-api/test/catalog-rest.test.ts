import { describe, expect, it } from 'vitest';
import { useTestServer } from '../src/testing/test-server.js';

const MONEY = /^\d+\.\d{2}$/;

describe('REST catalog', () => {
  const server = useTestServer();

  it('lists the seeded projects with exact money and unit counts consistent with the units', async () => {
    const { status, body } = await server.get('/api/projects');
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThanOrEqual(8);
    for (const project of body) {
      expect(project.unitPrice).toMatch(MONEY);
      expect(project.minInvestment).toMatch(MONEY);
      expect(project.developerListingPrice).toMatch(MONEY);
      const units = await server.get(`/api/projects/${project.id}/units`);
      expect(units.body).toHaveLength(project.totalUnits);
      expect(units.body.filter((u: any) => u.status === 'available')).toHaveLength(project.availableUnits);
      expect(project.totalUnits).toBeGreaterThanOrEqual(4);
      expect(project.totalUnits).toBeLessThanOrEqual(20);
      for (const unit of units.body) {
        expect(unit.totalInvestmentNeeded).toBe(unit.price);
        expect(Number(unit.minInvestmentAmount)).toBeLessThanOrEqual(Number(unit.price));
      }
    }
  });

  it('filters by location, type, budget and text, ignoring the placeholder values', async () => {
    const all = (await server.get('/api/projects')).body;
    const accra = (await server.get('/api/projects?location=Accra')).body;
    expect(accra.length).toBeGreaterThan(0);
    expect(accra.every((p: any) => /accra/i.test(p.location))).toBe(true);
    expect((await server.get('/api/projects?location=Lagos')).body.map((p: any) => p.country)).toEqual(['Nigeria']);
    const commercial = (await server.get('/api/projects?projectType=commercial')).body;
    expect(commercial.length).toBeGreaterThan(0);
    expect(commercial.every((p: any) => p.projectType === 'commercial')).toBe(true);
    const budget = (await server.get('/api/projects?minInvestment=5000')).body;
    expect(budget.length).toBeGreaterThan(0);
    expect(budget.every((p: any) => Number(p.minInvestment) <= 5000)).toBe(true);
    expect(budget.length).toBeLessThan(all.length);
    const placeholders = await server.get(
      `/api/projects?location=${encodeURIComponent('All Locations')}&projectType=${encodeURIComponent('All Types')}&minInvestment=${encodeURIComponent('Min Investment')}`,
    );
    expect(placeholders.body).toHaveLength(all.length);
    const search = (await server.get('/api/projects?search=legon')).body;
    expect(search.map((p: any) => p.title)).toContain('East Legon Heights');
  });

  it('answers 400 with the field and the reason for a malformed filter', async () => {
    const badType = await server.get('/api/projects?projectType=castle');
    expect(badType.status).toBe(400);
    expect(badType.body.code).toBe('VALIDATION.INVALID_INPUT');
    expect(badType.body.fields.projectType).toMatch(/residential/);
    for (const bad of ['abc', '1e5', '-5', '10.123', 'NaN']) {
      const response = await server.get(`/api/projects?minInvestment=${bad}`);
      expect(response.status, bad).toBe(400);
      expect(response.body.fields.minInvestment, bad).toBeTruthy();
    }
    const repeated = await server.get('/api/projects?location=Accra&location=Lagos');
    expect(repeated.status).toBe(400);
    // PostgreSQL text cannot hold NUL: refused up front instead of failing in the database.
    const nul = await server.get('/api/projects?search=%00');
    expect(nul.status).toBe(400);
    expect(nul.body.fields.search).toBe('must not contain NUL characters');
  });

  it('serves one project, its units, statistics and updates', async () => {
    const [first] = (await server.get('/api/projects?search=Cantonments%20Skyline')).body;
    const project = await server.get(`/api/projects/${first.id}`);
    expect(project.status).toBe(200);
    expect(project.body.title).toBe('Cantonments Skyline Residences');
    const stats = (await server.get(`/api/projects/${first.id}/unit-statistics`)).body;
    expect(stats.totalUnits).toBe(project.body.totalUnits);
    expect(stats.availableUnits + stats.partiallyFundedUnits + stats.fullyFundedUnits + stats.soldUnits).toBe(
      stats.totalUnits,
    );
    expect(stats.profitRange).toEqual({ min: '17.50', max: '25.00' });
    expect(stats.minimumInvestmentRange).toEqual({ min: '10000.00', max: '20000.00' });
    const updates = (await server.get(`/api/projects/${first.id}/updates`)).body;
    expect(updates.length).toBeGreaterThan(0);
    expect(new Date(updates[0].createdAt).getTime()).toBeGreaterThan(new Date(updates[1].createdAt).getTime());
  });

  it('answers 404 with a message for an unknown project and 400 for a malformed id', async () => {
    for (const path of ['', '/units', '/unit-statistics', '/updates']) {
      const missing = await server.get(`/api/projects/999999${path}`);
      expect(missing.status).toBe(404);
      expect(missing.body).toMatchObject({ message: 'Project not found', code: 'PROJECT.NOT_FOUND' });
    }
    for (const id of ['abc', '-1', '1.5', '0', '99999999999']) {
      const bad = await server.get(`/api/projects/${id}`);
      expect(bad.status, id).toBe(400);
      expect(bad.body.fields.projectId).toBe('must be a positive integer id');
    }
  });

  it('lists developers with full profiles', async () => {
    const { status, body } = await server.get('/api/developers');
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThanOrEqual(4);
    for (const d of body) {
      expect(d.totalValue).toMatch(MONEY);
      expect(d.specialties.length).toBeGreaterThan(0);
      expect(d.licenseNumber).toBeTruthy();
      expect(Number(d.rating)).toBeGreaterThan(0);
    }
  });

  it('calculates an investment projection and refuses bad input field by field', async () => {
    const ok = await server.post('/api/calculate-investment', { amount: 10000, returnRate: 16, timeline: 24 });
    expect(ok.status).toBe(200);
    expect(ok.body.initial).toBe('10000.00');
    expect(ok.body.milestones.map((m: any) => m.months)).toEqual([6, 12, 18, 24]);
    expect(ok.body.milestones.at(-1).value).toBe(ok.body.totalValue);
    expect(Number(ok.body.totalValue)).toBeGreaterThan(10000);
    const bad = await server.post('/api/calculate-investment', { amount: 'lots', returnRate: 16, timeline: 0 });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(['amount', 'timeline']);
    const notJson = await server.post('/api/calculate-investment', '{"amount": 10');
    expect(notJson.status).toBe(400);
    expect(notJson.body.message).toMatch(/not valid JSON/);
    const empty = await server.post('/api/calculate-investment', '');
    expect(empty.status).toBe(400);
  });

  it('lists the display currencies with the spec rates', async () => {
    const { body } = await server.get('/api/currencies');
    expect(body[0]).toMatchObject({ code: 'USD', rate: '1' });
    expect(body.find((c: any) => c.code === 'GHS')).toMatchObject({ rate: '12.5', symbol: '₵' });
    expect(body.find((c: any) => c.code === 'JPY').decimals).toBe(0);
  });

  it('answers unknown API paths with a JSON 404 and reports health', async () => {
    const missing = await server.get('/api/no-such-thing');
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('RESOURCE.NOT_FOUND');
    expect((await server.get('/healthz')).body).toEqual({ status: 'ok' });
    expect((await server.get('/readyz')).status).toBe(200);
  });
});
