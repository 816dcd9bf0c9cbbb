import { ProjectRow, ProjectUpdateRow } from '@cobuy/adapters';
import { insertProjectWithUnits } from '@cobuy/adapters/testing';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../src/testing/test-server.js';

/** Adds projects (each with two units and an update) until there are `total`. */
async function growCatalogTo(server: ReturnType<typeof useTestServer>, total: number): Promise<void> {
  const em = server.db.em();
  const existing = await em.count(ProjectRow, {});
  for (let i = existing; i < total; i++) {
    const { projectId } = await insertProjectWithUnits(em, ['A-01', 'A-02'], {
      project: {
        title: `Project ${i}`,
        description: 'Generated',
        status: 'available',
        developerListingPrice: '200000.00',
      },
      unit: { features: ['garden'] },
    });
    em.create(ProjectUpdateRow, {
      projectId,
      title: 'Started',
      description: 'Work began',
      progressPercentage: 5,
      updateType: 'progress',
      imageUrl: null,
    });
  }
  await em.flush();
}

const LIST = `query { projects { id totalUnits units { id price } updates { id } developer { name } unitStatistics { totalUnits } } }`;
const PAGE = `query { projectsConnection(first: 8) { totalCount pageInfo { hasNextPage endCursor }
  nodes { id totalUnits units { id price } updates { id } developer { name } unitStatistics { totalUnits } } } }`;

describe('the projects list costs a constant number of SQL statements', () => {
  const server = useTestServer({ seed: false });

  async function statementsFor(request: () => Promise<{ status: number; body: any }>, expected: number) {
    server.resetQueries();
    const { status, body } = await request();
    expect(status).toBe(200);
    const rows = Array.isArray(body) ? body : (body.data.projects ?? body.data.projectsConnection.nodes);
    expect(rows).toHaveLength(expected);
    return server.queries.length;
  }

  it('for 10 and for 100 projects, over GraphQL and REST, whole or a page at a time', async () => {
    await growCatalogTo(server, 10);
    const graphql10 = await statementsFor(() => server.graphql(LIST), 10);
    const rest10 = await statementsFor(() => server.get('/api/projects'), 10);
    await growCatalogTo(server, 100);
    const graphql100 = await statementsFor(() => server.graphql(LIST), 100);
    const rest100 = await statementsFor(() => server.get('/api/projects'), 100);
    expect(graphql100).toBe(graphql10);
    expect(rest100).toBe(rest10);
    // A page, at the start and further in: the same statements (keyset, not offset), the count one more.
    const page10 = await statementsFor(() => server.graphql(PAGE), 8);
    const restPage = await statementsFor(() => server.get('/api/projects?limit=8'), 8);
    const { body } = await server.graphql(PAGE);
    const cursor = body.data.projectsConnection.pageInfo.endCursor;
    const later = await statementsFor(
      () => server.graphql(PAGE.replace('first: 8', `first: 8, after: "${cursor}"`)),
      8,
    );
    expect(later).toBe(page10);
    expect(page10).toBe(graphql10 + 1);
    expect(restPage).toBe(2);
    // projects + unit summaries + units + updates (+ developers, none here): a handful, not one per row.
    expect(graphql10).toBeLessThanOrEqual(5);
    expect(rest10).toBe(2);
  });
});

describe('ETags', () => {
  const server = useTestServer({ seed: true });

  it('API answers carry none: nothing revalidates a POST, and REST answers are no-store', async () => {
    const graphql = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: LIST }),
    });
    expect(graphql.status).toBe(200);
    expect(graphql.headers.get('etag')).toBeNull();
    expect(graphql.headers.get('x-powered-by')).toBeNull();
    expect(graphql.headers.get('cache-control')).toBe('no-store');
    expect(((await graphql.json()) as { data: { projects: unknown[] } }).data.projects.length).toBeGreaterThan(0);

    const rest = await server.get('/api/projects');
    expect(rest.status).toBe(200);
    expect(rest.headers.get('etag')).toBeNull();
    expect(rest.headers.get('x-powered-by')).toBeNull();
    expect(rest.headers.get('cache-control')).toBe('no-store');
  });

  it('a GraphQL request the body parser refuses still gets the JSON error answer', async () => {
    const { status, body } = await server.post('/graphql', '{"query": ');
    expect(status).toBe(400);
    expect(body).toEqual(expect.objectContaining({ code: expect.any(String) }));
  });
});
