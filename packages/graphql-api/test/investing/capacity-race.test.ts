import { describe, expect, it } from 'vitest';
import {
  applicationRow,
  committedOf,
  count,
  insertApprovedKyc,
  interestIn,
  newUser,
  newUsers,
  projectWithUnit,
} from './support/investing-data.js';
import { contextOf, FakeClock, run, useInvesting, valueOf } from './support/investing-fixture.js';

/*
 * Product rules §3: a unit is never over-committed, even when many investors take its last shares at once.
 * On PostgreSQL (DATABASE_URL) the calls run on a pool wide enough for them to truly overlap; on PGlite the
 * same calls are serialized by its single connection, and the same assertions hold.
 */

const t = useInvesting();
const clock = new FakeClock();
const POOL = 25;
const cents = (money: string) => BigInt(money.replace('.', ''));

describe('capacity under concurrency', () => {
  it('50 investors at once, 7,000 each into 100,000: exactly 14 succeed, every refusal says 2,000 remains', async () => {
    const services = await t.racingServices(POOL);
    const investors = await newUsers(t.db, 50);
    const { projectId, unitId } = await projectWithUnit(t.db, { price: '100000.00' });

    const results = await Promise.all(
      investors.map((investor) =>
        run(services.investing.createInvestment, contextOf(investor.id, 'user', clock), {
          projectId,
          unitId,
          amount: '7000.00',
        }),
      ),
    );

    const successes = results.filter((r) => r.ok);
    const refusals = results.flatMap((r) => (r.ok ? [] : [r.error]));
    expect(successes).toHaveLength(14);
    expect(refusals).toHaveLength(36);
    for (const refusal of refusals) {
      expect(refusal).toMatchObject({ code: 'INVESTMENT.CAPACITY_EXCEEDED', details: { remaining: '2000.00' } });
    }
    expect(await committedOf(t.db, unitId)).toBe('98000.00');
    expect(await count(t.db, 'select count(*) as n from investments where unit_id = ?', [unitId])).toBe(14);
  });

  it('mixed amounts at once: never over the target, and nothing refused would still fit', async () => {
    const services = await t.racingServices(POOL);
    const investors = await newUsers(t.db, 50);
    const { projectId, unitId } = await projectWithUnit(t.db, { price: '150000.00' });
    const amounts = investors.map(
      (_, i) => `${1000 + ((i * 3_731) % 9) * 1000 + (i % 7) * 13}.${String(i % 100).padStart(2, '0')}`,
    );

    const results = await Promise.all(
      investors.map((investor, i) =>
        run(services.investing.createInvestment, contextOf(investor.id, 'user', clock), {
          projectId,
          unitId,
          amount: amounts[i],
        }),
      ),
    );

    const committed = cents(await committedOf(t.db, unitId));
    const target = cents('150000.00');
    expect(committed <= target).toBe(true);
    const accepted = results.flatMap((r, i) => (r.ok ? [cents(amounts[i]!)] : []));
    expect(accepted.reduce((a, b) => a + b, 0n)).toBe(committed);
    // The amounts add up to more than the unit: some must be refused.
    expect(accepted.length).toBeLessThan(50);
    const finalRemaining = target - committed;
    results.forEach((r, i) => {
      if (r.ok) return;
      expect(r.error.code).toBe('INVESTMENT.CAPACITY_EXCEEDED');
      const remaining = cents(String(r.error.details!.remaining));
      // What was left when it was refused was too little, and never less than what is left now.
      expect(remaining < cents(amounts[i]!)).toBe(true);
      expect(remaining >= finalRemaining).toBe(true);
    });
  });

  it('20 approvals at once for one unit: exactly what fits gets payment instructions, the rest stay pending', async () => {
    const services = await t.racingServices(POOL);
    const admin = await newUser(t.db, 'admin');
    const investors = await newUsers(t.db, 20);
    for (const investor of investors) await insertApprovedKyc(t.db, investor.id);
    const { projectId, unitId } = await projectWithUnit(t.db, { price: '100000.00' });
    const applicationIds: number[] = [];
    for (const investor of investors) {
      const interest = interestIn(projectId, unitId, '7000.00');
      applicationIds.push(
        valueOf(await run(services.investing.expressInterest, contextOf(investor.id, 'user', clock), interest)).id,
      );
    }

    const results = await Promise.all(
      applicationIds.map((applicationId) =>
        run(services.investing.approveApplication, contextOf(admin.id, 'admin', clock), { applicationId }),
      ),
    );

    const approved = results.flatMap((r) => (r.ok ? [r.value] : []));
    expect(approved).toHaveLength(14);
    for (const view of approved) expect(view.status).toBe('awaiting_payment');
    results.forEach((r) => {
      if (!r.ok)
        expect(r.error).toMatchObject({ code: 'INVESTMENT.CAPACITY_EXCEEDED', details: { remaining: '2000.00' } });
    });
    expect(await committedOf(t.db, unitId)).toBe('98000.00');
    const statuses = await Promise.all(applicationIds.map(async (id) => (await applicationRow(t.db, id)).status));
    expect(statuses.filter((s) => s === 'awaiting_payment')).toHaveLength(14);
    expect(statuses.filter((s) => s === 'pending')).toHaveLength(6);
  });
});
