import type { AppError } from '@cobuy/application';
import { describe, expect, it } from 'vitest';
import {
  applicationRow,
  count,
  insertApprovedKyc,
  interestIn,
  newUser,
  projectWithUnit,
  type TestUser,
} from './support/investing-data.js';
import { contextOf, errorOf, FakeClock, run, useInvesting, valueOf } from './support/investing-fixture.js';

/*
 * Product rules §3, issue 17 item 1: without valid KYC an investor holds at most 3 open unpaid reservations
 * (investments in pending_kyc or awaiting_payment, approved applications waiting for KYC) and at most
 * 100,000.00 USD across them; beyond that a 409 INVESTMENT.KYC_REQUIRED_FOR_MORE. Decided under the investor's
 * lock, so one investor's parallel requests on different units cannot all pass. On PostgreSQL the calls truly
 * overlap (a pool of 25 connections); on PGlite they serialise and the same assertions hold.
 */

const t = useInvesting();
const clock = new FakeClock();
const POOL = 25;
const cents = (money: string) => BigInt(money.replace('.', ''));
const LIMIT_TOTAL = cents('100000.00');

const asInvestor = (user: TestUser) => contextOf(user.id, 'user', clock);

/** `n` units, each in a project of its own, each with room for 200,000.00 USD. */
async function units(n: number) {
  return Promise.all(Array.from({ length: n }, () => projectWithUnit(t.db, { price: '200000.00' })));
}

const unpaidOf = async (userId: number) => {
  const [row] = await t.db.em().execute<{ n: string; total: string }[]>(
    `select count(*) as n, coalesce(sum(amount), 0)::numeric(15,2)::text as total from investments
      where user_id = ? and status in ('pending_kyc', 'awaiting_payment')`,
    [userId],
  );
  return { count: Number(row!.n), total: row!.total };
};

function expectLimitRefusal(error: AppError, reason: 'count' | 'total'): void {
  expect(error).toMatchObject({
    code: 'INVESTMENT.KYC_REQUIRED_FOR_MORE',
    details: { reason, limitCount: 3, limitTotal: '100000.00' },
  });
  expect(error.message).toMatch(/Complete KYC verification to invest more\.$/);
}

