import { Writable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CompiledExecution } from '../src/graphql/compiled-execution.js';
import { GraphQLFrontDoor } from '../src/graphql/front-door.js';
import { KnownQueries } from '../src/graphql/known-queries.js';
import { createLogger, useLogger } from '../src/observability/log.js';
import { useTestServer } from '../src/testing/test-server.js';
import { WEB_QUERY_VARIABLES, webQueries, withoutAnswerInstant } from './support/web-queries.js';
import { adminAccount, bearer, freshIp, newAccount } from './support/accounts-helpers.js';

/*
 * The known-query lane (graphql/known-queries.ts; docs/performance.md, "Session 11"): a query Apollo has
 * validated once is answered without Apollo's pipeline the next time. The first request of each text below goes
 * through Apollo and the same request again through the lane: status, headers and bytes must be the same, the
 * query must run once per request, and whatever the lane does not take must still get Apollo's answer.
 */

const lines: Record<string, unknown>[] = [];
const capture = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
      lines.push(JSON.parse(line) as Record<string, unknown>);
    }
    done();
  },
});
useLogger(createLogger({ level: 'info', pretty: false }, capture));

const server = useTestServer();

/** Headers that differ between any two answers: the moment, the request's id, the connection. */
const PER_ANSWER = new Set(['date', 'x-request-id', 'keep-alive', 'connection']);

/** `path`: `/graphql?` is the same endpoint, which the front door leaves to Express (it takes `/graphql` only). */
async function post(body: unknown, headers: Record<string, string> = {}, path = '/graphql') {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...freshIp(), ...headers },
    body: typeof body === 'string' || body instanceof Uint8Array ? body : JSON.stringify(body),
  });
  const kept = [...response.headers].filter(([name]) => !PER_ANSWER.has(name));
  const text = withoutAnswerInstant(await response.text());
  return { status: response.status, headers: Object.fromEntries(kept), text };
}

