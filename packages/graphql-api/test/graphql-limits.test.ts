import {
  Kind,
  parse,
  specifiedRules,
  validate,
  visit,
  type DefinitionNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
} from 'graphql';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { GRAPHQL_LIMITS, graphqlRequestLimits } from '../src/graphql/limits.js';
import { buildGraphQLSchema } from '../src/graphql/schema.js';
import { MAX_REQUEST_BYTES } from '../src/http/body-limit.js';
import { useTestServer, type TestServer } from '../src/testing/test-server.js';
import { freshIp } from './support/accounts-helpers.js';
import { graphqlOverSocket } from './support/graphql-ws.js';

/** One operation over both transports; the answers must agree on what a client sees. */
async function overBoth(server: TestServer, query: string, variables?: Record<string, unknown>) {
  const http = await server.graphql(query, variables, freshIp());
  const socket = await graphqlOverSocket(server, query, variables);
  return { http, socket };
}

/** Both transports refused the operation with this code, and the HTTP answer is a 400. */
async function expectRefused(server: TestServer, query: string, code: string, message: RegExp) {
  const { http, socket } = await overBoth(server, query);
  expect(http.status).toBe(400);
  expect(http.body.data).toBeUndefined();
  expect(http.body.errors[0]).toMatchObject({ extensions: { code } });
  expect(http.body.errors.map((e: any) => e.message).join('\n')).toMatch(message);
  expect(socket.data ?? undefined).toBeUndefined();
  expect(socket.errors?.[0]).toMatchObject({ extensions: { code } });
  expect(socket.errors!.map((e: any) => e.message).join('\n')).toMatch(message);
}

const fields = (n: number, field: (i: number) => string) => Array.from({ length: n }, (_, i) => field(i)).join(' ');

const PROJECT_EVERYTHING = `fragment Everything on Project {
  id title description location country imageUrl status developerName developerId projectType timeline
  constructionTimeline expectedProfit profitRangeMin profitRangeMax developerListingPrice unitPrice minInvestment
  totalInvestmentNeeded currentFunding availableUnits totalUnits completionDate createdAt
  units { id unitNumber unitType status price minInvestmentAmount currentInvestment totalInvestmentNeeded bedrooms }
  updates { id title description progressPercentage updateType createdAt }
  developer { id name description email phone website city country rating totalValue }
  unitStatistics { profitRange { min max } minimumInvestmentRange { min max } availableUnits soldUnits totalUnits }
}`;

/** Fragments that each spread the previous one twice: 2^n fields if expanded naively, under 1 KB of text. */
function fragmentBomb(n: number): string {
  let text = 'fragment F0 on Query { __typename }\n';
  for (let i = 1; i <= n; i++) text += `fragment F${i} on Query { ...F${i - 1} ...F${i - 1} }\n`;
  return `${text}query Bomb { ...F${n} }`;
}

