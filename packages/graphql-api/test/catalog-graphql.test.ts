import { describe, expect, it } from 'vitest';
import { useTestServer } from '../src/testing/test-server.js';

const PROJECT_PAGE = /* GraphQL */ `
  query ProjectPage($id: Int!) {
    project(id: $id) {
      id
      title
      status
      totalUnits
      availableUnits
      minInvestment
      developer {
        name
        rating
        totalValue
      }
      unitStatistics {
        totalUnits
        availableUnits
        soldUnits
        profitRange {
          min
          max
        }
        minimumInvestmentRange {
          min
          max
        }
      }
      units {
        id
        unitNumber
        status
        price
        features
      }
      updates {
        title
        progressPercentage
        updateType
        createdAt
      }
    }
  }
`;

describe('GraphQL catalog', () => {
  const server = useTestServer();

  it('lists projects with filters and gives the same figures as REST', async () => {
    const { status, body } = await server.graphql(
      'query($f: ProjectFilter) { projects(filter: $f) { id title location projectType minInvestment totalUnits availableUnits } }',
      { f: { location: 'Accra', projectType: 'residential', minInvestment: '10000' } },
    );
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    const projects = body.data.projects;
    expect(projects.length).toBeGreaterThan(0);
    for (const p of projects) {
      expect(p.location).toMatch(/Accra/);
      expect(p.projectType).toBe('residential');
      expect(Number(p.minInvestment)).toBeLessThanOrEqual(10000);
    }
    const rest = (await server.get('/api/projects?location=Accra&projectType=residential&minInvestment=10000')).body;
    expect(projects).toEqual(
      rest.map((p: any) => ({
        id: p.id,
        title: p.title,
        location: p.location,
        projectType: p.projectType,
        minInvestment: p.minInvestment,
        totalUnits: p.totalUnits,
        availableUnits: p.availableUnits,
      })),
    );
  });

  it('serves a project page with its developer, statistics, units and updates', async () => {
    const id = (await server.get('/api/projects?search=Airport%20Residential%20Gardens')).body[0].id;
    const { body } = await server.graphql(PROJECT_PAGE, { id });
    expect(body.errors).toBeUndefined();
    const project = body.data.project;
    expect(project.developer.name).toBe('Cantonments Capital Developers');
    expect(project.units).toHaveLength(project.totalUnits);
    expect(project.unitStatistics.totalUnits).toBe(project.totalUnits);
    expect(project.updates.length).toBe(3);
  });

  it('reports an unknown project and bad input with the same codes as REST', async () => {
    const missing = await server.graphql(PROJECT_PAGE, { id: 999999 });
    expect(missing.body.errors[0].extensions.code).toBe('PROJECT.NOT_FOUND');
    expect(missing.body.errors[0].message).toBe('Project not found');
    const badFilter = await server.graphql('query { projects(filter: { minInvestment: "1e5" }) { id } }');
    expect(badFilter.body.errors[0].extensions.code).toBe('VALIDATION.INVALID_INPUT');
    expect(Object.keys(badFilter.body.errors[0].extensions.fields)).toEqual(['minInvestment']);
    // Project types are an enum: an unknown one is refused before any resolver runs.
    const badType = await server.graphql('query($f: ProjectFilter) { projects(filter: $f) { id } }', {
      f: { projectType: 'castle' },
    });
    expect(badType.status).toBe(400);
    expect(badType.body.errors[0].extensions).toMatchObject({
      code: 'VALIDATION.INVALID_INPUT',
      fields: { 'f.projectType': 'must be one of the ProjectType values' },
    });
    const literalType = await server.graphql('query { projects(filter: { projectType: castle }) { id } }');
    expect(literalType.status).toBe(400);
    expect(literalType.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    const nul = await server.graphql('query($s: String) { projects(filter: { search: $s }) { id } }', { s: 'a\u0000' });
    expect(nul.body.errors[0].extensions.fields).toEqual({ search: 'must not contain NUL characters' });
    const badId = await server.graphql('query { project(id: "x") { id } }');
    expect(badId.status).toBe(400);
    expect(badId.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('spells statuses and types as enum values, from the domain values REST sends', async () => {
    const rest = (await server.get('/api/projects?projectType=mixed-use')).body;
    expect(rest.length).toBeGreaterThan(0);
    const { body } = await server.graphql(
      'query($f: ProjectFilter) { projects(filter: $f) { id projectType status units { unitType status } } }',
      { f: { projectType: 'mixed_use' } },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data.projects.map((p: any) => p.id)).toEqual(rest.map((p: any) => p.id));
    for (const [i, project] of body.data.projects.entries()) {
      expect(project.projectType).toBe('mixed_use');
      expect(project.status).toBe(rest[i].status.replace(/-/g, '_'));
    }
    const units = (await server.get(`/api/projects/${rest[0].id}/units`)).body;
    expect(body.data.projects[0].units).toEqual(
      units.map((u: any) => ({ unitType: u.unitType.replace(/-/g, '_').replace(/^(\d)/, '_$1'), status: u.status })),
    );
  });

  it('gives every project the same unit statistics as REST', async () => {
    const { body } = await server.graphql(
      `query { projects { id unitStatistics {
        profitRange { min max } minimumInvestmentRange { min max }
        availableUnits partiallyFundedUnits fullyFundedUnits soldUnits totalUnits
      } } }`,
    );
    expect(body.errors).toBeUndefined();
    for (const project of body.data.projects) {
      const rest = await server.get(`/api/projects/${project.id}/unit-statistics`);
      expect(project.unitStatistics).toEqual(rest.body);
    }
  });

  it('serves developers, currencies and the calculator', async () => {
    const { body } = await server.graphql(
      `query {
        developers { name specialties totalValue }
        currencies { code symbol rate decimals }
        calculateInvestment(input: { amount: "10000", returnRate: 16, timeline: 24 }) {
          initial totalReturn totalValue milestones { months value }
        }
      }`,
    );
    expect(body.errors).toBeUndefined();
    expect(body.data.developers.length).toBeGreaterThanOrEqual(4);
    expect(body.data.currencies.map((c: any) => c.code)).toContain('XOF');
    const projection = body.data.calculateInvestment;
    const rest = (await server.post('/api/calculate-investment', { amount: '10000', returnRate: '16', timeline: '24' }))
      .body;
    expect(projection).toEqual(rest);
  });

  it('refuses queries nested beyond the depth limit', async () => {
    const deep = await server.graphql(
      'query { __type(name: "Project") { fields { type { ofType { ofType { ofType { ofType { ofType { ofType { name } } } } } } } } } }',
    );
    expect(deep.status).toBe(400);
    expect(deep.body.errors[0].message).toMatch(/depth limit of 8 exceeded/);
  });
});
