import { SqlCatalogAdminUnitOfWork, type Database } from '@cobuy/adapters';
import { CreateUnit, UpdateUnit, type AppError } from '@cobuy/application';
import type { CatalogAdminRepository, CatalogAdminUnitOfWork, Result, StoredUnit } from '@cobuy/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { newUser, projectWithUnit } from './investing/support/investing-data.js';
import { contextOf, FakeClock, run, useInvesting } from './investing/support/investing-fixture.js';

/*
 * Rules §3: a price whose project or platform total of unit prices would pass 9,999,999,999,999.99 is refused when
 * saved, also when two saves that each fit alone arrive together. On PostgreSQL (DATABASE_URL) the saves run on a
 * pool wide enough for them to truly overlap; on PGlite its single connection serializes them, and the same
 * assertions hold.
 */

const t = useInvesting();
const clock = new FakeClock();
const POOL = 6;
const PROJECT_PAST = "would take the project's total of unit prices past 9,999,999,999,999.99 USD";
const PLATFORM_PAST = "would take the platform's total of unit prices past 9,999,999,999,999.99 USD";

// The platform's total spans every unit: each test starts from an empty catalog.
beforeEach(async () => {
  await t.db.em().execute('truncate table projects cascade', [], 'run');
});

let unitCounter = 0;
const unitForm = (projectId: number, price: string) => ({
  projectId,
  unitNumber: `P-${++unitCounter}`,
  unitType: 'semi-detached',
  bedrooms: 3,
  bathrooms: 2,
  price,
  minInvestmentAmount: '1.00',
  features: [],
});

async function platformTotal(db: Database): Promise<string> {
  const [row] = await db.em().execute<{ total: string }[]>('select coalesce(sum(price), 0)::text as total from units');
  return row!.total;
}

function outcome(results: Result<StoredUnit, AppError>[]) {
  return {
    saved: results.filter((r) => r.ok).length,
    refusals: results.flatMap((r) => (r.ok ? [] : [r.error.fields])),
  };
}

/** A database pool on which calls really overlap (PostgreSQL), or the file's single PGlite connection. */
async function racingDb(): Promise<Database> {
  return t.postgresUrl ? t.openPool(POOL) : t.db;
}

/**
 * The catalog admin unit of work, except that each transaction, once `lockUnitPriceTotals` has answered, waits
 * until `parties` transactions got that far or `waitMs` passed. With the lock, the others cannot get that far
 * (they wait on it), so the first waits out `waitMs` and commits; without it, all would read the same totals and
 * each would pass.
 */
function rendezvousAfterTotals(db: Database, parties: number, waitMs: number): CatalogAdminUnitOfWork {
  const inner = new SqlCatalogAdminUnitOfWork(db);
  let arrived = 0;
  let releaseAll: () => void = () => undefined;
  const everyoneArrived = new Promise<void>((resolve) => (releaseAll = resolve));
  return {
    run: (work) =>
      inner.run((store) => {
        const catalog: CatalogAdminRepository = Object.create(store.catalog) as CatalogAdminRepository;
        catalog.lockUnitPriceTotals = async (projectId, exceptUnitId) => {
          const totals = await store.catalog.lockUnitPriceTotals(projectId, exceptUnitId);
          if (++arrived === parties) releaseAll();
          await Promise.race([everyoneArrived, new Promise((resolve) => setTimeout(resolve, waitMs))]);
          return totals;
        };
        return work({ ...store, catalog });
      }),
  };
}

describe('price totals under concurrency', () => {
  it('two new units in two projects, each fitting the platform alone, made to overlap: one is refused', async () => {
    const admin = await newUser(t.db, 'admin');
    const ctx = contextOf(admin.id, 'admin', clock, 'price-totals');
    const a = await projectWithUnit(t.db, { price: '5000000000000.00' });
    const b = await projectWithUnit(t.db, { price: '1.00' });
    const createUnit = new CreateUnit({ uow: rendezvousAfterTotals(await racingDb(), 2, 300) });

    const results = await Promise.all([
      run(createUnit, ctx, unitForm(a.projectId, '3000000000000.00')),
      run(createUnit, ctx, unitForm(b.projectId, '3000000000000.00')),
    ]);

    expect(outcome(results)).toEqual({ saved: 1, refusals: [{ price: PLATFORM_PAST }] });
    expect(await platformTotal(t.db)).toBe('8000000000001.00');
  });

  it('two price raises in one project, each fitting alone, made to overlap: one is refused', async () => {
    const admin = await newUser(t.db, 'admin');
    const ctx = contextOf(admin.id, 'admin', clock, 'price-totals');
    const { projectId, unitId } = await projectWithUnit(t.db, { price: '1000000000000.00' });
    const second = await run(t.services.catalogAdmin.createUnit, ctx, unitForm(projectId, '1000000000000.00'));
    if (!second.ok) throw new Error(JSON.stringify(second.error));
    const updateUnit = new UpdateUnit({ uow: rendezvousAfterTotals(await racingDb(), 2, 300) });
    const raise = (id: number, unitNumber: string) =>
      run(updateUnit, ctx, { ...unitForm(projectId, '6000000000000.00'), unitId: id, unitNumber });

    const results = await Promise.all([raise(unitId, 'A1'), raise(second.value.id, second.value.unitNumber)]);

    expect(outcome(results)).toEqual({ saved: 1, refusals: [{ price: PROJECT_PAST }] });
    expect(await platformTotal(t.db)).toBe('7000000000000.00');
  });

  it('20 rounds of two saves at once through the services, each fitting alone: never both', async () => {
    const services = await t.racingServices(POOL);
    const admin = await newUser(t.db, 'admin');
    const ctx = contextOf(admin.id, 'admin', clock, 'price-totals');
    for (let round = 0; round < 20; round++) {
      await t.db.em().execute('truncate table projects cascade', [], 'run');
      const a = await projectWithUnit(t.db, { price: '4000000000000.00' });
      const b = await projectWithUnit(t.db, { price: '4000000000000.00' });

      const results = await Promise.all([
        run(services.catalogAdmin.createUnit, ctx, unitForm(a.projectId, '1500000000000.00')),
        run(services.catalogAdmin.createUnit, ctx, unitForm(b.projectId, '1500000000000.00')),
      ]);

      expect(outcome(results)).toEqual({ saved: 1, refusals: [{ price: PLATFORM_PAST }] });
      expect(await platformTotal(t.db)).toBe('9500000000000.00');
    }
  });
});
