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
    const badFilter = await server.graphql(
      'query { projects(filter: { minInvestment: "1e5", projectType: "castle" }) { id } }',
    );
    expect(badFilter.body.errors[0].extensions.code).toBe('VALIDATION.INVALID_INPUT');
    expect(Object.keys(badFilter.body.errors[0].extensions.fields).sort()).toEqual(['minInvestment', 'projectType']);
    const nul = await server.graphql('query($s: String) { projects(filter: { search: $s }) { id } }', { s: 'a\u0000' });
    expect(nul.body.errors[0].extensions.fields).toEqual({ search: 'must not contain NUL characters' });
    const badId = await server.graphql('query { project(id: "x") { id } }');
    expect(badId.status).toBe(400);
    expect(badId.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
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