describe('reservations without KYC, under concurrency', () => {
  it('20 direct investments at once on 20 units by one unverified investor: exactly 3 succeed', async () => {
    const services = await t.racingServices(POOL);
    const squatter = await newUser(t.db);
    const targets = await units(20);

    const results = await Promise.all(
      targets.map(({ projectId, unitId }) =>
        run(services.investing.createInvestment, asInvestor(squatter), { projectId, unitId, amount: '10000.00' }),
      ),
    );

    const successes = results.flatMap((r) => (r.ok ? [r.value] : []));
    expect(successes).toHaveLength(3);
    for (const view of successes) expect(view.status).toBe('pending_kyc');
    const refusals = results.flatMap((r) => (r.ok ? [] : [r.error]));
    expect(refusals).toHaveLength(17);
    for (const refusal of refusals) {
      expectLimitRefusal(refusal, 'count');
      expect(refusal.details).toMatchObject({ openCount: 3, openTotal: '30000.00' });
    }
    expect(await unpaidOf(squatter.id)).toEqual({ count: 3, total: '30000.00' });
  });

  it('the amount cap refuses before the count: 40,000.00 at once on 10 units, exactly 2 succeed', async () => {
    const services = await t.racingServices(POOL);
    const investor = await newUser(t.db);
    const targets = await units(10);

    const results = await Promise.all(
      targets.map(({ projectId, unitId }) =>
        run(services.investing.createInvestment, asInvestor(investor), { projectId, unitId, amount: '40000.00' }),
      ),
    );

    expect(results.filter((r) => r.ok)).toHaveLength(2);
    for (const r of results) {
      if (r.ok) continue;
      expectLimitRefusal(r.error, 'total');
      expect(r.error.details).toMatchObject({ openCount: 2, openTotal: '80000.00', available: '20000.00' });
    }
    expect(await unpaidOf(investor.id)).toEqual({ count: 2, total: '80000.00' });
  });

  it('mixed amounts at once: never more than 3 or 100,000.00, and nothing refused would still have fitted', async () => {
    const services = await t.racingServices(POOL);
    const investor = await newUser(t.db);
    const targets = await units(16);
    const amounts = targets.map(
      (_, i) => `${5000 + ((i * 7919) % 11) * 4000}.${String((i * 37) % 100).padStart(2, '0')}`,
    );

    const results = await Promise.all(
      targets.map(({ projectId, unitId }, i) =>
        run(services.investing.createInvestment, asInvestor(investor), { projectId, unitId, amount: amounts[i] }),
      ),
    );

    const held = await unpaidOf(investor.id);
    expect(held.count).toBeLessThanOrEqual(3);
    expect(cents(held.total) <= LIMIT_TOTAL).toBe(true);
    const accepted = results.flatMap((r, i) => (r.ok ? [cents(amounts[i]!)] : []));
    expect(accepted.length).toBe(held.count);
    expect(accepted.reduce((a, b) => a + b, 0n)).toBe(cents(held.total));
    results.forEach((r, i) => {
      if (r.ok) return;
      expect(r.error.code).toBe('INVESTMENT.KYC_REQUIRED_FOR_MORE');
      const { reason, openCount, available } = r.error.details as Record<string, unknown>;
      // Refused for the count only with 3 held; for the sum only when the amount was more than what was left.
      if (reason === 'count') expect(openCount).toBe(3);
      else expect(cents(String(available)) < cents(amounts[i]!)).toBe(true);
    });
  });

  it('approvals and direct investments of one investor at once share the limit (and nothing deadlocks)', async () => {
    const services = await t.racingServices(POOL);
    const admin = await newUser(t.db, 'admin');
    const investor = await newUser(t.db);
    const applicationTargets = await units(6);
    const directTargets = await units(6);
    const applicationIds: number[] = [];
    for (const { projectId, unitId } of applicationTargets) {
      const view = valueOf(
        await run(services.investing.expressInterest, asInvestor(investor), interestIn(projectId, unitId, '5000.00')),
      );
      applicationIds.push(view.id);
    }

    const results = await Promise.all([
      ...applicationIds.map((applicationId) =>
        run(services.investing.approveApplication, contextOf(admin.id, 'admin', clock), { applicationId }),
      ),
      ...directTargets.map(({ projectId, unitId }) =>
        run(services.investing.createInvestment, asInvestor(investor), { projectId, unitId, amount: '5000.00' }),
      ),
    ]);

    expect(results.filter((r) => r.ok)).toHaveLength(3);
    for (const r of results) {
      if (r.ok) continue;
      expect(r.error).toMatchObject({
        code: 'INVESTMENT.KYC_REQUIRED_FOR_MORE',
        details: { reason: 'count', openCount: 3 },
      });
    }
    const statuses = await Promise.all(applicationIds.map(async (id) => (await applicationRow(t.db, id)).status));
    const approved = statuses.filter((s) => s === 'awaiting_kyc').length;
    // Every refused approval left its application pending.
    expect(statuses.filter((s) => s === 'pending')).toHaveLength(6 - approved);
    expect(approved + (await unpaidOf(investor.id)).count).toBe(3);
  });

  it('an investor with valid KYC is not limited: 5 investments of 40,000.00 at once all open', async () => {
    const services = await t.racingServices(POOL);
    const investor = await newUser(t.db);
    await insertApprovedKyc(t.db, investor.id);
    const targets = await units(5);

    const results = await Promise.all(
      targets.map(({ projectId, unitId }) =>
        run(services.investing.createInvestment, asInvestor(investor), { projectId, unitId, amount: '40000.00' }),
      ),
    );

    expect(results.map((r) => r.ok && r.value.status)).toEqual(Array(5).fill('awaiting_payment'));
    expect(await unpaidOf(investor.id)).toEqual({ count: 5, total: '200000.00' });
  });
});

