import { createHash, timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { FinishedRequest } from './request-log.js';

/** What the metrics read at each scrape; each is optional so a process without one simply omits it. */
export interface MetricSources {
  readonly poolStats: () => Promise<{ max: number; open: number; idle: number; waiting: number } | null>;
  readonly consumerBacklogs: () => Promise<readonly { consumer: string; waiting: number; oldestSeconds: number }[]>;
  readonly mailOutbox: () => Promise<{ pending: number; retrying: number; failed: number }>;
  /** Open WebSockets by path. */
  readonly openSockets: () => Readonly<Record<string, number>>;
}

/** GraphQL operation names are the clients' to choose: the first this many get a label, later ones `(other)`. */
const MAX_OPERATION_LABELS = 200;
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The Prometheus metrics of one server process (docs/operations.md, "Metrics"), in a registry of its own.
 * Request counts and latencies are recorded as requests finish (a counter and a histogram observation each:
 * a few hundred nanoseconds); the database figures are read only when /metrics is scraped.
 */
export class ServerMetrics {
  readonly registry = new Registry();
  private readonly requests: Counter<'method' | 'route' | 'status'>;
  private readonly latency: Histogram<'method' | 'route'>;
  private readonly operations: Counter<'operation' | 'status'>;
  private readonly operationLatency: Histogram<'operation'>;
  private readonly renders: Counter<'result'>;
  private readonly pageCache: Counter<'result'>;
  private readonly operationNames = new Set<string>();

  constructor(given: MetricSources) {
    const sources = tolerant(given);
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry });
    this.requests = new Counter({
      name: 'cobuy_http_requests_total',
      help: 'HTTP requests answered, by method, route template and status',
      labelNames: ['method', 'route', 'status'],
      registers,
    });
    this.latency = new Histogram({
      name: 'cobuy_http_request_duration_seconds',
      help: 'Time from the request to the end of its answer, by method and route template',
      labelNames: ['method', 'route'],
      buckets: LATENCY_BUCKETS,
      registers,
    });
    this.operations = new Counter({
      name: 'cobuy_graphql_operations_total',
      help: 'GraphQL operations over HTTP, by operation name and HTTP status',
      labelNames: ['operation', 'status'],
      registers,
    });
    this.operationLatency = new Histogram({
      name: 'cobuy_graphql_operation_duration_seconds',
      help: 'Time of GraphQL operations over HTTP, by operation name',
      labelNames: ['operation'],
      buckets: LATENCY_BUCKETS,
      registers,
    });
    this.pageCache = new Counter({
      name: 'cobuy_drawn_page_cache_total',
      help: 'Drawn pages asked for: served from the cache (hit) or drawn afresh (miss)',
      labelNames: ['result'],
      registers,
    });
    this.renders = new Counter({
      name: 'cobuy_ssr_renders_total',
      help: 'Pages asked of the server renderer: drawn, or sent plain (not drawn here, busy, too slow or failed)',
      labelNames: ['result'],
      registers,
    });
    new Gauge({
      name: 'cobuy_db_pool_connections',
      help: 'PostgreSQL pool connections by state (max, open, idle) and requests waiting for one (waiting)',
      labelNames: ['state'],
      registers,
      async collect() {
        const stats = await sources.poolStats();
        if (!stats) return;
        for (const [state, value] of Object.entries(stats)) this.set({ state }, value);
      },
    });
    new Gauge({
      name: 'cobuy_outbox_events_waiting',
      help: 'Events in the outbox (domain_events) that a consumer has still to apply',
      labelNames: ['consumer'],
      registers,
      async collect() {
        for (const b of await sources.consumerBacklogs()) this.set({ consumer: b.consumer }, b.waiting);
      },
    });
    new Gauge({
      name: 'cobuy_outbox_consumer_lag_seconds',
      help: 'Age of the oldest event a consumer has still to apply (0 when it is up to date)',
      labelNames: ['consumer'],
      registers,
      async collect() {
        for (const b of await sources.consumerBacklogs()) this.set({ consumer: b.consumer }, b.oldestSeconds);
      },
    });
    new Gauge({
      name: 'cobuy_mail_outbox_messages',
      help: 'Mails in the outbox by state: pending, retrying (pending after a failed attempt), failed (given up)',
      labelNames: ['state'],
      registers,
      async collect() {
        const counts = await sources.mailOutbox();
        for (const [state, value] of Object.entries(counts)) this.set({ state }, value);
      },
    });
    new Gauge({
      name: 'cobuy_open_websockets',
      help: 'WebSockets open on this process, by path (/graphql: graphql-ws; /ws: the notifications channel)',
      labelNames: ['path'],
      registers,
      collect() {
        for (const [path, value] of Object.entries(sources.openSockets())) this.set({ path }, value);
      },
    });
  }

  /** Records a finished HTTP request (observability/request-log.ts calls it). */
  readonly observeRequest = (request: FinishedRequest): void => {
    const status = String(request.status);
    this.requests.inc({ method: request.method, route: request.route, status });
    this.latency.observe({ method: request.method, route: request.route }, request.seconds);
    if (request.operation !== undefined) {
      const operation = this.operationLabel(request.operation);
      this.operations.inc({ operation, status });
      this.operationLatency.observe({ operation }, request.seconds);
    }
  };

  /** Records one page asked of the server renderer. */
  countPageCache(hit: boolean): void {
    this.pageCache.inc({ result: hit ? 'hit' : 'miss' });
  }

  countRender(drawn: boolean): void {
    this.renders.inc({ result: drawn ? 'drawn' : 'plain' });
  }

  private operationLabel(name: string): string {
    if (this.operationNames.has(name)) return name;
    if (this.operationNames.size >= MAX_OPERATION_LABELS) return '(other)';
    this.operationNames.add(name);
    return name;
  }
}