const laneRuns = () => vi.spyOn(KnownQueries.prototype, 'answer');
const compiledRuns = () => vi.spyOn(CompiledExecution.prototype, 'runQuery');
const handedOn = () => vi.spyOn(GraphQLFrontDoor.prototype, 'handOn');

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the known-query lane', () => {
  const who: Record<'anonymous' | 'investor' | 'admin', Record<string, string>> = {
    anonymous: {},
    investor: {},
    admin: {},
  };
  beforeAll(async () => {
    who.investor = bearer((await newAccount(server)).token);
    who.admin = bearer((await adminAccount(server)).token);
  });

  const queries = webQueries();

  it.each(['anonymous', 'investor', 'admin'] as const)(
    'answers every web query as %s with the same status, headers and bytes as Apollo, running it once',
    async (role) => {
      // A comment makes each role's texts new to the lane, so the first of each pair goes through Apollo.
      const text = (op: (typeof queries)[number]) => `# ${role}\n${op.text}`;
      let ran = 0;
      for (const op of queries) {
        const body = { query: text(op), variables: WEB_QUERY_VARIABLES[op.name] };
        const lane = laneRuns();
        const runs = compiledRuns();
        const throughApollo = await post(body, who[role]);
        expect(lane, op.name).not.toHaveBeenCalled();
        const ranThroughApollo = runs.mock.calls.length;
        const again = await post(body, who[role]);
        expect({ op: op.name, ...again }).toStrictEqual({ op: op.name, ...throughApollo });
        // As often as through Apollo: once, or never when the variables were refused before anything ran (the
        // lane hands an answer with errors to Apollo, which does not run it again).
        expect(runs.mock.calls.length - ranThroughApollo, op.name).toBe(ranThroughApollo);
        expect(ranThroughApollo, op.name).toBeLessThanOrEqual(1);
        expect(lane.mock.calls.length, op.name).toBe(ranThroughApollo);
        ran += ranThroughApollo;
        vi.restoreAllMocks();
      }
      // Most web queries ran (a few need variables this test does not give).
      expect(ran).toBeGreaterThan(queries.length / 2);
    },
  );

  it('hands an answer with errors to Apollo: localized, with its status, the query run once', async () => {
    const query = 'query LaneMissingProject($id: Int!) { project(id: $id) { id title } }';
    const french = { 'accept-language': 'fr' };
    const first = await post({ query, variables: { id: 987654 } }, french);
    const lane = laneRuns();
    const runs = compiledRuns();
    const onward = handedOn();
    const again = await post({ query, variables: { id: 987654 } }, { ...french, 'x-request-id': 'lane-error-1' });
    expect(lane).toHaveBeenCalledTimes(1);
    expect(runs).toHaveBeenCalledTimes(1);
    // Run by the front door, answered by Apollo through Express: one request, one id, one line.
    expect(onward).toHaveBeenCalledTimes(1);
    const requestLines = lines.filter((l) => l.msg === 'request' && l.correlationId === 'lane-error-1');
    expect(requestLines).toMatchObject([{ route: '/graphql', operation: 'LaneMissingProject', status: 200 }]);
    expect(again).toStrictEqual(first);
    const answer = JSON.parse(again.text) as { errors: { message: string; extensions: { code: string } }[] };
    expect(answer.errors[0]!.extensions.code).toBe('PROJECT.NOT_FOUND');
    // In French, as Apollo's localizing plugin writes it.
    expect(answer.errors[0]!.message).not.toMatch(/not found/i);
  });

  it('leaves bad variables to Apollo: the same 400 and message, nothing run', async () => {
    const query = 'query LaneBadVariables($id: Int!) { project(id: $id) { id } }';
    await post({ query, variables: { id: 1 } });
    const lane = laneRuns();
    const runs = compiledRuns();
    const bad = await post({ query, variables: { id: 'one' } });
    const missing = await post({ query });
    expect(lane).not.toHaveBeenCalled();
    expect(runs).not.toHaveBeenCalled();
    for (const answer of [bad, missing]) {
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.text)).toMatchObject({ errors: [{ extensions: { code: 'VALIDATION.INVALID_INPUT' } }] });
    }
  });

  it('answers with the content type Apollo negotiates, and leaves a refusing Accept to Apollo (406)', async () => {
    const query = '{ developers { id } }';
    const types: Record<string, string> = {};
    for (const accept of ['application/graphql-response+json', 'application/json', '*/*']) {
      const first = await post({ query }, { accept });
      const again = await post({ query }, { accept });
      expect(again).toStrictEqual(first);
      types[accept] = again.headers['content-type']!;
    }
    expect(types).toEqual({
      'application/graphql-response+json': 'application/graphql-response+json; charset=utf-8',
      'application/json': 'application/json; charset=utf-8',
      '*/*': 'application/json; charset=utf-8',
    });
    const lane = laneRuns();
    const refused = await post({ query }, { accept: 'text/html' });
    expect(refused.status).toBe(406);
    expect(lane).not.toHaveBeenCalled();
  });

  it('leaves to Apollo what it does not take: mutations, extensions, batches, other content types', async () => {
    const lane = laneRuns();
    const query = '{ currencies { code } }';
    await post({ query });
    const persisted = await post({ query, extensions: { persistedQuery: { version: 1, sha256Hash: 'x'.repeat(64) } } });
    expect(persisted.status).toBe(400);
    const batch = await post([{ query }]);
    expect(batch.status).toBe(400);
    const plainText = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', ...freshIp() },
      body: JSON.stringify({ query }),
    });
    // Apollo's CSRF prevention, not an answer.
    expect(plainText.status).toBe(400);
    const mutation = 'mutation LaneMutation { approveKyc(kycId: 987654) { id } }';
    await post({ query: mutation }, who.admin);
    const refusedTwice = await post({ query: mutation }, who.admin);
    expect(JSON.parse(refusedTwice.text)).toMatchObject({ errors: [{}] });
    expect(lane).not.toHaveBeenCalled();
  });

  it("leaves a partner's requests to Apollo, whose plugin holds the key's scope", async () => {
    const issued = await post(
      { query: 'mutation { issuePartnerKey(input: { name: "Lane Partner", maxQueryCost: 200 }) { secret } }' },
      who.admin,
    );
    const { secret } = (JSON.parse(issued.text) as { data: { issuePartnerKey: { secret: string } } }).data
      .issuePartnerKey;
    const query = 'query LanePartner { projects { id } }';
    await post({ query });
    const lane = laneRuns();
    expect((await post({ query }, { 'x-api-key': secret })).status).toBe(200);
    expect(lane).not.toHaveBeenCalled();
    // Outside the key's scope, after the same text was answered for a visitor, still refused.
    const mine = '{ myInvestments { id } }';
    await post({ query: mine }, who.investor);
    const outside = await post({ query: mine }, { 'x-api-key': secret });
    expect(JSON.parse(outside.text)).toMatchObject({ errors: [{}] });
    expect(lane).not.toHaveBeenCalled();
  });

  it('never remembers a text longer than 16 KB (whitespace and comments are not tokens): Apollo answers it', async () => {
    const query = `# ${'padding '.repeat(2100)}\n{ developers { id } }`;
    expect(query.length).toBeGreaterThan(16 * 1024);
    const first = await post({ query });
    const lane = laneRuns();
    const again = await post({ query });
    expect(again).toStrictEqual(first);
    expect(again.status).toBe(200);
    expect(lane).not.toHaveBeenCalled();
  });

  it('names the operation on the request line, as Apollo did', async () => {
    const query = 'query LaneForLog { projects { id } }';
    await post({ query }, { 'x-request-id': 'lane-log-1' });
    const lane = laneRuns();
    await post({ query }, { 'x-request-id': 'lane-log-2' });
    expect(lane).toHaveBeenCalledTimes(1);
    const line = (id: string) => lines.find((l) => l.msg === 'request' && l.correlationId === id);
    for (const id of ['lane-log-1', 'lane-log-2']) {
      expect(line(id)).toMatchObject({ route: '/graphql', operation: 'LaneForLog', status: 200 });
    }
  });
});

