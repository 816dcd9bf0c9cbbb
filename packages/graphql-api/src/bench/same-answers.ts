import { deepStrictEqual } from 'node:assert/strict';
import { graphqlEnumName } from '../graphql/enums.js';

/**
 * Before measuring anything, prove the three endpoints answer the same thing: a faster baseline that
 * returned less (or other) data would make every ratio meaningless.
 */

type Json = Record<string, unknown>;

/** Project fields that are GraphQL enums: GraphQL spells their values as enum names ('mixed-use' → mixed_use). */
const ENUM_FIELDS = new Set(['status', 'projectType']);

async function getJson(url: string, init?: RequestInit): Promise<unknown> {
  const response = await fetch(url, init);
  const text = await response.text();
  if (!response.ok)
    throw new Error(`${init?.method ?? 'GET'} ${url} answered ${response.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text);
}

export const graphqlRequest = (query: string) => ({
  method: 'POST' as const,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ query }),
});

/**
 * Checks the baseline body deep-equals the real REST body and that the GraphQL list returns the same
 * values for the same fields. Returns the GraphQL query (built from the REST body's keys, so a field added
 * to REST is either selected or makes this fail) and the number of projects.
 */
export async function assertSameAnswers(rawUrl: string, appUrl: string): Promise<{ query: string; projects: number }> {
  const rest = (await getJson(`${appUrl}/api/projects`)) as Json[];
  const raw = (await getJson(`${rawUrl}/api/projects`)) as Json[];
  if (!Array.isArray(rest) || rest.length === 0) throw new Error('REST /api/projects returned no projects');
  deepStrictEqual(raw, rest, 'the raw baseline body differs from REST /api/projects');

  const fields = Object.keys(rest[0]!);
  const query = `query BenchProjects { projects { ${fields.join(' ')} } }`;
  const answer = (await getJson(`${appUrl}/graphql`, graphqlRequest(query))) as {
    data?: { projects: Json[] };
    errors?: unknown;
  };
  if (answer.errors || !answer.data) throw new Error(`GraphQL projects failed: ${JSON.stringify(answer.errors)}`);
  const expected = rest.map((project) =>
    Object.fromEntries(
      fields.map((field) => {
        const value = project[field];
        return [field, ENUM_FIELDS.has(field) && typeof value === 'string' ? graphqlEnumName(value) : value];
      }),
    ),
  );
  deepStrictEqual(answer.data.projects, expected, 'the GraphQL projects list differs from REST /api/projects');
  return { query, projects: rest.length };
}

const bearer = (token: string | undefined): Record<string, string> =>
  token ? { authorization: `Bearer ${token}` } : {};

/**
 * The raw baseline of an investor page (project page, dashboard) must answer exactly what the real server's
 * GraphQL answers to the web's operation, `{"data": …}` and all.
 */
export async function assertSamePage(
  rawUrl: string,
  appUrl: string,
  page: { readonly name: string; readonly body: string; readonly token?: string; readonly rawPath: string },
): Promise<void> {
  const graphql = (await getJson(`${appUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...bearer(page.token) },
    body: page.body,
  })) as { data?: unknown; errors?: unknown };
  if (graphql.errors || !graphql.data)
    throw new Error(`GraphQL ${page.name} failed: ${JSON.stringify(graphql.errors)}`);
  const raw = await getJson(`${rawUrl}${page.rawPath}`, { headers: bearer(page.token) });
  deepStrictEqual(raw, graphql, `the raw baseline of ${page.name} differs from the GraphQL answer`);
}
