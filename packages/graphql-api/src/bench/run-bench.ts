import { availableParallelism, loadavg } from 'node:os';
import { BENCH_DATABASE, createBenchDatabase, seedBenchCatalog, type BenchDatabase } from './bench-database.js';
import { startChildServer, throwAwayProductionEnv, stopAllChildren, type ChildServer } from './children.js';
import { prepareInvestorPages, type InvestorPage } from './investing-bench.js';
import { formatTable, runRounds, summarise, type LoadSettings, type Summary, type Target } from './load.js';
import { assertSameAnswers, assertSamePage, graphqlRequest } from './same-answers.js';
import { cpuGoalLines } from './cpu-goals.js';
import {
  formatUploadMemoryReport,
  formatUploadMemorySummary,
  measureUploadMemory,
  type UploadMemoryReport,
} from './upload-memory-bench.js';
import { formatConsumerReport, measureConsumerPolls } from './consumer-bench.js';
import { formatFanoutReport, measureFanout } from './fanout-bench.js';
import { runScaleScenario } from './scale-bench.js';
import { SCALE_SIZES } from './scale-plan.js';

/**
 * `npm run bench`: the pages (three scenarios, each against a raw node:http + pg baseline that sends the same SQL, on one
 * database, with the endpoints of a scenario interleaved in rounds so that each round's ratio compares
 * figures measured seconds apart: the projects list (raw, REST, GraphQL), the project page (raw, GraphQL
 * ProjectPage) and the investor dashboard at 10 and 100 investments (raw, GraphQL MyDashboard), with the SQL
 * statements each page sends. Each figure is the median over the rounds with its spread; beside req/s, the
 * CPU time each server process spent per request), then the KYC upload memory (upload-memory-bench.ts: a
 * fresh server's memory growth during 10 concurrent 10 MB submissions), then the notification consumer's poll
 * cost at 1,000 and 1,000,000 stored events (consumer-bench.ts, on a database of its own), then the live fan-out:
 * 1,000 subscribed sockets and N notifications against a raw `ws` broadcast of the same payloads (fanout-bench.ts,
 * a database of its own), then the first pages at scale: the projects list (REST and GraphQL) and the admin
 * investments tab at 100, 1,000 and 10,000 projects (scale-bench.ts, databases of their own).
 * `npm run bench -- --only pages`, `--only upload-memory`, `--only consumer-poll`, `--only fanout` or
 * `--only scale` runs one part. See docs/benchmarks.md.
 */

const PARTS = ['pages', 'upload-memory', 'consumer-poll', 'fanout', 'scale'] as const;
type Part = (typeof PARTS)[number];

/** The parts to run: every one, or the one named by `--only <part>` (or `--only=<part>`). */
function readParts(argv: readonly string[]): readonly Part[] {
  const at = argv.findIndex((a) => a === '--only' || a.startsWith('--only='));
  if (at < 0) return PARTS;
  const name = argv[at]!.includes('=') ? argv[at]!.split('=')[1] : argv[at + 1];
  const part = PARTS.find((p) => p === name);
  if (!part) throw new Error(`--only takes one of ${PARTS.join(', ')}, got "${name ?? ''}"`);
  return [part];
}