describe('the GraphQL front door (ahead of Express)', () => {
  it('answers a known query with the status, headers and bytes of Express and Apollo, without Express', async () => {
    for (const [name, variables] of [
      ['ProjectPage', WEB_QUERY_VARIABLES.ProjectPage],
      ['Developers', undefined],
    ] as const) {
      const op = webQueries().find((q) => q.name === name)!;
      const body = { query: `# front door\n${op.text}`, variables };
      const throughApollo = await post(body);
      const onward = handedOn();
      const byTheDoor = await post(body);
      expect(onward, name).not.toHaveBeenCalled();
      const throughExpress = await post(body, {}, '/graphql?');
      expect(onward, name).toHaveBeenCalledTimes(1);
      expect(byTheDoor.status, name).toBe(200);
      expect({ name, ...byTheDoor }).toStrictEqual({ name, ...throughApollo });
      expect({ name, ...throughExpress }).toStrictEqual({ name, ...throughApollo });
      vi.restoreAllMocks();
    }
  });

  it('meets a body it cannot read as Express does: the same status and message', async () => {
    const tooLarge = JSON.stringify({ query: '{ __typename }', variables: { pad: 'x'.repeat(2 * 1024 * 1024) } });
    for (const body of ['{"query": ', '[1, 2', tooLarge]) {
      const onward = handedOn();
      const atTheDoor = await post(body);
      expect(onward).toHaveBeenCalledTimes(1);
      const throughExpress = await post(body, {}, '/graphql?');
      expect(atTheDoor.status).toBeGreaterThanOrEqual(400);
      expect(atTheDoor.status).toBeLessThan(500);
      expect(atTheDoor).toStrictEqual(throughExpress);
      vi.restoreAllMocks();
    }
  });

  it("reads bodies as Express's JSON parser does: a byte-order mark, other charsets, compressed and non-object bodies", async () => {
    const query = JSON.stringify({ query: '{ developers { id } }' });
    const cases: { name: string; body: string | Uint8Array; headers?: Record<string, string>; status: number }[] = [
      { name: 'a byte-order mark', body: `\uFEFF${query}`, status: 200 },
      { name: 'utf-8 named', body: query, headers: { 'content-type': 'application/json; charset=UTF-8' }, status: 200 },
      { name: 'latin1', body: query, headers: { 'content-type': 'application/json; charset=latin1' }, status: 415 },
      { name: 'gzip', body: gzipSync(query), headers: { 'content-encoding': 'gzip' }, status: 200 },
      { name: 'a string', body: '"{ developers { id } }"', status: 400 },
      { name: 'null', body: 'null', status: 400 },
      { name: 'blanks', body: '   ', status: 400 },
    ];
    for (const { name, body, headers = {}, status } of cases) {
      const atTheDoor = await post(body, headers);
      const throughExpress = await post(body, headers, '/graphql?');
      expect({ name, status: atTheDoor.status }).toStrictEqual({ name, status });
      expect({ name, ...atTheDoor }).toStrictEqual({ name, ...throughExpress });
    }
  });

  it('leaves to Express what it does not take: other paths and methods, a partner key, other content types', async () => {
    const query = '{ developers { id } }';
    await post({ query });
    const onward = handedOn();
    const lane = laneRuns();
    await post({ query }, { 'x-api-key': 'cbk_not_a_key' });
    await fetch(`${server.url}/graphql?query=${encodeURIComponent(query)}`, { headers: freshIp() });
    await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', ...freshIp() },
      body: JSON.stringify({ query }),
    });
    expect(onward).toHaveBeenCalledTimes(3);
    expect(lane).not.toHaveBeenCalled();
  });
});
