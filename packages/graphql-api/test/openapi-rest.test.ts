import 'reflect-metadata';
import { seedDemoCatalog } from '@cobuy/adapters';
import { useTestDatabase } from '@cobuy/adapters/testing';
import { PROJECT_TYPES } from '@cobuy/domain';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createAppServices, type AppServices } from '../src/composition-root.js';
import { readConfig } from '../src/config.js';
import { buildOpenApiDocument } from '../src/openapi/openapi-document.js';
import { errorJson } from '../src/openapi/response.schemas.js';
import { apiRoutes } from '../src/rest/api.routes.js';
import type { RestRoute } from '../src/rest/rest-route.js';
import { startServer, type RunningServer } from '../src/server.js';
import { freshIp, send } from './support/accounts-helpers.js';
import { serverRoutes } from './support/express-routes.js';

/*
 * The OpenAPI document of the REST facade (/api/openapi.json): valid OpenAPI 3.1, listing exactly the /api
 * routes the running Express app serves, with parameters and bodies that match the use cases' zod schemas,
 * and response schemas that the real answers satisfy.
 */

/**
 * Served under /api but deliberately outside the route table and the document: the development mailbox
 * (a developer tool, mounted outside production only; docs/api.md).
 */
const UNDOCUMENTED_DEV_ONLY = ['GET /api/dev/mailbox'];

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

interface Doc {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, any>>;
  servers: unknown;
  components: any;
}

/** `GET /api/projects/:id` for every operation of the document. */
const documentedRoutes = (doc: Doc): string[] =>
  Object.entries(doc.paths)
    .flatMap(([path, item]) =>
      Object.keys(item)
        .filter((k) => METHODS.includes(k))
        .map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    )
    .sort();