function wholeNumber(name: string, fallback: number): number {
  const value = process.env[name];
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, got "${value}"`);
  return n;
}

/** BENCH_SCALE_SIZES, e.g. "100,1000,10000" (the default): the scale scenario's catalog sizes. */
function readSizes(): number[] {
  const value = process.env.BENCH_SCALE_SIZES?.trim();
  if (!value) return [...SCALE_SIZES];
  const sizes = value.split(',').map((part) => Number(part.trim()));
  if (sizes.some((n) => !Number.isInteger(n) || n <= 0)) {
    throw new Error(`BENCH_SCALE_SIZES takes whole numbers separated by commas, got "${value}"`);
  }
  return sizes;
}

function readSettings(): LoadSettings {
  if (process.env.BENCH_SECONDS) {
    throw new Error(
      'BENCH_SECONDS is no longer read: the endpoints run in BENCH_ROUNDS rounds (default 16) of ' +
        'BENCH_ROUND_SECONDS each (default 4); see docs/benchmarks.md',
    );
  }
  return {
    rounds: wholeNumber('BENCH_ROUNDS', 16) || 16,
    roundSeconds: wholeNumber('BENCH_ROUND_SECONDS', 4) || 4,
    // Until V8 has optimised the server's code for the endpoint: under a project page's load the server's compiles
    // (--trace-opt) went 156, 17, 8, 2, then none in successive 5 s; with 3 s the first rounds measured that
    // compiling, and the server's req/s rose round after round (docs/benchmarks.md, "session 13").
    warmupSeconds: wholeNumber('BENCH_WARMUP_SECONDS', 20),
    connections: wholeNumber('BENCH_CONNECTIONS', 10) || 10,
  };
}

const loadAverage = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

function pageTargets(raw: ChildServer, app: ChildServer, page: InvestorPage): Target[] {
  const auth: Record<string, string> = page.token ? { authorization: `Bearer ${page.token}` } : {};
  const rawName = `raw ${page.name}`;
  return [
    { name: rawName, server: raw, request: { url: `${raw.url}${page.rawPath}`, headers: auth } },
    {
      name: `GraphQL ${page.name}`,
      server: app,
      baseline: rawName,
      request: {
        url: `${app.url}/graphql`,
        method: 'POST',
        headers: { 'content-type': 'application/json', ...auth },
        body: page.body,
      },
    },
  ];
}

/** A page as a phone's browser asks for it: HTML, brotli. */
const PAGE_HEADERS = { accept: 'text/html', 'accept-encoding': 'br, gzip' };

/**
 * The plain index.html (what a browser that draws its own pages gets: its cookie says so) against the drawn
 * landing page and projects list, which after the first visitor come from the drawn-page cache.
 */
function drawnPageTargets(app: ChildServer): Target[] {
  const plain = { ...PAGE_HEADERS, cookie: 'cobuy_browser_draws=1' };
  return [
    { name: 'plain index.html', server: app, request: { url: `${app.url}/projects`, headers: plain } },
    ...['/', '/projects'].map((path) => ({
      name: `drawn ${path}`,
      server: app,
      baseline: 'plain index.html',
      request: { url: `${app.url}${path}`, headers: PAGE_HEADERS },
    })),
  ];
}

/** The pages the bench measures as drawn are drawn (a web build with its server build is there). */
async function assertDrawn(url: string, paths: readonly string[]): Promise<void> {
  for (const path of paths) {
    const html = await (await fetch(`${url}${path}`, { headers: { accept: 'text/html' } })).text();
    if (!html.includes('id="server-state"')) {
      throw new Error(`${path} was not drawn by the server: run \`npm run build\` first (the web's server build)`);
    }
  }
}