/**
 * The sources as a scrape reads them: the outbox figures once a second at most (two gauges share them), and a
 * database that cannot answer leaves its figures out of that scrape instead of failing the whole page.
 */
function tolerant(sources: MetricSources): MetricSources {
  let backlogs: { at: number; value: ReturnType<MetricSources['consumerBacklogs']> } | null = null;
  const orNothing =
    <T>(read: () => Promise<T>, nothing: T) =>
    () =>
      read().catch(() => nothing);
  return {
    poolStats: orNothing(sources.poolStats, null),
    mailOutbox: orNothing(sources.mailOutbox, { pending: 0, retrying: 0, failed: 0 }),
    consumerBacklogs: () => {
      if (!backlogs || Date.now() - backlogs.at > 1_000) {
        backlogs = { at: Date.now(), value: sources.consumerBacklogs().catch(() => []) };
      }
      return backlogs.value;
    },
    openSockets: sources.openSockets,
  };
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * GET /metrics for Prometheus, behind `Authorization: Bearer <METRICS_TOKEN>`: 404 when no token is configured
 * (the endpoint does not exist), 401 for a missing or wrong token (compared in constant time).
 */
export function metricsEndpoint(metrics: ServerMetrics, token: string | null): RequestHandler {
  const expected = token === null ? null : digest(token);
  return (req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    if (expected === null) {
      res.status(404).json({ message: 'Not found: /metrics', code: 'RESOURCE.NOT_FOUND' });
      return;
    }
    const given = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '')?.[1];
    if (!given || !timingSafeEqual(digest(given), expected)) {
      res.setHeader('WWW-Authenticate', 'Bearer realm="metrics"');
      res.status(401).json({ message: 'A valid metrics token is required', code: 'AUTH.UNAUTHENTICATED' });
      return;
    }
    metrics.registry
      .metrics()
      .then((text) => {
        res.type(metrics.registry.contentType).send(text);
      })
      .catch(next);
  };
}