describe('REST OpenAPI document', () => {
  const fixture = useTestDatabase();
  let server: RunningServer;
  let services: AppServices;
  let doc: Doc;
  let served: { status: number; headers: Headers };

  beforeAll(async () => {
    await seedDemoCatalog(fixture.db);
    const config = { ...readConfig({ NODE_ENV: 'test' }), port: 0, host: '127.0.0.1' };
    services = createAppServices(fixture.db, config);
    server = await startServer(services, config);
    const response = await send(server, 'GET', '/api/openapi.json');
    served = response;
    doc = response.body as Doc;
  });
  afterAll(async () => {
    await server?.stop();
    await services?.accountsStartup.close();
  });

  const operation = (method: string, path: string) => doc.paths[path]?.[method];

  it('is served to anyone as cacheable JSON, and is a valid OpenAPI 3.1 document', async () => {
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toMatch(/^application\/json/);
    expect(served.headers.get('cache-control')).toMatch(/public/);
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc.info).toMatchObject({ title: expect.any(String), version: expect.any(String) });
    expect(Object.keys(doc.paths).length).toBeGreaterThan(10);

    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc) as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toMatch(/^3\.1/);
  });

  it("reads as partners' tools read it: every operation states its security, the server is named, same-shape paths say why", () => {
    const operations = Object.values(doc.paths).flatMap((item) =>
      Object.entries(item)
        .filter(([k]) => METHODS.includes(k))
        .map(([, op]) => op),
    );
    expect(operations.filter((op) => op.security === undefined).map((op) => op.operationId)).toEqual([]);
    expect(operations.filter((op) => op.security.length === 0).length).toBeGreaterThan(5);
    // The deployment's own PUBLIC_URL (readConfig's default here).
    expect(doc.servers).toEqual([{ url: 'http://localhost:3000', description: expect.stringContaining('/api') }]);
    // The specification's paths that differ only by a parameter's name (the lint accepts exactly these).
    const sameShape = Object.keys(doc.paths).filter((path) => {
      const shape = path.replace(/\{\w+\}/g, '{}');
      return Object.keys(doc.paths).some((other) => other !== path && other.replace(/\{\w+\}/g, '{}') === shape);
    });
    expect(sameShape.sort()).toEqual([
      '/api/financial-goals/{id}',
      '/api/financial-goals/{userId}',
      '/api/projects/{id}/units',
      '/api/projects/{projectId}/units',
    ]);
    for (const path of sameShape) expect((doc.paths[path] as any).description, path).toMatch(/specification/);
  });

  it('the validator does refuse a broken document (so the check above means something)', async () => {
    const broken = structuredClone(doc) as any;
    broken.paths['/api/projects'].get.responses = 'none';
    const result = await new Validator().validate(broken);
    expect(result.valid).toBe(false);
  });

  it('lists exactly the /api routes the running server serves, and nothing else', async () => {
    const servedRoutes = serverRoutes(server).filter((r) => r.split(' ')[1]!.startsWith('/api/'));
    // The exclusion is not stale: the development mailbox really is served here.
    for (const route of UNDOCUMENTED_DEV_ONLY) expect(servedRoutes).toContain(route);
    const documented = documentedRoutes(doc);
    expect(documented.length).toBeGreaterThan(10);
    expect({
      servedButUndocumented: servedRoutes.filter((r) => !documented.includes(r) && !UNDOCUMENTED_DEV_ONLY.includes(r)),
      documentedButNotServed: documented.filter((r) => !servedRoutes.includes(r)),
    }).toEqual({ servedButUndocumented: [], documentedButNotServed: [] });
  });

  it('every documented operation reaches a handler, and undocumented paths get the API 404', async () => {
    for (const route of documentedRoutes(doc)) {
      const [method, path] = route.split(' ') as [string, string];
      const res = await send(server, method, path.replace(/:\w+/g, '1'), undefined, freshIp());
      expect(`${route} → ${res.status} ${res.body?.message ?? ''}`).not.toMatch(/No API route/);
      expect(res.status, route).toBeLessThan(500);
    }
    for (const [method, path] of [
      ['GET', '/api/projects/1/investments'],
      ['PATCH', '/api/projects/1'],
      ['DELETE', '/api/projects'],
      ['GET', '/api/openapi.yaml'],
    ] as const) {
      const res = await send(server, method, path);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body.message).toBe(`No API route ${method} ${path}`);
    }
  });

  it('documents GET /api/projects with the query parameters of its zod schema', () => {
    const op = operation('get', '/api/projects');
    expect(op.parameters.map((p: any) => [p.name, p.in, p.required])).toEqual([
      ['location', 'query', false],
      ['projectType', 'query', false],
      ['minInvestment', 'query', false],
      ['search', 'query', false],
      ['includeArchived', 'query', false],
    ]);
    const byName = Object.fromEntries(op.parameters.map((p: any) => [p.name, p.schema]));
    expect(byName.projectType.enum).toEqual([...PROJECT_TYPES]);
    expect(byName.location).toMatchObject({ type: 'string', maxLength: 100 });
    expect(byName.minInvestment.type).toEqual(['number', 'string']);
    expect(op.requestBody).toBeUndefined();
    // Public: said explicitly, so generators and linters (Redocly's security-defined) need not guess.
    expect(op.security).toEqual([]);
  });

  it('documents path parameters, bodies, the bearer scheme and the error answers of a guarded call', () => {
    const op = operation('put', '/api/admin/users/{userId}/role');
    expect(op.parameters).toEqual([
      { name: 'userId', in: 'path', required: true, schema: expect.objectContaining({ type: 'integer' }) },
    ]);
    expect(op.requestBody.required).toBe(true);
    expect(op.requestBody.content['application/json'].schema).toEqual({
      type: 'object',
      properties: { role: { type: 'string', enum: ['user', 'admin'] } },
      required: ['role'],
    });
    expect(op.security).toEqual([{ bearerAuth: [] }]);
    expect(Object.keys(op.responses).sort()).toEqual(['200', '400', '401', '403', '404', '409', '413']);
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });

    const logout = operation('post', '/api/auth/logout');
    expect(logout.parameters).toBeUndefined(); // the token travels in the Authorization header only
    expect(logout.requestBody).toBeUndefined();
    expect(logout.security).toEqual([{ bearerAuth: [] }]);

    const signIn = operation('post', '/api/auth/signin');
    expect(Object.keys(signIn.responses).sort()).toEqual(['200', '400', '401', '413', '429']);
    expect(signIn.responses['429'].headers['Retry-After'].schema.type).toBe('integer');
    expect(signIn.responses['401'].description).toMatch(/ACCOUNTS\.INVALID_CREDENTIALS/);
    expect(signIn.responses['400'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/Error',
    });
    expect(doc.components.schemas.Error).toMatchObject({
      type: 'object',
      properties: { message: { type: 'string' }, code: { type: 'string' }, fields: { type: 'object' } },
      required: ['message', 'code'],
    });
    expect(operation('get', '/api/projects/{id}').responses['404'].description).toMatch(/PROJECT\.NOT_FOUND/);
    expect(operation('post', '/api/users').responses['201']).toBeDefined();
  });

  it("documents, for every route, exactly the fields of its use case's zod input schema", () => {
    for (const route of apiRoutes(services)) {
      const path = `/api${route.path.replace(/:(\w+)/g, '{$1}')}`;
      const op = operation(route.method, path);
      const paramToField = Object.fromEntries(Object.entries(route.input.path ?? {}).map(([f, p]) => [p, f]));
      const documented = [
        ...(op.parameters ?? []).map((p: any) => (p.in === 'path' ? paramToField[p.name] : p.name)),
        // A JSON body, or a multipart form (an upload) whose properties are its fields and files.
        ...Object.keys(
          (op.requestBody?.content['application/json'] ?? op.requestBody?.content['multipart/form-data'])?.schema
            .properties ?? {},
        ),
        ...(route.input.bearerToken ? [route.input.bearerToken] : []),
      ].sort();
      const shape = Object.keys((route.useCase.input as unknown as z.ZodObject).shape).sort();
      expect(documented, `${route.method} ${path}`).toEqual(shape);
    }
  });

  it('refuses to build a document from a table entry that does not fit its use case', () => {
    const listProjects = apiRoutes(services).find((r) => r.path === '/projects')!;
    const unknownField: RestRoute = { ...listProjects, input: { query: ['location', 'colour'] } };
    expect(() => buildOpenApiDocument([unknownField])).toThrow(/colour/);
    const fieldFromNowhere: RestRoute = { ...listProjects, input: { query: ['location'] } };
    expect(() => buildOpenApiDocument([fieldFromNowhere])).toThrow(/projectType/);
    const project = apiRoutes(services).find((r) => r.path === '/projects/:id')!;
    const unusedParam: RestRoute = { ...project, path: '/projects/:id/:other' };
    expect(() => buildOpenApiDocument([unusedParam])).toThrow(/path parameters/);
  });

  it("the real answers satisfy each route's documented response schema", async () => {
    const routes = apiRoutes(services);
    const schemaOf = (method: string, path: string) =>
      routes.find((r) => r.method === method && r.path === path)!.response.schema;
    const check = async (method: string, routePath: string, path: string, body?: unknown) => {
      const res = await send(server, method.toUpperCase(), path, body, freshIp());
      expect(res.status, `${method} ${path}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
      const parsed = schemaOf(method, routePath).safeParse(res.body);
      expect(parsed.error?.issues ?? [], `${method} ${path}`).toEqual([]);
      return res.body;
    };
    const projects = await check('get', '/projects', '/api/projects');
    expect(projects.length).toBeGreaterThan(0);
    const id = projects[0].id;
    await check('get', '/projects/:id', `/api/projects/${id}`);
    expect((await check('get', '/projects/:id/units', `/api/projects/${id}/units`)).length).toBeGreaterThan(0);
    await check('get', '/projects/:id/unit-statistics', `/api/projects/${id}/unit-statistics`);
    await check('get', '/projects/:id/updates', `/api/projects/${id}/updates`);
    await check('get', '/developers', '/api/developers');
    await check('get', '/currencies', '/api/currencies');
    await check('post', '/calculate-investment', '/api/calculate-investment', {
      amount: 10000,
      returnRate: 16,
      timeline: 24,
    });
    const u = `doc${Math.random().toString(36).slice(2, 8)}`;
    const email = `${u}@example.com`;
    await check('post', '/users', '/api/users', {
      username: u,
      email,
      password: 'Labadi-Beach-42',
      firstName: 'Efua',
      lastName: 'Mensah',
    });
    const session = await check('post', '/auth/signin', '/api/auth/signin', { email, password: 'Labadi-Beach-42' });
    const me = await send(server, 'GET', '/api/auth/user', undefined, { authorization: `Bearer ${session.token}` });
    expect(schemaOf('get', '/auth/user').safeParse(me.body).success).toBe(true);
    await check('post', '/auth/forgot-password', '/api/auth/forgot-password', { email });

    const bad = await send(server, 'GET', '/api/projects/abc');
    expect(bad.status).toBe(400);
    expect(errorJson.parse(bad.body).fields).toHaveProperty('projectId');
  });
});
