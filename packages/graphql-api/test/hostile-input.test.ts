import { describe, expect, it } from 'vitest';
import { useTestServer } from '../src/testing/test-server.js';

const server = useTestServer();

describe('hostile input gets a 400 with the reason, never a 500', () => {
  it('refuses a 40,000-deep JSON array in a REST body', async () => {
    const body = '['.repeat(40_000) + ']'.repeat(40_000);
    const res = await fetch(`${server.url}/api/calculate-investment`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      code: 'VALIDATION.INVALID_INPUT',
      fields: { _: 'is nested too deeply (at most 32 levels)' },
    });
    // The server is still answering.
    expect((await server.get('/healthz')).status).toBe(200);
  });

  it('refuses a deeply nested object inside a field', async () => {
    const inner = '{"a":'.repeat(5_000) + '1' + '}'.repeat(5_000);
    const res = await fetch(`${server.url}/api/calculate-investment`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `{"amount":${inner}}`,
    });
    expect(res.status).toBe(400);
  });

  it('reads a path id only as a plain decimal integer', async () => {
    const { body: projects } = await server.get('/api/projects');
    const id = projects[0].id as number;
    expect((await server.get(`/api/projects/${id}`)).status).toBe(200);
    for (const spelling of ['0x2', '2e0', '1.0', '+2', '%202', '02', '-1', '0', '99999999999']) {
      const res = await server.get(`/api/projects/${spelling}`);
      expect({ spelling, status: res.status }).toEqual({ spelling, status: 400 });
      expect(res.body).toMatchObject({ code: 'VALIDATION.INVALID_INPUT', fields: { projectId: expect.any(String) } });
    }
  });
});

describe('secrets are not cached', () => {
  it('answers every auth call with Cache-Control: no-store, over REST and GraphQL', async () => {
    const email = `nostore${Date.now()}@example.com`;
    const password = 'Labadi-Beach-42';
    const signUp = await server.post('/api/users', {
      username: `nostore${Date.now()}`,
      email,
      password,
      firstName: 'Ama',
      lastName: 'Owusu',
    });
    const signIn = await server.post('/api/auth/signin', { email, password });
    const me = await server.get('/api/auth/user', { authorization: `Bearer ${signIn.body.token}` });
    const forgot = await server.post('/api/auth/forgot-password', { email });
    const badSignIn = await server.post('/api/auth/signin', { email, password: 'wrong-password' });
    for (const [name, res] of Object.entries({ signUp, signIn, me, forgot, badSignIn })) {
      expect({ name, cacheControl: res.headers.get('cache-control') }).toEqual({ name, cacheControl: 'no-store' });
    }
    const graphql = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'mutation($input: SignInInput!) { signIn(input: $input) { token } }',
        variables: { input: { email, password } },
      }),
    });
    expect(graphql.status).toBe(200);
    expect(graphql.headers.get('cache-control')).toBe('no-store');
  });
});
