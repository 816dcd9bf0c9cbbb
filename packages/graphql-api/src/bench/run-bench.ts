import { availableParallelism, loadavg } from 'node:os';
import { BENCH_DATABASE, createBenchDatabase, seedBenchCatalog, type BenchDatabase } from './bench-database.js';
import { startChildServer, throwAwayProductionEnv, stopAllChildren } from './children.js';
import { formatTable, measure, type LoadResult, type LoadSettings } from './load.js';
import { assertSameAnswers, graphqlRequest } from './same-answers.js';

/**
 * `npm run bench`: the projects list over REST and GraphQL against a raw node:http + pg baseline, in one
 * run on one database, so the ratios compare like with like on this machine at this moment. Absolute
 * figures depend on the machine; the ratios are what to watch. See docs/benchmarks.md.
 */

function wholeNumber(name: string, fallback: number): number {
  const value = process.env[name];
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, got "${value}"`);
  return n;
}

async function main(): Promise<number> {
  const settings: LoadSettings = {
    seconds: wholeNumber('BENCH_SECONDS', 10) || 10,
    warmupSeconds: wholeNumber('BENCH_WARMUP_SECONDS', 3),
    connections: wholeNumber('BENCH_CONNECTIONS', 10) || 10,
  };
  const projectCount = wholeNumber('BENCH_PROJECTS', 100);
  const adminUrl = process.env.DATABASE_URL?.trim() || 'postgres://postgres@127.0.0.1:5432/postgres';

  let database: BenchDatabase | undefined;
  // Ctrl-C must still stop the children and drop the database: turn the signal into a normal unwind.
  let interrupted: (reason: Error) => void = () => {};
  const interruption = new Promise<never>((_, reject) => (interrupted = reject));
  const onSignal = (signal: NodeJS.Signals) => interrupted(new Error(`interrupted by ${signal}`));
  process.once('SIGINT', onSignal).once('SIGTERM', onSignal);

  const run = async (): Promise<number> => {
    console.log(`Preparing database ${BENCH_DATABASE} next to ${new URL(adminUrl).host} …`);
    database = await createBenchDatabase(adminUrl);
    const catalog = await seedBenchCatalog(database.url, projectCount);
    console.log(`Seeded ${catalog.projects} projects with ${catalog.units} units.`);

    const raw = await startChildServer('raw baseline', new URL('./raw-baseline-server.js', import.meta.url), {
      DATABASE_URL: database.url,
    });
    const app = await startChildServer('CoBuy server', new URL('../main.js', import.meta.url), {
      DATABASE_URL: database.url,
      ...throwAwayProductionEnv(),
      SEED_DEMO_DATA: 'false',
    });

    const { query, projects } = await assertSameAnswers(raw.url, app.url);
    console.log(`Checked: the three endpoints return the same ${projects} projects.`);
    // Everything (PostgreSQL, both servers, autocannon) shares this machine: say how busy it was.
    const load = loadavg()
      .map((l) => l.toFixed(1))
      .join(' ');
    console.log(`Machine: ${availableParallelism()} CPUs, load average ${load}.`);
    console.log(
      `Load: ${settings.warmupSeconds} s warm-up then ${settings.seconds} s per endpoint, ` +
        `${settings.connections} connections, one after another.\n`,
    );

    const results: LoadResult[] = [];
    results.push(await measure('raw node:http + pg', { url: `${raw.url}/api/projects` }, settings));
    results.push(await measure('REST /api/projects', { url: `${app.url}/api/projects` }, settings));
    results.push(await measure('GraphQL projects', { url: `${app.url}/graphql`, ...graphqlRequest(query) }, settings));
    console.log(formatTable(results));

    const failed = results.filter((r) => r.errors > 0 || r.non2xx > 0);
    for (const r of failed) console.error(`\n${r.name}: ${r.errors} errors, ${r.non2xx} non-2xx answers.`);
    return failed.length > 0 ? 1 : 0;
  };

  try {
    return await Promise.race([run(), interruption]);
  } finally {
    await stopAllChildren();
    await database?.drop().catch((error: unknown) => console.error(`Could not drop ${BENCH_DATABASE}:`, error));
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('The benchmark failed:', error);
    process.exit(1);
  },
);
