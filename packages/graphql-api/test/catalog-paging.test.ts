import { describe, expect, it } from 'vitest';
import { useTestServer } from '../src/testing/test-server.js';

/**
 * Lists that page (docs/api.md): GET /api/projects with `limit`/`cursor` and the GraphQL `projectsConnection`,
 * on the real server and database.
 */

type Server = ReturnType<typeof useTestServer>;

/** Adds `count` projects (a text search finds them by `title`), each one microsecond newer than the last. */
async function addProjects(
  server: Server,
  count: number,
  fields: { title: string; type?: string; location?: string; at?: string },
): Promise<void> {
  await server.db.em().execute(
    `insert into projects (title, description, location, project_type, developer_name, timeline,
                           construction_timeline, expected_profit, profit_range_min, profit_range_max,
                           developer_listing_price, unit_price, min_investment, status, created_at)
     select ? || ' ' || g, 'Generated', ?, ?, 'Dev', 24, '24 months', 18, 15, 20, 100000, 100000, 1000,
            'funding', ${fields.at ?? 'now()'} + g * interval '1 microsecond'
       from generate_series(1, ?) g`,
    [fields.title, fields.location ?? 'Spintex, Accra', fields.type ?? 'residential', count],
  );
}

const ids = (body: { id: number }[]) => body.map((p) => p.id);

