import { PROJECTS_PAGE_CAP } from '@cobuy/application';
import { createServer, type ServerResponse } from 'node:http';
import pg from 'pg';
import { dashboardJson, isUnsupported, projectPageJson, PROJECTS_SQL, SUMMARY_SQL } from './raw-investor-pages.js';

/**
 * The floor the real APIs are measured against: `GET /api/projects` with nothing but node:http and a pg Pool.
 * It sends the same two SQL statements as `ListProjects` (projects, then a grouped unit summary; see
 * adapters' catalog-read.repository.ts) and builds the same JSON as `presentProject`, so the ratio to it is
 * the cost of our stack (Express, zod, the use case, MikroORM, the presenter; or Apollo and type-graphql),
 * not of PostgreSQL. The project page and the dashboard likewise (raw-investor-pages.ts), under /bench/…
 * paths. Started as a child process by run-bench; reads PORT and DATABASE_URL.
 */

// pg returns numeric as its exact text ("18.50": the columns have scale 2, as Money/Percentage print them),
// timestamptz as Date, count(*) (bigint) as text.
interface ProjectDbRow {
  id: number;
  title: string;
  description: string;
  location: string;
  country: string;
  image_url: string | null;
  status: string;
  developer_id: number | null;
  developer_name: string;
  project_type: string;
  timeline: number;
  construction_timeline: string;
  expected_profit: string;
  profit_range_min: string;
  profit_range_max: string;
  developer_listing_price: string;
  unit_price: string;
  min_investment: string;
  completion_date: Date | null;
  created_at: Date;
}
interface SummaryDbRow {
  project_id: number;
  total: string;
  available: string;
  needed: string | null;
  funded: string | null;
}

// The same pool size as the real server's MikroORM pool (10), so neither side gets more database connections.
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
/** Set on SIGTERM: requests still in flight then fail on the ended pool, which is expected and not logged. */
let stopping = false;
// An idle connection PostgreSQL closed (the database dropped under a run): report it, do not crash on it.
pool.on('error', (error) => {
  if (!stopping) console.error('raw baseline: idle connection failed', error.message);
});

/** The catalog hides archived projects (the domain's ARCHIVED_PROJECT_STATUS, written out). */
const ARCHIVED = 'archived';

async function listProjectsJson(): Promise<string> {
  const projects = (await pool.query<ProjectDbRow>(PROJECTS_SQL, [ARCHIVED, PROJECTS_PAGE_CAP + 1])).rows.slice(
    0,
    PROJECTS_PAGE_CAP,
  );
  const ids = projects.map((p) => p.id);
  const summaries = new Map<number, SummaryDbRow>();
  if (ids.length > 0) {
    for (const s of (await pool.query<SummaryDbRow>(SUMMARY_SQL, [ids])).rows) summaries.set(s.project_id, s);
  }
  // Same keys in the same order as presentProject, so the bodies match byte for byte, not just in value.
  return JSON.stringify(
    projects.map((p) => {
      const s = summaries.get(p.id);
      return {
        id: p.id,
        title: p.title,
        description: p.description,
        location: p.location,
        country: p.country,
        imageUrl: p.image_url,
        status: p.status,
        developerId: p.developer_id,
        developerName: p.developer_name,
        projectType: p.project_type,
        timeline: p.timeline,
        constructionTimeline: p.construction_timeline,
        expectedProfit: p.expected_profit,
        profitRangeMin: p.profit_range_min,
        profitRangeMax: p.profit_range_max,
        developerListingPrice: p.developer_listing_price,
        unitPrice: p.unit_price,
        minInvestment: p.min_investment,
        totalInvestmentNeeded: s?.needed ?? '0.00',
        currentFunding: s?.funded ?? '0.00',
        availableUnits: s ? Number(s.available) : 0,
        totalUnits: s ? Number(s.total) : 0,
        completionDate: p.completion_date?.toISOString() ?? null,
        createdAt: p.created_at.toISOString(),
      };
    }),
  );
}

function send(res: ServerResponse, status: number, body: string): void {
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  res.end(body);
}

/** Sends what `body` resolves to: 404 for null, 500 (logged unless stopping) when it fails. */
function answer(res: ServerResponse, body: Promise<string | null>, missing: string): void {
  body.then(
    (json) => (json === null ? send(res, 404, JSON.stringify({ message: missing })) : send(res, 200, json)),
    (error: unknown) => {
      if (isUnsupported(error)) return send(res, 500, JSON.stringify({ message: `not covered: ${error.message}` }));
      if (!stopping) console.error('raw baseline: query failed', error);
      send(res, 500, '{"message":"query failed"}');
    },
  );
}

const PROJECT_PAGE = /^\/bench\/project-page\/(\d+)$/;

const server = createServer((req, res) => {
  const projectPage = req.method === 'GET' ? PROJECT_PAGE.exec(req.url ?? '') : null;
  if (req.method === 'GET' && req.url === '/api/projects') {
    answer(res, listProjectsJson(), 'no projects');
  } else if (projectPage) {
    answer(res, projectPageJson(pool, Number(projectPage[1])), 'no such project');
  } else if (req.method === 'GET' && req.url === '/bench/dashboard') {
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    answer(res, token ? dashboardJson(pool, token) : Promise.resolve(null), 'not signed in');
  } else if (req.url === '/readyz') {
    send(res, 200, '{"status":"ready"}');
  } else {
    send(res, 404, '{"message":"not found"}');
  }
});

server.listen(Number(process.env.PORT), process.env.HOST ?? '127.0.0.1');
// run-bench stops its children with SIGTERM: close the pool so PostgreSQL lets the bench database be dropped.
// Requests still in flight then fail on the ended pool: expected, so not logged.
process.once('SIGTERM', () => {
  stopping = true;
  server.close();
  server.closeAllConnections();
  void pool.end().finally(() => process.exit(0));
});
