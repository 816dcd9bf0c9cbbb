import { SqlInvestingUnitOfWork } from '@cobuy/adapters';
import { describe, expect, it } from 'vitest';
import { interestIn, newUser, projectWithUnit } from './support/investing-data.js';
import { contextOf, FakeClock, run, useInvesting, valueOf } from './support/investing-fixture.js';

/*
 * The dashboard reads an investor's investments and applications with two statements (GetInvestorPortfolio).
 * They must describe one moment: an interest committed between the two reads shows in both or in neither. One
 * transaction at PostgreSQL's default READ COMMITTED does not give that (each statement takes its own snapshot);
 * the unit of work's `read` (REPEATABLE READ READ ONLY) does. Needs real PostgreSQL: PGlite has one connection,
 * so no write can come between two reads there in the first place.
 */

const t = useInvesting();

describe.skipIf(!process.env.DATABASE_URL)('the dashboard reads one moment', () => {
  async function readsAroundAnInterest(mode: 'read' | 'run') {
    const clock = new FakeClock();
    const investor = await newUser(t.db);
    const { projectId, unitId } = await projectWithUnit(t.db, { price: '50000.00' });
    const uow = new SqlInvestingUnitOfWork(t.db, clock);
    return uow[mode](async (store) => {
      const investments = await store.investments.listByUser(investor.id);
      // Another request commits an interest between the two reads.
      valueOf(
        await run(
          t.services.investing.expressInterest,
          contextOf(investor.id, 'user', clock),
          interestIn(projectId, unitId, '1000.00'),
        ),
      );
      const applications = await store.applications.listByUser(investor.id);
      return { investments: investments.length, applications: applications.length };
    });
  }

  it('does not see a write committed after its first read (REPEATABLE READ READ ONLY)', async () => {
    expect(await readsAroundAnInterest('read')).toEqual({ investments: 0, applications: 0 });
  });

  it('where one READ COMMITTED transaction would (why the dashboard does not use it)', async () => {
    expect(await readsAroundAnInterest('run')).toEqual({ investments: 0, applications: 1 });
  });
});
