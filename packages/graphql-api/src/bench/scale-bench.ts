import pg from 'pg';
import { BENCH_DATABASE, createBenchDatabase, type BenchDatabase } from './bench-database.js';
import { startChildServer, throwAwayProductionEnv, type ChildServer } from './children.js';
import { startCountingServer } from './counting-server.js';
import { runRounds, summarise, type LoadSettings, type Summary, type Target } from './load.js';
import { planScaleSteps, ratioOf, slowdownOf, statementsConstant, verdictLine, type ScaleStep } from './scale-plan.js';
import { adminSession, countScaleRows, scaleProjectTitle, seedScaleStep } from './scale-seed.js';
import { formatSpread, type Spread, roundOrder, spreadOf } from './stats.js';
import { webOperations, type WebOperation } from './web-operations.js';

/**
 * The scale scenario (issue 23 item 2): the first page of the projects list (REST `?limit=20`, GraphQL the web's
 * `ProjectsPage`) and of the admin investments tab, at 100, 1,000 and 10,000 projects (10 units and 10 confirmed
 * investments each: 100,000 investments at the largest size). Each size is a database of its own (the next
 * size a copy of the one before, then grown set-based: scale-seed.ts) with a server of its own, so the sizes
 * are measured interleaved, round by round, like the endpoints of the other scenarios: every ratio to the
 * smallest size divides two figures measured seconds apart. Before the load, a copy of the server in this
 * process counts each first page's SQL statements at every size and checks its answer; at the largest size the
 * plan of a text search is read (EXPLAIN) to show whether the trigram indexes answer it.
 */

/** The admin investments tab's first page: the web's own paged operation, its first 20 newest investments. */
const ADMIN_INVESTMENTS_OPERATION = 'AdminInvestmentsPage';

/** The longest the bench waits for one answer it times or checks. */
const ANSWER_TIMEOUT_MS = 180_000;

/** What the report prints of one endpoint at one size: a load run's Summary and the single-request timings. */
type PageFigures = Pick<Summary, 'name' | 'requestsPerSecond' | 'ratio' | 'p50' | 'p99' | 'errors' | 'non2xx'> & {
  /** The server process's CPU per request (not PostgreSQL's); from the load runs. */
  readonly cpuMsPerRequest?: Summary['cpuMsPerRequest'];
  /** Milliseconds of one request alone (no other request of the bench in flight), over the passes. */
  readonly aloneMs?: Spread;
};

/** Rows on a first page, REST and GraphQL alike. */
const FIRST_PAGE = 20;
/** The goal: the first page at the largest size within this factor of its time at the smallest. */
const SLOWDOWN_LIMIT = 1.5;

export interface ScaleSettings {
  readonly sizes: readonly number[];
  readonly load: LoadSettings;
  /** Passes of one request at a time per size (the first page's time alone, which the time goal judges). */
  readonly samples: number;
}

type Kind = 'REST' | 'GraphQL' | 'admin';

/** One kind of first page: how to ask for it and what a right answer holds. */
interface PageKind {
  readonly kind: Kind;
  readonly title: string;
  readonly path: string;
  readonly body?: string;
  readonly admin: boolean;
  /** Throws unless the answer is this size's first page; returns the project ids it lists, if any. */
  check(answer: unknown, step: ScaleStep): readonly number[];
}

interface SizeFigures {
  readonly step: ScaleStep;
  readonly statements: Record<Kind, number>;
  readonly bodyBytes: Record<Kind, number>;
}

function fail(message: string): never {
  throw new Error(`scale: ${message}`);
}

