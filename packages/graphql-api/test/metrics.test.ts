import { describe, expect, it } from 'vitest';
import { useTestServer } from '../src/testing/test-server.js';
import { bearer, freshIp, newAccount } from './support/accounts-helpers.js';

/*
 * Prometheus metrics at /metrics (issue 23 item 6; docs/operations.md, "Metrics"): only with METRICS_TOKEN as a
 * bearer token (401 otherwise; 404 when no token is configured, in logs.test.ts), and the figures move with
 * the requests: per route template and per GraphQL operation, the database, the outbox and the sockets.
 */

const TOKEN = 'metrics-test-token-0123456789';
const server = useTestServer({ env: { METRICS_TOKEN: TOKEN } });

const scrape = () => server.get('/metrics', bearer(TOKEN));

/** The value of one sample (`name{labels} value`) in the exposition text, 0 when absent. */
function sample(text: string, name: string, labels: Record<string, string>): number {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`)) continue;
    const inside = line.slice(name.length + 1, line.indexOf('}'));
    if (wanted.every((w) => inside.split(',').includes(w))) return Number(line.split(' ').pop());
  }
  return 0;
}

describe('/metrics', () => {
  it('answers 401 without the token or with a wrong one', async () => {
    const none = await server.get('/metrics');
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect((await server.get('/metrics', bearer('metrics-test-token-0123456780'))).status).toBe(401);
    expect((await server.get('/metrics', { authorization: TOKEN })).status).toBe(401);
  });

  it('counts requests per route template and GraphQL operation, and their latency', async () => {
    const before = (await scrape()).body as string;
    const route = { method: 'GET', route: '/api/projects/:id', status: '200' };
    const projects = await server.get('/api/projects');
    const ids = (projects.body as { id: number }[]).slice(0, 3).map((p) => p.id);
    for (const id of ids) expect((await server.get(`/api/projects/${id}`)).status).toBe(200);
    expect((await server.get('/api/projects/999999')).status).toBe(404);
    await server.graphql('query MetricsProbe { projects { id } }');
    await server.graphql('query MetricsProbe { projects { id } }');

    const res = await scrape();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const after = res.body as string;
    const delta = (name: string, labels: Record<string, string>) =>
      sample(after, name, labels) - sample(before, name, labels);
    // The template, never the raw path: three ids, one series.
    expect(delta('cobuy_http_requests_total', route)).toBe(ids.length);
    expect(delta('cobuy_http_requests_total', { ...route, status: '404' })).toBe(1);
    expect(after).not.toContain(`route="/api/projects/${ids[0]}"`);
    expect(delta('cobuy_http_request_duration_seconds_count', { method: 'GET', route: '/api/projects/:id' })).toBe(
      ids.length + 1,
    );
    expect(delta('cobuy_graphql_operations_total', { operation: 'MetricsProbe', status: '200' })).toBe(2);
    expect(delta('cobuy_graphql_operation_duration_seconds_count', { operation: 'MetricsProbe' })).toBe(2);
    expect(delta('cobuy_http_requests_total', { method: 'POST', route: '/graphql', status: '200' })).toBe(2);
  });

  it('reports the outbox backlog per consumer, the mail outbox, the pool and the open sockets', async () => {
    const before = (await scrape()).body as string;
    // A sign-up stores an event for the notification consumer (no worker runs here); a reset code is a mail
    // that waits in the outbox (no SMTP here).
    const account = await newAccount(server);
    await server.post('/api/auth/forgot-password', { email: account.email }, freshIp());
    await server.services.background.idle();
    await new Promise((resolve) => setTimeout(resolve, 1_100)); // past the one-second reuse of the outbox figures
    const text = (await scrape()).body as string;
    expect(sample(text, 'cobuy_mail_outbox_messages', { state: 'pending' })).toBe(
      sample(before, 'cobuy_mail_outbox_messages', { state: 'pending' }) + 1,
    );
    for (const consumer of ['notifications', 'investing.kyc-decisions', 'live.relay']) {
      expect(text).toMatch(
        new RegExp(`cobuy_outbox_events_waiting\\{consumer="${consumer.replace('.', '\\.')}"\\} \\d+`),
      );
      expect(text).toMatch(
        new RegExp(`cobuy_outbox_consumer_lag_seconds\\{consumer="${consumer.replace('.', '\\.')}"\\} [\\d.e+-]+`),
      );
    }
    expect(text).toMatch(/cobuy_mail_outbox_messages\{state="failed"\} \d+/);
    expect(text).toMatch(/cobuy_open_websockets\{path="\/graphql"\} 0/);
    expect(text).toMatch(/cobuy_open_websockets\{path="\/ws"\} 0/);
    if (server.db.kind === 'postgresql') {
      expect(sample(text, 'cobuy_db_pool_connections', { state: 'max' })).toBeGreaterThan(0);
      expect(sample(text, 'cobuy_db_pool_connections', { state: 'open' })).toBeGreaterThan(0);
    }
    // The process's own figures (prom-client's defaults).
    expect(text).toContain('process_cpu_seconds_total');
  });

  it('counts a WebSocket while it is open', async () => {
    const socket = new WebSocket(`${server.url.replace('http', 'ws')}/ws`);
    await new Promise<void>((resolve, reject) => {
      socket.addEventListener('open', () => resolve());
      socket.addEventListener('error', () => reject(new Error('no socket')));
    });
    try {
      await expect
        .poll(async () => sample((await scrape()).body as string, 'cobuy_open_websockets', { path: '/ws' }))
        .toBe(1);
    } finally {
      socket.close();
    }
  });
});