describe('paging the projects list', () => {
  const server = useTestServer({ seed: false });

  it('REST: `limit` pages follow X-Next-Cursor and Link, every project once, while projects are added', async () => {
    await addProjects(server, 23, { title: 'Walk', at: "timestamptz '2026-01-01 00:00:00+00'" });
    const whole = await server.get('/api/projects?search=walk');
    expect(whole.status).toBe(200);
    expect(whole.body).toHaveLength(23);
    expect(whole.headers.get('x-next-cursor')).toBeNull();
    expect(whole.headers.get('link')).toBeNull();

    const seen: number[] = [];
    let path: string | null = '/api/projects?search=walk&limit=5';
    let pages = 0;
    while (path) {
      // Every page races a new project that the filter keeps (newest of all: it belongs before the first page).
      const [page] = await Promise.all([server.get(path), addProjects(server, 1, { title: 'Walk late' })]);
      expect(page.status).toBe(200);
      expect(page.body.length).toBeLessThanOrEqual(5);
      seen.push(...ids(page.body));
      pages += 1;
      const next = page.headers.get('x-next-cursor');
      const link = page.headers.get('link');
      if (!next) {
        expect(link).toBeNull();
        path = null;
      } else {
        // The Link keeps the filters and the limit and carries the cursor.
        const target = /^<(\/api\/projects\?[^>]+)>; rel="next"$/.exec(link ?? '')![1]!;
        const params = new URL(target, 'http://x').searchParams;
        expect(params.get('search')).toBe('walk');
        expect(params.get('limit')).toBe('5');
        expect(params.get('cursor')).toBe(next);
        path = target;
      }
    }
    const original = ids(whole.body);
    expect(seen.filter((id) => original.includes(id))).toEqual(original);
    expect(new Set(seen).size).toBe(seen.length);
    expect(pages).toBeGreaterThanOrEqual(5);
  });

  it('REST: filters combine with paging; the cap answers the first 1,000 and a cursor to the rest', async () => {
    await addProjects(server, 6, { title: 'Harbour', type: 'commercial', location: 'Tema, Greater Accra' });
    await addProjects(server, 5, { title: 'Harbour', type: 'residential', location: 'Tema, Greater Accra' });
    const first = await server.get('/api/projects?projectType=commercial&search=harbour&location=tema&limit=4');
    expect(first.body).toHaveLength(4);
    const second = await server.get(
      `/api/projects?projectType=commercial&search=harbour&location=tema&limit=4&cursor=${first.headers.get('x-next-cursor')}`,
    );
    expect(second.body).toHaveLength(2);
    expect(second.headers.get('x-next-cursor')).toBeNull();
    for (const p of [...first.body, ...second.body]) expect(p.projectType).toBe('commercial');
    const all = await server.get('/api/projects?projectType=commercial&search=harbour');
    expect([...ids(first.body), ...ids(second.body)]).toEqual(ids(all.body));

    await addProjects(server, 1000, { title: 'Bulk', at: "timestamptz '2020-01-01 00:00:00+00'" });
    const capped = await server.get('/api/projects');
    expect(capped.body).toHaveLength(1000);
    const rest = await server.get(`/api/projects?cursor=${capped.headers.get('x-next-cursor')}`);
    expect(rest.status).toBe(200);
    const total = 1000 + rest.body.length;
    expect(rest.headers.get('x-next-cursor')).toBeNull();
    expect(new Set([...ids(capped.body), ...ids(rest.body)]).size).toBe(total);
    const { body } = await server.graphql('{ projectsConnection(first: 1) { totalCount } }');
    expect(body.data.projectsConnection.totalCount).toBe(total);
  });

  it('refuses a bad limit or cursor with a 400 naming the field (REST) or the argument (GraphQL)', async () => {
    for (const limit of ['0', '-1', '1001', 'abc', '1.5', '1e2', '']) {
      const response = await server.get(`/api/projects?limit=${limit}`);
      expect(response.status, limit).toBe(400);
      expect(response.body.code).toBe('VALIDATION.INVALID_INPUT');
      expect(response.body.fields.limit, limit).toBe('must be a whole number from 1 to 1000');
    }
    const forged = Buffer.from('k1.12.0').toString('base64url');
    for (const cursor of ['garbage!', 'abc', forged, 'x'.repeat(200)]) {
      const response = await server.get(`/api/projects?cursor=${encodeURIComponent(cursor)}`);
      expect(response.status, cursor).toBe(400);
      expect(response.body.fields.cursor, cursor).toBe('is not a cursor from a previous page of this list');
    }
    const graphql = await server.graphql('{ projectsConnection(first: 0, after: "nope") { totalCount } }');
    expect(graphql.body.errors[0].extensions.code).toBe('VALIDATION.INVALID_INPUT');
    expect(graphql.body.errors[0].extensions.fields).toEqual({
      first: 'must be a whole number from 1 to 1000',
      after: 'is not a cursor from a previous page of this list',
    });
  });

  it('GraphQL: projectsConnection pages with first/after, edges carry cursors, totalCount counts the filter', async () => {
    await addProjects(server, 7, { title: 'Lagoon', type: 'mixed-use', location: 'Lekki, Lagos' });
    const query = `query($f: ProjectFilter, $first: Int, $after: String) {
      projectsConnection(filter: $f, first: $first, after: $after) {
        totalCount
        pageInfo { hasNextPage endCursor }
        edges { cursor node { id } }
        nodes { id projectType units { id } }
      }
    }`;
    const filter = { search: 'lagoon', projectType: 'mixed_use' };
    const seen: number[] = [];
    let after: string | null = null;
    for (;;) {
      const { status, body } = await server.graphql(query, { f: filter, first: 3, after });
      expect(status).toBe(200);
      expect(body.errors).toBeUndefined();
      const page = body.data.projectsConnection;
      expect(page.totalCount).toBe(7);
      expect(page.edges.map((e: { node: { id: number } }) => e.node.id)).toEqual(ids(page.nodes));
      expect(page.pageInfo.endCursor).toBe(page.edges.at(-1)?.cursor ?? null);
      seen.push(...ids(page.nodes));
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(seen).toEqual(ids((await server.get('/api/projects?search=lagoon&projectType=mixed-use')).body));
    // Twenty unless `first` says otherwise.
    const { body } = await server.graphql('{ projectsConnection { nodes { id } pageInfo { hasNextPage } } }');
    expect(body.data.projectsConnection.nodes).toHaveLength(20);
    expect(body.data.projectsConnection.pageInfo.hasNextPage).toBe(true);
  });
});

describe('archived projects in the paged list', () => {
  const server = useTestServer();

  it("are the admin panel's: includeArchived is refused to visitors and investors, paged or not", async () => {
    const query = '{ projectsConnection(first: 2, filter: { includeArchived: true }) { totalCount nodes { id } } }';
    const anonymous = await server.graphql(query);
    expect(anonymous.body.errors[0].extensions.code).toBe('AUTH.UNAUTHENTICATED');
    expect((await server.get('/api/projects?includeArchived=true&limit=2')).status).toBe(401);
  });
});