function pageKinds(projectsPage: WebOperation, adminPage: WebOperation): PageKind[] {
  return [
    {
      kind: 'REST',
      title: `REST GET /api/projects?limit=${FIRST_PAGE}`,
      path: `/api/projects?limit=${FIRST_PAGE}`,
      admin: false,
      check(answer, step) {
        if (!Array.isArray(answer)) fail('REST answered no array');
        const ids = (answer as { id: number }[]).map((p) => p.id);
        if (ids.length !== Math.min(FIRST_PAGE, step.projects)) fail(`REST listed ${ids.length} projects`);
        return ids;
      },
    },
    {
      kind: 'GraphQL',
      title: `GraphQL ProjectsPage (the web's operation, first: ${FIRST_PAGE})`,
      path: '/graphql',
      body: JSON.stringify({ query: projectsPage.text, variables: { first: FIRST_PAGE } }),
      admin: false,
      check(answer, step) {
        const page = (answer as { data?: { projectsConnection?: { totalCount: number; nodes: { id: number }[] } } })
          .data?.projectsConnection;
        if (!page) fail(`GraphQL ProjectsPage answered ${JSON.stringify(answer).slice(0, 300)}`);
        if (page.totalCount !== step.projects) fail(`GraphQL counted ${page.totalCount} of ${step.projects} projects`);
        return page.nodes.map((n) => n.id);
      },
    },
    {
      kind: 'admin',
      title: `admin investments, first page (${adminPage.name}, the web's operation, first: ${FIRST_PAGE})`,
      path: '/graphql',
      body: JSON.stringify({ query: adminPage.text, variables: { first: FIRST_PAGE } }),
      admin: true,
      check(answer, step) {
        const page = (answer as { data?: { investmentsConnection?: { totalCount: number; nodes: unknown[] } } }).data
          ?.investmentsConnection;
        const count = page?.totalCount;
        if (page && page.nodes.length !== Math.min(FIRST_PAGE, step.investments)) {
          fail(`the admin investments page held ${page.nodes.length} rows`);
        }
        if (count !== step.investments) {
          fail(
            `the admin investments answered ${count} of ${step.investments}: ${JSON.stringify(answer).slice(0, 300)}`,
          );
        }
        return [];
      },
    },
  ];
}

const SEARCH_PAGE = {
  kind: 'GraphQL' as const,
  title: 'GraphQL ProjectsPage (search)',
  path: '/graphql',
  admin: false,
};

const databaseName = (projects: number) => `${BENCH_DATABASE}_scale_${projects}`;

