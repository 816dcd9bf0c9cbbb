import { Writable } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import { createLogger, useLogger } from '../src/observability/log.js';
import { useTestServer } from '../src/testing/test-server.js';
import { adminAccount, bearer, freshIp, newAccount, resetCodeFor, send, signIn } from './support/accounts-helpers.js';
import { kycFields, TINY_JPEG, TINY_PDF } from './support/kyc-helpers.js';

/*
 * Structured logs (issue 23 item 6; docs/operations.md, "Logs"): one JSON line per request with its route,
 * status, duration, user and correlation id (returned as X-Request-Id), that id on every line the request
 * causes, and no secret on any line: passwords, tokens, reset codes, partner keys, document bytes.
 */

/** Every line the process's logger writes while this file runs, parsed. */
const lines: Record<string, any>[] = [];
const raw: string[] = [];
const capture = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
      raw.push(line);
      lines.push(JSON.parse(line) as Record<string, any>);
    }
    done();
  },
});
// Before the server starts, at the most talkative level, so nothing the server writes escapes the check.
useLogger(createLogger({ level: 'trace', pretty: false }, capture));

const server = useTestServer();

const requestLines = () => lines.filter((l) => l.msg === 'request');
/** Everything a request line may hold (observability/request-log.ts, and the mixin's correlation fields). */
const REQUEST_LINE_FIELDS = [
  ...['level', 'time', 'pid', 'msg', 'correlationId', 'job', 'causedBy'],
  ...['method', 'route', 'operation', 'status', 'durationMs', 'userId', 'aborted'],
];

describe('the logger on its own', () => {
  it('censors secret fields, bytes, bearer tokens and long keys wherever a logged object carries them', () => {
    const mark = raw.length;
    const { logger } = { logger: createLogger({ level: 'trace', pretty: false }, capture) };
    logger.info(
      {
        password: 'pw-top-secret-1',
        input: { newPassword: 'pw-top-secret-2', token: 'reset-top-secret-3', email: 'ama@example.com' },
        headers: { authorization: 'Bearer tok-top-secret-4', 'x-api-key': 'key-top-secret-5' },
        mail: { body: { content: 'doc-top-secret-6' } },
      },
      'an object that should never be logged',
    );
    const error = Object.assign(
      new Error(
        "insert into kyc_documents (bytes) values ('\\x255044462d312e340a53454352455421') -- Authorization: Bearer " +
          'tok-top-secret-7 smtp://mailer:pw-top-secret-8@smtp.example.com abcdefghijklmnopqrstuvwxyz0123456789ABCD',
      ),
      { code: '57014', content: Buffer.from('doc-top-secret-9') },
    );
    logger.error({ err: error }, 'a failure quoting its statement');
    const written = raw.slice(mark).join('\n');
    expect(raw.length - mark).toBe(2);
    for (let i = 1; i <= 9; i++) expect(written).not.toMatch(new RegExp(`top-secret-${i}`));
    expect(written).not.toContain('255044462d');
    expect(written).not.toContain('abcdefghijklmnopqrstuvwxyz0123456789ABCD');
    // What an operator needs stays: the email, the SQLSTATE, the error's type and the statement's shape.
    expect(written).toContain('ama@example.com');
    expect(written).toContain('"code":"57014"');
    expect(written).toContain('insert into kyc_documents');
  });

  it("keeps a stack's file paths readable, and censors a key in the message above them", () => {
    const mark = raw.length;
    const logger = createLogger({ level: 'trace', pretty: false }, capture);
    const error = new Error('refused key abcdefghijklmnopqrstuvwxyz0123456789ABCD');
    error.stack =
      `Error: ${error.message}\n` +
      '    at ApolloServer._ensureStarted (file:///srv/app/node_modules/@apollo/server/dist/esm/ApolloServer.js:294:27)\n' +
      '    at Layer.handleRequest (/srv/app/node_modules/router/lib/layer.js:152:17)';
    logger.error({ err: error }, 'a failure with its stack');
    const line = lines.slice(mark).find((l) => l.msg === 'a failure with its stack')!;
    expect(line.err.stack).toContain('/srv/app/node_modules/@apollo/server/dist/esm/ApolloServer.js:294:27');
    expect(line.err.stack).toContain('/srv/app/node_modules/router/lib/layer.js:152:17');
    expect(JSON.stringify(line)).not.toContain('abcdefghijklmnopqrstuvwxyz0123456789ABCD');
  });
});