async function main(): Promise<number> {
  const parts = readParts(process.argv.slice(2));
  const settings = readSettings();
  const projectCount = wholeNumber('BENCH_PROJECTS', 100);
  const adminUrl = process.env.DATABASE_URL?.trim() || 'postgres://postgres@127.0.0.1:5432/postgres';

  let database: BenchDatabase | undefined;
  let consumerDatabase: BenchDatabase | undefined;
  let fanoutDatabase: BenchDatabase | undefined;
  // Ctrl-C must still stop the children and drop the database: turn the signal into a normal unwind.
  let interrupted: (reason: Error) => void = () => {};
  const interruption = new Promise<never>((_, reject) => (interrupted = reject));
  const onSignal = (signal: NodeJS.Signals) => interrupted(new Error(`interrupted by ${signal}`));
  process.once('SIGINT', onSignal).once('SIGTERM', onSignal);

  const run = async (): Promise<number> => {
    let code = 0;
    if (parts.includes('pages') || parts.includes('upload-memory')) {
      console.log(`Preparing database ${BENCH_DATABASE} next to ${new URL(adminUrl).host} …`);
      database = await createBenchDatabase(adminUrl);
      if (parts.includes('pages')) code = await pagesPart(database);
      if (parts.includes('upload-memory')) code = Math.max(code, await uploadMemoryPart(database));
    }
    if (parts.includes('consumer-poll')) code = Math.max(code, await consumerPart());
    if (parts.includes('fanout')) code = Math.max(code, await fanoutPart());
    if (parts.includes('scale')) code = Math.max(code, await scalePart());
    return code;
  };

  /**
   * Its own databases, one per size (dropped by the scenario itself). BENCH_SCALE_SIZES (comma-separated,
   * increasing), BENCH_SCALE_ROUNDS, BENCH_SCALE_ROUND_SECONDS, BENCH_SCALE_WARMUP_SECONDS, BENCH_SCALE_SAMPLES; BENCH_CONNECTIONS.
   */
  const scalePart = async (): Promise<number> => {
    console.log(`\nMachine: ${availableParallelism()} CPUs, load average ${loadAverage()} (1, 5, 15 min).`);
    return runScaleScenario(
      adminUrl,
      {
        sizes: readSizes(),
        load: {
          rounds: wholeNumber('BENCH_SCALE_ROUNDS', 5) || 5,
          roundSeconds: wholeNumber('BENCH_SCALE_ROUND_SECONDS', 3) || 3,
          warmupSeconds: wholeNumber('BENCH_SCALE_WARMUP_SECONDS', 2),
          connections: settings.connections,
        },
        samples: wholeNumber('BENCH_SCALE_SAMPLES', 25) || 25,
      },
      loadAverage,
      (line) => console.log(line),
    );
  };

  /** Its own database, migrated by the server it starts; BENCH_FANOUT_NOTIFICATIONS a round, BENCH_FANOUT_ROUNDS. */
  const fanoutPart = async (): Promise<number> => {
    fanoutDatabase = await createBenchDatabase(adminUrl, `${BENCH_DATABASE}_fanout`);
    console.log(`\nMachine: ${availableParallelism()} CPUs, load average ${loadAverage()} (1, 5, 15 min).`);
    const fanout = {
      notifications: wholeNumber('BENCH_FANOUT_NOTIFICATIONS', 300) || 300,
      rounds: wholeNumber('BENCH_FANOUT_ROUNDS', 5) || 5,
    };
    const report = await measureFanout(fanoutDatabase.url, fanout, (line) => console.log(line));
    for (const line of formatFanoutReport(report)) console.log(line);
    const failed = [...report.app, ...report.raw].some((r) => r.delivered !== r.expected) || report.duplicates.app > 0;
    if (failed) console.error('\nFan-out: a delivery was missing or repeated.');
    return failed ? 1 : 0;
  };

  /** Its own database: no server of ours polls it while the consumer is timed. */
  const consumerPart = async (): Promise<number> => {
    consumerDatabase = await createBenchDatabase(adminUrl, `${BENCH_DATABASE}_consumer`);
    console.log(`\nMachine: ${availableParallelism()} CPUs, load average ${loadAverage()} (1, 5, 15 min).`);
    const figures = await measureConsumerPolls(consumerDatabase.url, (line) => console.log(line));
    for (const line of formatConsumerReport(figures)) console.log(line);
    return 0;
  };

  const pagesPart = async (database: BenchDatabase): Promise<number> => {
    const catalog = await seedBenchCatalog(database.url, projectCount);
    console.log(`Seeded ${catalog.projects} projects with ${catalog.units} units.`);
    console.log('Preparing the investor pages (two investors, their investments, goals and interests) …');
    const pages = await prepareInvestorPages(database.url);

    const raw = await startChildServer('raw baseline', new URL('./raw-baseline-server.js', import.meta.url), {
      DATABASE_URL: database.url,
    });
    const app = await startChildServer('CoBuy server', new URL('../main.js', import.meta.url), {
      DATABASE_URL: database.url,
      ...throwAwayProductionEnv(),
      SEED_DEMO_DATA: 'false',
    });

    const { query, projects } = await assertSameAnswers(raw.url, app.url);
    for (const page of [pages.projectPage, ...pages.dashboards]) await assertSamePage(raw.url, app.url, page);
    console.log(
      `Checked: raw, REST and GraphQL return the same ${projects} projects; the raw project page and dashboards ` +
        'return the GraphQL answers and send the statements the server sends.',
    );
    console.log(`Machine: ${availableParallelism()} CPUs, load average ${loadAverage()} (1, 5, 15 min).`);
    console.log(
      `Load: ${settings.warmupSeconds} s warm-up per endpoint, then ${settings.rounds} rounds of ` +
        `${settings.roundSeconds} s per endpoint, interleaved, ${settings.connections} connections.`,
    );

    const scenarios: { title: string; targets: Target[]; statements?: (s: Summary) => string }[] = [
      {
        title: `Projects list (${projects} projects)`,
        targets: [
          { name: 'raw list', server: raw, request: { url: `${raw.url}/api/projects` } },
          { name: 'REST list', server: app, baseline: 'raw list', request: { url: `${app.url}/api/projects` } },
          {
            name: 'GraphQL list',
            server: app,
            baseline: 'raw list',
            request: { url: `${app.url}/graphql`, ...graphqlRequest(query) },
          },
        ],
      },
      { title: 'Project page (GraphQL ProjectPage)', targets: pageTargets(raw, app, pages.projectPage) },
      {
        title: 'Investor dashboard (GraphQL MyDashboard)',
        targets: pages.dashboards.flatMap((page) => pageTargets(raw, app, page)),
      },
      {
        title: 'Drawn pages, kept between visitors, against the plain index.html (same server)',
        targets: drawnPageTargets(app),
      },
    ];
    await assertDrawn(app.url, ['/', '/projects']);
    const statementsOf = new Map(
      [pages.projectPage, ...pages.dashboards].flatMap((p) => [
        [`raw ${p.name}`, p.statements],
        [`GraphQL ${p.name}`, p.statements],
      ]),
    );

    const reports: { title: string; summaries: Summary[]; loadAfter: string }[] = [];
    for (const scenario of scenarios) {
      console.log(`\n${scenario.title}: load average ${loadAverage()} before`);
      const results = await runRounds(scenario.targets, settings, (line) => console.log(line));
      reports.push({ title: scenario.title, summaries: summarise(results), loadAfter: loadAverage() });
    }

    console.log('\nMedians over the rounds, (min-max); "vs raw" divides by the raw baseline of the same round,');
    console.log('"CPU vs raw" is raw CPU ms/request ÷ this CPU ms/request; IQR is that of "vs raw".');
    for (const report of reports) {
      console.log(`\n${report.title} (load average after: ${report.loadAfter})`);
      const sql = report.summaries.map((s) => String(statementsOf.get(s.name) ?? ''));
      console.log(formatTable(report.summaries, sql.some(Boolean) ? { header: 'SQL/req', cells: sql } : undefined));
    }

    const drawn = reports[3]!.summaries.filter((s) => s.ratio);
    const drawnGoal = drawn.every((s) => s.ratio!.median >= 0.8) ? 'met' : 'not met';
    console.log(
      `\nDrawn page goal (req/s ≥ 0.8x of the plain index.html, median): ${drawnGoal} (` +
        drawn.map((s) => `${s.name} ${s.ratio!.median.toFixed(2)}x`).join(', ') +
        ').',
    );
    console.log(
      '\nCPU goals (issue 23 item 4; "CPU vs raw", median over the rounds; two runs must agree within 0.05):',
    );
    for (const line of cpuGoalLines(reports.flatMap((r) => r.summaries))) console.log(`  ${line}`);

    const all = reports.flatMap((r) => r.summaries);
    const failed = all.filter((s) => s.errors > 0 || s.non2xx > 0);
    for (const s of failed) console.error(`\n${s.name}: ${s.errors} errors, ${s.non2xx} non-2xx answers.`);
    const dashboards = pages.dashboards.map((d) => d.statements);
    const grows = new Set(dashboards).size > 1;
    if (grows) console.error(`\nThe dashboard's SQL statements grow with the investments: ${dashboards.join(' vs ')}.`);
    else console.log(`Dashboard SQL statements per request: ${dashboards.join(' at 10 and ')} at 100 investments.`);
    // Idle from here, but the next part measures memory: nothing else of ours runs meanwhile.
    await Promise.all([raw.stop(), app.stop()]);
    return failed.length > 0 || grows ? 1 : 0;
  };

  /**
   * Each round on a server of its own (its memory is measured from its start, and nothing an earlier round
   * left in it is counted), on the same database.
   */
  const uploadMemoryPart = async (database: BenchDatabase): Promise<number> => {
    const rounds = wholeNumber('BENCH_UPLOAD_ROUNDS', 5) || 5;
    console.log(`\nMachine: ${availableParallelism()} CPUs, load average ${loadAverage()} (1, 5, 15 min).`);
    const reports: UploadMemoryReport[] = [];
    for (let round = 1; round <= rounds; round++) {
      const app = await startChildServer(
        'CoBuy server (uploads)',
        new URL('../main.js', import.meta.url),
        {
          DATABASE_URL: database.url,
          ...throwAwayProductionEnv(),
          SEED_DEMO_DATA: 'false',
          // In-memory rate limits: a Redis from the shell would remember earlier runs' submissions of the same ids.
          REDIS_URL: '',
        },
        // Lets the bench ask for a full collection (only for the "held by an open upload" figure).
        ['--expose-gc'],
      );
      try {
        console.log(`\nRound ${round} of ${rounds}:`);
        const report = await measureUploadMemory(app, database.url, (line) => console.log(line));
        for (const line of formatUploadMemoryReport(report)) console.log(line);
        reports.push(report);
      } finally {
        await app.stop();
      }
    }
    console.log(`\nLoad average after: ${loadAverage()}.`);
    for (const line of formatUploadMemorySummary(reports)) console.log(line);
    return reports.some((r) => r.failures.length > 0) ? 1 : 0;
  };

  try {
    return await Promise.race([run(), interruption]);
  } finally {
    await stopAllChildren();
    await database?.drop().catch((error: unknown) => console.error(`Could not drop ${BENCH_DATABASE}:`, error));
    await consumerDatabase
      ?.drop()
      .catch((error: unknown) => console.error('Could not drop the consumer database:', error));
    await fanoutDatabase
      ?.drop()
      .catch((error: unknown) => console.error('Could not drop the fan-out database:', error));
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('The benchmark failed:', error);
    process.exit(1);
  },
);