describe('the reservation limit, step by step', () => {
  const invest = (user: TestUser, target: { projectId: number; unitId: number }, amount: string) =>
    run(t.services.investing.createInvestment, asInvestor(user), { ...target, amount });

  it('an approval past the limit is refused with the same code, worded for the admin; the application stays pending', async () => {
    const admin = await newUser(t.db, 'admin');
    const investor = await newUser(t.db);
    const [a, b, c, d] = await units(4);
    valueOf(await invest(investor, a!, '30000.00'));
    valueOf(await invest(investor, b!, '30000.00'));
    const express = async (target: { projectId: number; unitId: number }, amount: string) =>
      valueOf(
        await run(
          t.services.investing.expressInterest,
          asInvestor(investor),
          interestIn(target.projectId, target.unitId, amount),
        ),
      ).id;
    const tooMuch = await express(c!, '40000.01');
    const fits = await express(d!, '40000.00');
    const approve = (applicationId: number) =>
      run(t.services.investing.approveApplication, contextOf(admin.id, 'admin', clock), { applicationId });

    const refused = errorOf(await approve(tooMuch));
    expect(refused).toMatchObject({
      code: 'INVESTMENT.KYC_REQUIRED_FOR_MORE',
      details: { reason: 'total', openCount: 2, openTotal: '60000.00', available: '40000.00' },
    });
    expect(refused.message).toBe(
      'The investor must complete KYC before this application can be approved: without verified KYC an investor ' +
        'may hold at most 3 unpaid reservations totalling 100,000.00 USD, and they already hold 2 (60,000.00 USD), ' +
        "and this application's 40,000.01 USD would take them past it. The application stays pending.",
    );
    expect((await applicationRow(t.db, tooMuch)).status).toBe('pending');

    expect(valueOf(await approve(fits)).status).toBe('awaiting_kyc');
    // Three reservations now (two investments, one approved application waiting for KYC): a fourth is refused.
    const fourth = errorOf(await invest(investor, c!, '1000.00'));
    expectLimitRefusal(fourth, 'count');
    expect(fourth.message).toBe(
      'Without verified KYC you can hold at most 3 unpaid reservations totalling 100,000.00 USD; you hold 3 ' +
        '(100,000.00 USD). Complete KYC verification to invest more.',
    );
    expect(
      await count(t.db, 'select count(*) as n from investments where user_id = ? and unit_id = ?', [
        investor.id,
        c!.unitId,
      ]),
    ).toBe(0);
  });

  it('frees a place when a reservation is cancelled, and lifts the limit once KYC is valid', async () => {
    const investor = await newUser(t.db);
    const targets = await units(5);
    const held = [];
    for (const target of targets.slice(0, 3)) held.push(valueOf(await invest(investor, target, '20000.00')));
    expectLimitRefusal(errorOf(await invest(investor, targets[3]!, '20000.00')), 'count');

    valueOf(await run(t.services.investing.cancelInvestment, asInvestor(investor), { investmentId: held[0]!.id }));
    expect(valueOf(await invest(investor, targets[3]!, '20000.00')).status).toBe('pending_kyc');
    expectLimitRefusal(errorOf(await invest(investor, targets[4]!, '20000.00')), 'count');

    await insertApprovedKyc(t.db, investor.id);
    expect(valueOf(await invest(investor, targets[4]!, '150000.00')).status).toBe('awaiting_payment');
  });
});

describe('rate limit per investor', () => {
  it('refuses the 31st direct investment and the 31st interest within 10 minutes (429 with the wait), per investor', async () => {
    const investor = await newUser(t.db);
    const other = await newUser(t.db);
    const { projectId, unitId } = await projectWithUnit(t.db, { price: '1000.00' });
    // Refused calls count as well: each of these is over the unit's capacity.
    for (let i = 0; i < 30; i++) {
      const r = await run(t.services.investing.createInvestment, asInvestor(investor), {
        projectId,
        unitId,
        amount: '5000.00',
      });
      expect(!r.ok && r.error.code).toBe('INVESTMENT.CAPACITY_EXCEEDED');
    }
    const limited = errorOf(
      await run(t.services.investing.createInvestment, asInvestor(investor), { projectId, unitId, amount: '500.00' }),
    );
    expect(limited).toMatchObject({
      code: 'ACCOUNTS.RATE_LIMITED',
      details: { retryAfterSeconds: expect.any(Number) },
    });
    expect(limited.details!.retryAfterSeconds as number).toBeGreaterThan(0);
    expect(limited.details!.retryAfterSeconds as number).toBeLessThanOrEqual(600);
    // Another investor is not affected.
    expect(
      (await run(t.services.investing.createInvestment, asInvestor(other), { projectId, unitId, amount: '500.00' })).ok,
    ).toBe(true);

    for (let i = 0; i < 30; i++) {
      const r = await run(
        t.services.investing.expressInterest,
        asInvestor(investor),
        interestIn(projectId, unitId, '1000.00'),
      );
      expect(r.ok || r.error.code !== 'ACCOUNTS.RATE_LIMITED').toBe(true);
    }
    const interestLimited = errorOf(
      await run(t.services.investing.expressInterest, asInvestor(investor), interestIn(projectId, unitId, '1000.00')),
    );
    expect(interestLimited.code).toBe('ACCOUNTS.RATE_LIMITED');
  });
});
