import { DeveloperRow, ensureReferenceData, openDatabase, ProjectRow, seedDemoCatalog, UnitRow } from '@cobuy/adapters';
import { UNIT_FEATURES, UNIT_TYPES } from '@cobuy/domain';
import pg from 'pg';

/**
 * A throw-away PostgreSQL database for the benchmark, created next to the one DATABASE_URL names, so a run
 * never reads or disturbs anybody's data and always measures the same catalog.
 */
export const BENCH_DATABASE = 'cobuy_bench';

export interface BenchDatabase {
  readonly url: string;
  drop(): Promise<void>;
}

async function admin(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function createBenchDatabase(adminUrl: string): Promise<BenchDatabase> {
  const url = new URL(adminUrl);
  if (url.pathname.replace(/^\//, '') === BENCH_DATABASE) {
    throw new Error(`DATABASE_URL must name another database than ${BENCH_DATABASE}: the bench drops that one`);
  }
  url.pathname = `/${BENCH_DATABASE}`;
  // `with (force)` ends connections left by an interrupted run, which would otherwise block the drop.
  const drop = () => admin(adminUrl, `drop database if exists ${BENCH_DATABASE} with (force)`);
  await drop();
  await admin(adminUrl, `create database ${BENCH_DATABASE}`);
  return { url: url.toString(), drop };
}

const LOCATIONS = [
  'East Legon, Accra',
  'Spintex Road, Accra',
  'Tema, Greater Accra',
  'Lekki, Lagos',
  'Dubai Marina, Dubai',
];
const PROJECT_TYPES = ['residential', 'commercial', 'mixed-use'] as const;
const UNIT_STATUSES = ['available', 'available', 'partially_funded', 'fully_funded', 'sold'] as const;

/** Deterministic pseudo-random numbers, so every run measures the same catalog. */
function lcg(seed: number): () => number {
  let state = seed;
  return () => (state = (state * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
}

/**
 * Migrates, seeds the demo catalog, then adds generated projects (4-20 units each, statuses mixed so the
 * grouped summary has real work) until there are `projectCount`. Returns the number of projects and units.
 */
export async function seedBenchCatalog(
  url: string,
  projectCount: number,
): Promise<{ projects: number; units: number }> {
  const db = await openDatabase({ databaseUrl: url });
  try {
    await db.migrate();
    await ensureReferenceData(db);
    await seedDemoCatalog(db);
    const em = db.em();
    const developers = await em.find(DeveloperRow, {});
    const random = lcg(42);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
    const existing = await em.count(ProjectRow, {});
    const start = Date.now() - 400 * 86_400_000;
    for (let i = existing; i < projectCount; i++) {
      const developer = pick(developers);
      const unitPrice = 50_000 + Math.floor(random() * 40) * 5_000;
      const project = em.create(ProjectRow, {
        title: `Generated Residences ${i + 1}`,
        description: 'A generated project that fills the catalog to a realistic size for the benchmark.',
        location: pick(LOCATIONS),
        country: 'Ghana',
        projectType: pick(PROJECT_TYPES),
        developerId: developer.id,
        developerName: developer.name,
        timeline: 18 + Math.floor(random() * 18),
        constructionTimeline: '24 months',
        expectedProfit: '18.50',
        profitRangeMin: '15.00',
        profitRangeMax: '22.00',
        developerListingPrice: `${unitPrice * 2}.00`,
        unitPrice: `${unitPrice}.00`,
        minInvestment: '1000.00',
        status: 'funding',
        imageUrl: `https://example.com/generated/${i + 1}.jpg`,
        offPlanPrice: null,
        minCoBuyAmount: null,
        completionListPrice: null,
        mediaUrls: [],
        priceNegotiable: true,
        completionDate: new Date(start + 800 * 86_400_000),
        createdAt: new Date(start + i * 3_600_000),
      });
      await em.flush();
      const unitCount = 4 + Math.floor(random() * 17);
      for (let n = 1; n <= unitCount; n++) {
        const status = pick(UNIT_STATUSES);
        const invested =
          status === 'available' ? 0 : status === 'partially_funded' ? Math.floor(unitPrice / 3) : unitPrice;
        em.create(UnitRow, {
          projectId: project.id,
          unitNumber: `G-${String(n).padStart(2, '0')}`,
          unitType: pick(UNIT_TYPES),
          bedrooms: 2 + (n % 3),
          bathrooms: 2,
          floorArea: '120.00',
          plotSize: null,
          price: `${unitPrice}.00`,
          totalInvestmentNeeded: `${unitPrice}.00`,
          currentInvestment: `${invested}.00`,
          minInvestmentAmount: `${1000 + (n % 4) * 500}.00`,
          status,
          features: [UNIT_FEATURES[n % 6]!, UNIT_FEATURES[6 + (n % 6)]!],
          description: null,
          imageUrl: null,
          floor: n % 5,
          block: 'G',
          soldAt: null,
          soldPrice: null,
          profitGenerated: null,
        });
      }
    }
    await em.flush();
    // Fresh planner statistics, as autovacuum would have on a live database; without them the summary's
    // plan is guessed from an empty table.
    await admin(url, 'vacuum analyze');
    return { projects: await em.count(ProjectRow, {}), units: await em.count(UnitRow, {}) };
  } finally {
    await db.close();
  }
}
