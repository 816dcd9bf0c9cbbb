import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readConfig } from '../src/config.js';
import { startServer, type RunningServer } from '../src/server.js';
import { useTestServer } from '../src/testing/test-server.js';
import { WEB_QUERY_VARIABLES, webQueries, withoutAnswerInstant } from './support/web-queries.js';
import { adminAccount, bearer, freshIp, newAccount } from './support/accounts-helpers.js';
import { logger } from '../src/observability/log.js';

/**
 * The same requests to two servers over one database and one set of services: the default (queries compiled
 * by graphql-jit) and GRAPHQL_JIT=off (graphql-js). Status and JSON body must be identical, errors included.
 */
describe('GraphQL with graphql-jit answers exactly as graphql-js', () => {
  const server = useTestServer();
  let plain: RunningServer;
  const who: Record<'anonymous' | 'investor' | 'admin', Record<string, string>> = {
    anonymous: {},
    investor: {},
    admin: {},
  };

  beforeAll(async () => {
    const base = readConfig({ NODE_ENV: 'test', GRAPHQL_JIT: 'off' });
    expect(base.graphqlJit).toBe(false);
    expect(readConfig({ NODE_ENV: 'test' }).graphqlJit).toBe(true);
    plain = await startServer(server.services, {
      ...base,
      port: 0,
      host: '127.0.0.1',
      fileEncryption: { FILE_ENCRYPTION_KEY: randomBytes(32).toString('base64') },
      mailSettingsKeys: { MAIL_SETTINGS_KEY: randomBytes(32).toString('base64') },
    });
    who.investor = bearer((await newAccount(server)).token);
    who.admin = bearer((await adminAccount(server)).token);
  });
  afterAll(async () => {
    await plain?.stop();
  });

  async function both(query: string, variables?: Record<string, unknown>, headers: Record<string, string> = {}) {
    const send = async (url: string) => {
      const response = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...freshIp(), ...headers },
        body: JSON.stringify({ query, variables }),
      });
      const text = withoutAnswerInstant(await response.text());
      return { status: response.status, body: JSON.parse(text) as Record<string, unknown> };
    };
    const compiled = await send(server.url);
    const interpreted = await send(plain.url);
    return { compiled, interpreted };
  }

  const queries = webQueries();

  it('covers the web app queries', () => {
    expect(queries.map((q) => q.name)).toEqual(expect.arrayContaining(['ProjectsPage', 'ProjectPage', 'MyDashboard']));
  });

  it.each(['anonymous', 'investor', 'admin'] as const)(
    'every web query, as %s: the same status and body (answers, AUTH and FORBIDDEN errors)',
    async (role) => {
      for (const op of queries) {
        const { compiled, interpreted } = await both(op.text, WEB_QUERY_VARIABLES[op.name], who[role]);
        expect({ op: op.name, ...compiled }).toStrictEqual({ op: op.name, ...interpreted });
      }
    },
  );

  it('the project list and page hold data, and an anonymous dashboard is AUTH.UNAUTHENTICATED', async () => {
    const list = await both(queries.find((q) => q.name === 'ProjectsPage')!.text, { first: 12 });
    const connection = (list.compiled.body.data as { projectsConnection: { nodes: unknown[] } }).projectsConnection;
    expect(connection.nodes.length).toBeGreaterThan(0);
    expect(list.compiled).toStrictEqual(list.interpreted);
    const page = await both(queries.find((q) => q.name === 'ProjectPage')!.text, { id: 1 });
    expect(page.compiled.body).toMatchObject({ data: { project: { id: 1 } } });
    const dashboard = await both(queries.find((q) => q.name === 'MyDashboard')!.text);
    expect(dashboard.compiled.body).toMatchObject({ errors: [{ extensions: { code: 'AUTH.UNAUTHENTICATED' } }] });
    expect(dashboard.compiled).toStrictEqual(dashboard.interpreted);
  });

  it.each([
    [
      'a project that does not exist',
      'query($id: Int!) { project(id: $id) { id title } }',
      { id: 999_999 },
      'PROJECT.NOT_FOUND',
    ],
    ['a field that does not exist', '{ projects { id nope } }', undefined, 'GRAPHQL_VALIDATION_FAILED'],
    [
      'a variable of the wrong type',
      'query($id: Int!) { project(id: $id) { id } }',
      { id: 'one' },
      'VALIDATION.INVALID_INPUT',
    ],
    ['a missing variable', 'query($id: Int!) { project(id: $id) { id } }', {}, 'VALIDATION.INVALID_INPUT'],
  ])('%s: the same error', async (_name, query, variables, code) => {
    const { compiled, interpreted } = await both(query, variables);
    expect(compiled.body).toMatchObject({ errors: [{ extensions: { code } }] });
    expect(compiled).toStrictEqual(interpreted);
  });

  it('a resolver that throws an internal error: masked as INTERNAL, its null propagated up to the data', async () => {
    const updates = vi
      .spyOn(server.services.catalogBatches, 'updatesByProjectIds')
      .mockRejectedValue(new Error('relation "project_updates" does not exist'));
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    try {
      const query = 'query($id: Int!) { project(id: $id) { id title updates { title } } developers { name } }';
      const { compiled, interpreted } = await both(query, { id: 1 });
      expect(compiled.body).toMatchObject({
        data: null,
        errors: [{ message: 'Something went wrong on our side. Please try again.', extensions: { code: 'INTERNAL' } }],
      });
      expect(JSON.stringify(compiled.body)).not.toContain('project_updates');
      expect(compiled).toStrictEqual(interpreted);
      // Both logged the resolver's own error behind the mask.
      expect(logged.mock.calls.map(([fields]) => String((fields as unknown as { err: unknown }).err))).toEqual([
        'Error: relation "project_updates" does not exist',
        'Error: relation "project_updates" does not exist',
      ]);
    } finally {
      updates.mockRestore();
      logged.mockRestore();
    }
  });
});