describe('request logs', () => {
  beforeAll(async () => {
    await server.services.accountsStartup.ensureAccounts();
  });

  it('writes one line per request with method, route template, status, duration, user and correlation id', async () => {
    const investor = await newAccount(server);
    const res = await server.get(`/api/kyc/${investor.id}`, {
      ...bearer(investor.token),
      'x-request-id': 'trace-me-42',
    });
    expect(res.headers.get('x-request-id')).toBe('trace-me-42');
    const mine = requestLines().filter((l) => l.correlationId === 'trace-me-42');
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      level: 'info',
      method: 'GET',
      route: '/api/kyc/:userId',
      status: expect.any(Number),
      durationMs: expect.any(Number),
      userId: String(investor.id),
    });

    // A header that is not a sane id is replaced, not echoed into the logs.
    const odd = await server.get('/api/projects', { 'x-request-id': 'no spaces\tor tabs "please"' });
    const made = odd.headers.get('x-request-id')!;
    expect(made).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestLines().find((l) => l.correlationId === made)).toMatchObject({ route: '/api/projects', status: 200 });
    expect(raw.join('\n')).not.toContain('no spaces');

    // GraphQL: the endpoint and the operation's name.
    await server.graphql('query ProjectsForLog { projects { id } }', undefined, { 'x-request-id': 'gql-op-1' });
    expect(requestLines().find((l) => l.correlationId === 'gql-op-1')).toMatchObject({
      route: '/graphql',
      operation: 'ProjectsForLog',
      status: 200,
    });
  });

  it('never writes a password, token, reset code, partner key or document byte, across real requests', async () => {
    const secrets: string[] = [];
    const investor = await newAccount(server);
    secrets.push(investor.password, investor.token);
    // Sign-in with the password, right and wrong.
    secrets.push(await signIn(server, investor.email, investor.password));
    await server.post('/api/auth/signin', { email: investor.email, password: 'Wrong-Password-99' }, freshIp());
    secrets.push('Wrong-Password-99');
    // A password reset: the mailed code, a wrong code, the new password.
    await server.post('/api/auth/forgot-password', { email: investor.email }, freshIp());
    const code = await resetCodeFor(server, investor.email);
    await server.post(
      '/api/auth/reset-password',
      { email: investor.email, token: '000000', newPassword: 'Osu-Castle-2026!', confirmPassword: 'Osu-Castle-2026!' },
      freshIp(),
    );
    const reset = await server.post(
      '/api/auth/reset-password',
      { email: investor.email, token: code, newPassword: 'Osu-Castle-2026!', confirmPassword: 'Osu-Castle-2026!' },
      freshIp(),
    );
    expect(reset.status).toBe(200);
    secrets.push('Osu-Castle-2026!');
    const token = await signIn(server, investor.email, 'Osu-Castle-2026!');
    secrets.push(token);
    // A KYC upload, and reading a document back.
    const form = new FormData();
    for (const [name, value] of Object.entries(kycFields())) form.append(name, String(value));
    form.append('documentFront', new Blob([TINY_JPEG]), 'front.jpg');
    form.append('proofOfAddress', new Blob([TINY_PDF]), 'bill.pdf');
    form.append('selfie', new Blob([TINY_JPEG]), 'me.jpg');
    const upload = await fetch(`${server.url}/api/kyc/submit`, { method: 'POST', headers: bearer(token), body: form });
    expect(upload.status).toBe(201);
    // A partner key: issued, used on GraphQL (both headers), refused on REST.
    const admin = await adminAccount(server);
    secrets.push(admin.token, admin.password);
    const issued = await send(
      server,
      'POST',
      '/api/secure-admin/partner-keys',
      { name: 'Log check' },
      bearer(admin.token),
    );
    expect(issued.status).toBe(201);
    const key = issued.body.key as string;
    secrets.push(key);
    await server.graphql('{ projects { id } }', undefined, bearer(key));
    await server.graphql('{ projects { id } }', undefined, { 'x-api-key': key });
    await server.get('/api/projects', bearer(key));
    // An unknown token and a malformed body still log their request without the credential.
    await server.get('/api/auth/user', bearer('not-a-real-token-but-still-secret-0123456789'));
    secrets.push('not-a-real-token-but-still-secret-0123456789');
    await server.services.background.idle();

    expect(requestLines().length).toBeGreaterThan(10);
    // The request line is written without pino's redaction (its cost): it holds only these fields, never an input.
    const fields = new Set(requestLines().flatMap((line) => Object.keys(line)));
    for (const field of fields) expect(REQUEST_LINE_FIELDS).toContain(field);
    const all = raw.join('\n');
    for (const secret of secrets) expect(all, 'a secret reached a log line').not.toContain(secret);
    expect(all).not.toMatch(new RegExp(`\\b${code}\\b`));
    // The document's bytes, as text, hex or base64.
    expect(all).not.toContain('SECRET-ADDRESS-MARKER');
    expect(all).not.toContain(Buffer.from('SECRET-ADDRESS-MARKER').toString('hex'));
    expect(all).not.toContain(Buffer.from(TINY_PDF).toString('base64').slice(0, 24));
    // And the requests were seen: the upload, the reset and the partner's calls.
    expect(requestLines().map((l) => l.route)).toEqual(
      expect.arrayContaining([
        '/api/kyc/submit',
        '/api/auth/reset-password',
        '/api/secure-admin/partner-keys',
        '/graphql',
      ]),
    );
  });

  it('serves no /metrics without METRICS_TOKEN: 404, not the web app', async () => {
    const res = await server.get('/metrics');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'RESOURCE.NOT_FOUND' });
  });

  it('gives the work a request starts its own correlation id, naming the request that caused it', async () => {
    const investor = await newAccount(server);
    const mark = lines.length;
    // Forgot-password answers first and mails from background work; a failing mail would be logged there.
    await server.post(
      '/api/auth/forgot-password',
      { email: investor.email },
      { ...freshIp(), 'x-request-id': 'forgot-1' },
    );
    await server.services.background.idle();
    const request = lines.slice(mark).find((l) => l.msg === 'request' && l.correlationId === 'forgot-1');
    expect(request).toBeDefined();
    // Every line since carries a correlation: the request's own, or a job's that names it.
    const since = lines.slice(mark).filter((l) => l.correlationId !== undefined);
    expect(since.length).toBeGreaterThan(0);
    const jobs = lines.slice(mark).filter((l) => l.job !== undefined);
    for (const job of jobs) expect(job.correlationId).toMatch(/^job-/);
    expect(jobs.filter((l) => l.causedBy === 'forgot-1').length).toBeGreaterThan(0);
  });
});
