import {
  DeveloperRow,
  insertConfirmedInvestments,
  insertPasswordlessUsers,
  openDatabase,
  ProjectRow,
  seedDemoCatalog,
  UnitRow,
  type Row,
  type UnitFunding,
} from '@cobuy/adapters';
import { Money, UNIT_FEATURES, UNIT_TYPES } from '@cobuy/domain';
import pg from 'pg';

/**
 * A throw-away PostgreSQL database for the benchmark, created next to the one DATABASE_URL names, so a run
 * never reads or disturbs anybody's data and always measures the same catalog. Two benches running at once
 * against one PostgreSQL need different names (BENCH_DATABASE_NAME): each drops its own at the start.
 */
export const BENCH_DATABASE = benchDatabaseName(process.env.BENCH_DATABASE_NAME);

function benchDatabaseName(value: string | undefined): string {
  const name = value?.trim() || 'cobuy_bench';
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) {
    throw new Error(`BENCH_DATABASE_NAME must be a plain lower-case PostgreSQL name, got "${name}"`);
  }
  return name;
}

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

/**
 * The bench's database (`name`: BENCH_DATABASE unless a part needs one of its own), dropped and made anew; a copy
 * of the database `template` when given (nobody may be connected to that one meanwhile).
 */
export async function createBenchDatabase(
  adminUrl: string,
  name: string = BENCH_DATABASE,
  template?: string,
): Promise<BenchDatabase> {
  const url = new URL(adminUrl);
  if (url.pathname.replace(/^\//, '') === name) {
    throw new Error(`DATABASE_URL must name another database than ${name}: the bench drops that one`);
  }
  url.pathname = `/${name}`;
  // `with (force)` ends connections left by an interrupted run, which would otherwise block the drop.
  const drop = () => admin(adminUrl, `drop database if exists ${name} with (force)`);
  await drop();
  await admin(adminUrl, `create database ${name}${template ? ` template ${benchDatabaseName(template)}` : ''}`);
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
 * grouped summary has real work) until there are `projectCount`. A unit's funding is derived from its
 * investments, so funded and sold units get confirmed investments from one bench investor, as in production.
 * Returns the number of projects and units.
 */
export async function seedBenchCatalog(
  url: string,
  projectCount: number,
): Promise<{ projects: number; units: number }> {
  const db = await openDatabase({ databaseUrl: url });
  try {
    await db.migrate();
    await seedDemoCatalog(db);
    const em = db.em();
    const developers = await em.find(DeveloperRow, {});
    const random = lcg(42);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
    const existing = await em.count(ProjectRow, {});
    const start = Date.now() - 400 * 86_400_000;
    const [investorId] = await insertPasswordlessUsers(
      em,
      [{ username: 'bench-investor', email: 'investor@bench.cobuy.invalid', firstName: 'Bench', lastName: 'Investor' }],
      new Date(start),
    );
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
      const price = Money.of(`${unitPrice}.00`);
      const funded: { unit: Row<typeof UnitRow>; amount: Money; sale: UnitFunding['unit']['sale'] }[] = [];
      for (let n = 1; n <= unitCount; n++) {
        const status = pick(UNIT_STATUSES);
        // Sold units were fully funded and sold at 20% profit, shared out to the bench investor.
        const sale =
          status === 'sold'
            ? { soldAt: new Date(start + (i + 300) * 3_600_000), profitGenerated: price.multiplyRatio(20n, 100n) }
            : null;
        const unit = em.create(UnitRow, {
          projectId: project.id,
          unitNumber: `G-${String(n).padStart(2, '0')}`,
          unitType: pick(UNIT_TYPES),
          bedrooms: 2 + (n % 3),
          bathrooms: 2,
          floorArea: '120.00',
          plotSize: null,
          price: price.toString(),
          totalInvestmentNeeded: price.toString(),
          minInvestmentAmount: `${1000 + (n % 4) * 500}.00`,
          fundingOverride: null,
          features: [UNIT_FEATURES[n % 6]!, UNIT_FEATURES[6 + (n % 6)]!],
          description: null,
          imageUrl: null,
          floor: n % 5,
          block: 'G',
          soldAt: sale?.soldAt ?? null,
          soldPrice: sale ? price.add(sale.profitGenerated).toString() : null,
          profitGenerated: sale?.profitGenerated.toString() ?? null,
        });
        if (status !== 'available')
          funded.push({ unit, sale, amount: status === 'partially_funded' ? price.multiplyRatio(1n, 3n) : price });
      }
      await em.flush();
      const confirmedAt = new Date(start + (i + 200) * 3_600_000);
      const fundings: UnitFunding[] = funded.map(({ unit, amount, sale }) => ({
        unit: { id: unit.id, projectId: project.id, price, sale },
        contributions: [
          {
            userId: investorId!,
            amount,
            paymentReference: `BENCH-${unit.id}`,
            createdAt: confirmedAt,
            paymentConfirmedAt: confirmedAt,
          },
        ],
      }));
      await insertConfirmedInvestments(em, fundings);
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