/** Grows the databases: the first made and migrated, each next one a copy of the one before, then grown. */
async function prepareDatabases(
  adminUrl: string,
  steps: readonly ScaleStep[],
  databases: BenchDatabase[],
  log: (line: string) => void,
): Promise<string> {
  let token = '';
  for (const [i, step] of steps.entries()) {
    const started = Date.now();
    const previous = i === 0 ? undefined : databaseName(steps[i - 1]!.projects);
    const database = await createBenchDatabase(adminUrl, databaseName(step.projects), previous);
    databases.push(database);
    await seedScaleStep(database.url, step, i === 0);
    if (i === 0) token = await adminSession(database.url);
    const rows = await countScaleRows(database.url);
    if (
      rows.projects !== step.projects ||
      rows.units !== step.units ||
      rows.investments !== step.investments ||
      rows.investors !== step.investors
    ) {
      fail(`the database of ${step.projects} projects holds ${JSON.stringify(rows)}, not what the plan says`);
    }
    log(
      `  ${step.projects} projects, ${step.units} units, ${step.investments} investments, ${step.investors} ` +
        `investors (${previous ? `a copy of ${previous} + ${step.addProjects} projects` : 'migrated'}) in ` +
        `${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  }
  return token;
}

async function getAnswer(url: string, page: PageKind, token: string): Promise<{ json: unknown; bytes: number }> {
  const response = await fetch(`${url}${page.path}`, {
    method: page.body ? 'POST' : 'GET',
    headers: {
      ...(page.body ? { 'content-type': 'application/json' } : {}),
      ...(page.admin ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(page.body ? { body: page.body } : {}),
    signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
  });
  const text = await response.text();
  if (!response.ok) fail(`${page.title} answered ${response.status}: ${text.slice(0, 300)}`);
  return { json: JSON.parse(text), bytes: Buffer.byteLength(text) };
}

/** Each first page once to warm up, then once counted, at one size; REST and GraphQL must list the same ids. */
async function countStatements(
  database: BenchDatabase,
  step: ScaleStep,
  pages: readonly PageKind[],
  token: string,
): Promise<SizeFigures> {
  const counting = await startCountingServer(database.url);
  try {
    const statements = {} as Record<Kind, number>;
    const bodyBytes = {} as Record<Kind, number>;
    const ids = new Map<Kind, readonly number[]>();
    for (const page of pages) {
      await getAnswer(counting.url, page, token);
      const { value, statements: sent } = await counting.counted(() => getAnswer(counting.url, page, token));
      ids.set(page.kind, page.check(value.json, step));
      statements[page.kind] = sent.length;
      bodyBytes[page.kind] = value.bytes;
    }
    if (ids.get('REST')!.join() !== ids.get('GraphQL')!.join()) {
      fail(`at ${step.projects} projects REST and GraphQL list different first pages`);
    }
    return { step, statements, bodyBytes };
  } finally {
    await counting.stop();
  }
}

/**
 * The text search's plans at the largest size: the ProjectsPage operation with a search for one project's
 * title, its statements caught by the counting server and each one that filters by text explained with its
 * parameters. Returns the report lines and whether every such statement reads a trigram index.
 */
async function explainSearch(
  database: BenchDatabase,
  step: ScaleStep,
  projectsPage: WebOperation,
): Promise<{ lines: string[]; usesIndex: boolean }> {
  const search = scaleProjectTitle(Math.ceil(step.projects * 0.4321))
    .split(' ')
    .slice(-2)
    .join(' ');
  const counting = await startCountingServer(database.url);
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const body = JSON.stringify({ query: projectsPage.text, variables: { first: FIRST_PAGE, filter: { search } } });
    const page: PageKind = { ...SEARCH_PAGE, body, check: () => [] };
    const { value, statements, parameters } = await counting.counted(() => getAnswer(counting.url, page, ''));
    const total = (value.json as { data?: { projectsConnection?: { totalCount: number } } }).data?.projectsConnection
      ?.totalCount;
    const lines = [`Text search at ${step.projects} projects: ProjectsPage with search "${search}" (${total} match):`];
    let usesIndex = true;
    let filtered = 0;
    for (const [i, sql] of statements.entries()) {
      if (!/ilike/i.test(sql)) continue;
      filtered++;
      const { rows } = await client.query<{ 'QUERY PLAN': string }>(
        `explain ${sql}`,
        (parameters[i] ?? []) as unknown[],
      );
      const plan = rows.map((r) => r['QUERY PLAN']);
      const indexed = plan.some((line) => /_trgm_idx/.test(line));
      usesIndex &&= indexed;
      lines.push(`  ${sql.replace(/\s+/g, ' ').slice(0, 110)}…`);
      lines.push(`    ${indexed ? 'reads the trigram indexes' : 'does NOT read a trigram index'}:`);
      for (const line of plan) lines.push(`      ${line}`);
    }
    if (filtered === 0) fail('the search sent no statement with ilike: the bench no longer finds the text filter');
    return { lines, usesIndex };
  } finally {
    await client.end();
    await counting.stop();
  }
}

function request(app: ChildServer, page: PageKind, token: string): Target['request'] {
  return {
    url: `${app.url}${page.path}`,
    ...(page.body
      ? {
          method: 'POST' as const,
          body: page.body,
          headers: {
            'content-type': 'application/json',
            ...(page.admin ? { authorization: `Bearer ${token}` } : {}),
          },
        }
      : {}),
  };
}

const targetName = (kind: Kind, projects: number) => `${kind} ${projects}`;

/**
 * One request at a time, timed: `samples` passes, each asking every size once (the order rotating by one each
 * pass), so the sizes' figures interleave like the load rounds. Returns the milliseconds per size, in pass order.
 */
async function timeAlone(
  page: PageKind,
  steps: readonly ScaleStep[],
  servers: readonly ChildServer[],
  token: string,
  samples: number,
  log?: (line: string) => void,
): Promise<number[][]> {
  const times: number[][] = steps.map(() => []);
  const sizes = steps.map((_, i) => i);
  for (let pass = 0; pass < samples; pass++) {
    for (const i of roundOrder(sizes, pass)) {
      const started = performance.now();
      const { json } = await getAnswer(servers[i]!.url, page, token);
      times[i]!.push(performance.now() - started);
      page.check(json, steps[i]!);
    }
    const ms = steps.map((s, i) => `${page.kind} ${s.projects} ${times[i]![pass]!.toFixed(0)}`).join(', ');
    log?.(`  pass ${pass + 1}/${samples} (ms, one request): ${ms}`);
  }
  return times;
}

function formatKindTable(
  page: PageKind,
  figures: readonly SizeFigures[],
  summaries: ReadonlyMap<string, PageFigures>,
): string[] {
  const smallest = summaries.get(targetName(page.kind, figures[0]!.step.projects))!;
  const header = [
    'projects',
    'investments',
    'req/s',
    'vs smallest',
    'CPU ms/req',
    'alone ms',
    'alone vs smallest',
    'p50 ms',
    'p99 ms',
    'p99 vs smallest',
    'body KB',
    'SQL/req',
    'errors',
    'non-2xx',
  ];
  const rows = figures.map((f) => {
    const s = summaries.get(targetName(page.kind, f.step.projects))!;
    return [
      String(f.step.projects),
      String(f.step.investments),
      formatSpread(s.requestsPerSecond, 0),
      s.ratio ? formatSpread(s.ratio, 2, 'x') : 'reference',
      s.cpuMsPerRequest ? s.cpuMsPerRequest.median.toFixed(2) : '',
      s.aloneMs ? formatSpread(s.aloneMs, 1) : '',
      s.ratio && s.aloneMs && smallest.aloneMs
        ? `${ratioOf(s.aloneMs.median, smallest.aloneMs.median).toFixed(2)}x`
        : '',
      s.p50.median.toFixed(1),
      s.p99.median.toFixed(1),
      s.ratio ? `${ratioOf(s.p99.median, smallest.p99.median).toFixed(2)}x` : '',
      (f.bodyBytes[page.kind] / 1024).toFixed(1),
      String(f.statements[page.kind]),
      String(s.errors),
      String(s.non2xx),
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: readonly string[]) => cells.map((c, i) => c.padStart(widths[i]!)).join('  ');
  return [page.title, line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)];
}

/**
 * Runs the scenario and prints its report; resolves to the exit code (1 when an answer was wrong, a request
 * failed, or a paged first page sent more statements at a larger size; never for speed). Drops its databases.
 */
export async function runScaleScenario(
  adminUrl: string,
  settings: ScaleSettings,
  loadAverage: () => string,
  log: (line: string) => void,
): Promise<number> {
  const steps = planScaleSteps(settings.sizes);
  const databases: BenchDatabase[] = [];
  const servers: ChildServer[] = [];
  try {
    const projectsPage = webOperations().find((o) => o.name === 'ProjectsPage');
    if (!projectsPage) fail("the web's ProjectsPage operation is gone (packages/web/src/features/projects/graphql)");
    const adminPage = webOperations().find((o) => o.name === ADMIN_INVESTMENTS_OPERATION);
    if (!adminPage)
      fail(`the web's ${ADMIN_INVESTMENTS_OPERATION} operation is gone (features/admin-investing/graphql)`);
    const pages = pageKinds(projectsPage, adminPage);

    log(`\nScale: seeding ${steps.map((s) => s.projects).join(' → ')} projects (load average ${loadAverage()}) …`);
    const token = await prepareDatabases(adminUrl, steps, databases, log);
    const figures: SizeFigures[] = [];
    for (const [i, step] of steps.entries()) figures.push(await countStatements(databases[i]!, step, pages, token));
    log('Checked: at every size REST and GraphQL list the same newest projects, GraphQL counts them all, and the');
    log(`admin list holds every investment; statements counted by a copy of the server in this process.`);
    const largest = steps.length - 1;
    const search = await explainSearch(databases[largest]!, steps[largest]!, projectsPage);

    for (const [i, step] of steps.entries()) {
      servers.push(
        await startChildServer(`CoBuy server (${step.projects} projects)`, new URL('../main.js', import.meta.url), {
          DATABASE_URL: databases[i]!.url,
          ...throwAwayProductionEnv(),
          SEED_DEMO_DATA: 'false',
          REDIS_URL: '',
        }),
      );
    }
    const loaded = pages;
    const targets: Target[] = loaded.flatMap((page) =>
      steps.map((step, i) => ({
        name: targetName(page.kind, step.projects),
        server: servers[i]!,
        request: request(servers[i]!, page, token),
        ...(i > 0 ? { baseline: targetName(page.kind, steps[0]!.projects) } : {}),
      })),
    );
    const { load } = settings;
    log(
      `Load: ${load.warmupSeconds} s warm-up per endpoint, then ${load.rounds} rounds of ${load.roundSeconds} s per ` +
        `endpoint and size, interleaved, ${load.connections} connections; load average ${loadAverage()} before.`,
    );
    const results = await runRounds(targets, load, log);
    const summaries = new Map<string, PageFigures>(summarise(results).map((s) => [s.name, s]));
    log(`One request at a time: ${settings.samples} passes over the sizes; load average ${loadAverage()} before.`);
    for (const page of loaded) {
      const times = await timeAlone(page, steps, servers, token, settings.samples);
      for (const [i, step] of steps.entries()) {
        const name = targetName(page.kind, step.projects);
        summaries.set(name, { ...summaries.get(name)!, aloneMs: spreadOf(times[i]!) });
      }
    }
    const loadAfter = loadAverage();

    log(`\nScale: first pages by catalog size (medians over the rounds, (min-max); "vs smallest" is req/s ÷ the`);
    log(`smallest size's in the same round; load average after: ${loadAfter}).`);
    for (const page of pages) log(['', ...formatKindTable(page, figures, summaries)].join('\n'));
    log('');
    for (const line of search.lines) log(line);

    log('');
    let code = 0;
    const first = steps[0]!.projects;
    const last = steps[largest]!.projects;
    for (const page of pages) {
      const counts = figures.map((f) => f.statements[page.kind]);
      const constant = statementsConstant(counts);
      log(verdictLine(`Statements constant across sizes, ${page.kind}`, constant, counts.join(', ')));
      if (!constant) code = 1;
    }
    for (const page of pages) {
      const s = summaries.get(targetName(page.kind, last))!;
      const reference = summaries.get(targetName(page.kind, first))!;
      // Judged on one request alone (median): the page's own time. Under load, req/s and p99 also measure how the
      // shared machine schedules ten connections; they are printed beside it.
      const alone = ratioOf(s.aloneMs?.median ?? Number.NaN, reference.aloneMs?.median ?? Number.NaN);
      const loaded = slowdownOf(s.ratio?.median ?? Number.NaN);
      log(
        verdictLine(
          `First page at ${last} projects within ${SLOWDOWN_LIMIT}x of its time at ${first}, ${page.kind}`,
          alone <= SLOWDOWN_LIMIT,
          `alone ${alone.toFixed(2)}x (${reference.aloneMs?.median.toFixed(1)} → ${s.aloneMs?.median.toFixed(1)} ms); ` +
            `under load: time per request ${loaded.toFixed(2)}x (req/s ${s.ratio?.median.toFixed(2)}x), p99 ` +
            `${ratioOf(s.p99.median, reference.p99.median).toFixed(2)}x`,
        ),
      );
    }
    log(verdictLine(`Text search at ${last} projects reads the trigram indexes`, search.usesIndex, 'EXPLAIN above'));

    for (const s of summaries.values()) {
      if (s.non2xx > 0 || s.errors > 0) {
        log(`${s.name}: ${s.errors} errors, ${s.non2xx} non-2xx answers.`);
        code = 1;
      }
    }
    return code;
  } finally {
    await Promise.allSettled(servers.map((s) => s.stop()));
    for (const database of databases.reverse()) {
      await database.drop().catch((error: unknown) => console.error('Could not drop a scale database:', error));
    }
  }
}