describe('GraphQL request limits (HTTP and WebSocket alike)', () => {
  const server = useTestServer();

  it('refuses 200 aliases, and more aliases than the limit even in a short query', async () => {
    await expectRefused(
      server,
      `{ ${fields(200, (i) => `a${i}: projects { id }`)} }`,
      'GRAPHQL_PARSE_FAILED',
      /contains more .* 1000 tokens/,
    );
    await expectRefused(
      server,
      `{ ${fields(GRAPHQL_LIMITS.maxAliases + 5, (i) => `a${i}: currencies { code }`)} }`,
      'GRAPHQL_VALIDATION_FAILED',
      /Aliases limit of 15 exceeded/,
    );
  });

  it('refuses a query nested deeper than the limit', async () => {
    await expectRefused(
      server,
      '{ __type(name: "Project") { fields { type { ofType { ofType { ofType { ofType { ofType { ofType { name } } } } } } } } } }',
      'GRAPHQL_VALIDATION_FAILED',
      /depth limit of 8 exceeded/,
    );
  });

  it('refuses the nested-fragment-spread bomb at validation', async () => {
    const bomb = fragmentBomb(23);
    expect(bomb.length).toBeLessThan(1000);
    await expectRefused(server, bomb, 'GRAPHQL_VALIDATION_FAILED', /Cost limit of 1000 exceeded/);
    expect((await server.get('/healthz')).status).toBe(200);
  });

  it('refuses a document of more tokens than the limit', async () => {
    await expectRefused(server, `{ ${'__typename '.repeat(1500)}}`, 'GRAPHQL_PARSE_FAILED', /1000 tokens/);
  });

  it('refuses more directives than the limit', async () => {
    await expectRefused(
      server,
      `{ ${fields(GRAPHQL_LIMITS.maxDirectives + 10, (i) => `t${i}: __typename @include(if: true)`)} }`,
      'GRAPHQL_VALIDATION_FAILED',
      /Directives limit of 20 exceeded/,
    );
  });

  it('refuses a query over the cost limit made of fields an app may legitimately ask for', async () => {
    await expectRefused(
      server,
      `${PROJECT_EVERYTHING}\nquery { ${fields(8, (i) => `p${i}: projects { ...Everything }`)} }`,
      'GRAPHQL_VALIDATION_FAILED',
      /Cost limit of 1000 exceeded/,
    );
  });

  it('closes a WebSocket whose message is over the size limit, like a 413 over HTTP', async () => {
    const query = `{ __typename }${' '.repeat(MAX_REQUEST_BYTES)}`;
    expect((await server.graphql(query)).status).toBe(413);

    const socket = new WebSocket(`${server.url.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws');
    const outcome = new Promise<string>((resolve) => {
      socket.on('close', (code) => resolve(`closed ${code}`));
      socket.on('message', (data) => {
        const message = JSON.parse(String(data));
        if (message.type === 'connection_ack') {
          socket.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query } }));
        } else {
          resolve(`answered ${message.type}`);
        }
      });
    });
    socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init' })));
    try {
      expect(await outcome).toBe('closed 1009');
    } finally {
      socket.terminate();
    }
  });

  it('answers bad variables with the field and reason, never the values sent', async () => {
    const secret = 'Osu-Castle-Secret-77';
    const signIn = 'mutation SignIn($input: SignInInput!) { signIn(input: $input) { token } }';
    const cases = [
      {
        input: { email: 'ama@example.com', pasword: secret },
        fields: { 'input.password': 'is required', 'input.pasword': 'is not a field of SignInInput' },
      },
      { input: { email: 'ama@example.com', password: [secret, 42] }, fields: { 'input.password': 'must be a String' } },
      { input: { email: { secret }, password: secret }, fields: { 'input.email': 'must be a String' } },
    ];
    for (const { input, fields: expected } of cases) {
      const { http, socket } = await overBoth(server, signIn, { input });
      expect(http.status).toBe(400);
      for (const answer of [http.body, socket]) {
        expect(JSON.stringify(answer)).not.toContain(secret);
        expect(answer.errors).toHaveLength(1);
        expect(answer.errors[0]).toMatchObject({
          message: 'Invalid input',
          extensions: { code: 'VALIDATION.INVALID_INPUT', status: 400, fields: expected },
        });
        expect(answer.errors[0].extensions.http).toBeUndefined();
      }
    }
    const missing = await overBoth(server, signIn, {});
    expect(missing.http.body.errors[0].extensions.fields).toEqual({ input: 'is required' });
    expect(missing.socket.errors![0].extensions.fields).toEqual({ input: 'is required' });
  });

  it('still serves the project list and the project page, over both transports', async () => {
    const list = await overBoth(server, 'query { projects { id title projectType status availableUnits } }');
    expect(list.http.body.errors).toBeUndefined();
    expect(list.socket.data).toEqual(list.http.body.data);
    const id = list.http.body.data.projects[0].id;
    const page = webOperations().find((op) => op.name === 'ProjectPage')!;
    const answer = await overBoth(server, page.text, { id });
    expect(answer.http.body.errors).toBeUndefined();
    expect(answer.http.body.data.project.units.length).toBeGreaterThan(0);
    expect(answer.socket.data).toEqual(answer.http.body.data);
  });
});

describe('introspection and suggestions', () => {
  describe('with the production configuration', () => {
    const server = useTestServer({ seed: false, env: { NODE_ENV: 'production' } });

    it('refuses introspection over HTTP and WebSocket', async () => {
      await expectRefused(server, '{ __schema { queryType { name } } }', 'GRAPHQL_VALIDATION_FAILED', /introspection/);
      await expectRefused(server, '{ __type(name: "Project") { name } }', 'GRAPHQL_VALIDATION_FAILED', /introspection/);
      // __typename is not introspection of the schema: clients may still ask for it.
      expect((await server.graphql('{ __typename }')).body.data).toEqual({ __typename: 'Query' });
    });

    it('does not suggest field, argument or type names', async () => {
      const { http, socket } = await overBoth(server, '{ projcts { id } project(idd: 1) { titel } }');
      for (const errors of [http.body.errors, socket.errors]) {
        expect(errors.length).toBeGreaterThan(0);
        expect(JSON.stringify(errors)).not.toMatch(/Did you mean/);
      }
      expect(http.body.errors[0].message).toMatch(/Cannot query field "projcts" on type "Query"/);
    });
  });

  describe('with the development configuration', () => {
    const server = useTestServer({ seed: false });

    it('answers introspection and suggests names, over HTTP and WebSocket', async () => {
      const { http, socket } = await overBoth(server, '{ __schema { queryType { name } } }');
      expect(http.body.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
      expect(socket.data).toEqual(http.body.data);
      const typo = await overBoth(server, '{ projcts { id } }');
      expect(typo.http.body.errors[0].message).toMatch(/Did you mean "projects"/);
      expect(typo.socket.errors![0].message).toMatch(/Did you mean "projects"/);
    });
  });
});

interface WebOperation {
  readonly name: string;
  readonly file: string;
  /** The operation with every fragment it spreads, as the web app sends it. */
  readonly text: string;
}

const webSrc = fileURLToPath(new URL('../../web/src', import.meta.url));

function graphqlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return graphqlFiles(path);
    return entry.name.endsWith('.graphql') ? [path] : [];
  });
}

function webOperations(): WebOperation[] {
  const definitions = graphqlFiles(webSrc).map((file) => ({
    file: relative(webSrc, file),
    text: readFileSync(file, 'utf8'),
    definition: parse(readFileSync(file, 'utf8')).definitions[0] as DefinitionNode,
  }));
  const fragments = new Map(
    definitions
      .filter((d) => d.definition.kind === Kind.FRAGMENT_DEFINITION)
      .map((d) => [(d.definition as FragmentDefinitionNode).name.value, d]),
  );
  const spreadIn = (node: DefinitionNode, found = new Set<string>()): Set<string> => {
    visit(node, {
      FragmentSpread(spread) {
        const name = spread.name.value;
        if (found.has(name)) return;
        found.add(name);
        spreadIn(fragments.get(name)!.definition, found);
      },
    });
    return found;
  };
  return definitions
    .filter((d) => d.definition.kind === Kind.OPERATION_DEFINITION)
    .map((d) => ({
      name: (d.definition as OperationDefinitionNode).name!.value,
      file: d.file,
      text: [d.text, ...[...spreadIn(d.definition)].map((name) => fragments.get(name)!.text)].join('\n'),
    }));
}

describe('every operation the web app sends', () => {
  it('parses and validates within the limits of the production configuration', async () => {
    const schema = await buildGraphQLSchema();
    const limits = graphqlRequestLimits({ production: true });
    const operations = webOperations();
    expect(operations.map((op) => op.name)).toEqual(expect.arrayContaining(['ProjectsPage', 'ProjectPage', 'SignIn']));
    for (const op of operations) {
      const document: DocumentNode = parse(op.text, limits.parseOptions);
      const errors = validate(schema, document, [...specifiedRules, ...limits.validationRules]);
      expect({ file: op.file, errors: errors.map((e) => e.message) }).toEqual({ file: op.file, errors: [] });
    }
  });
});
