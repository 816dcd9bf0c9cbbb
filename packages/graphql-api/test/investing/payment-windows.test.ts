import { SqlInvestingUnitOfWork } from '@cobuy/adapters';
import { ExpireOverduePayments, SendPaymentReminders, type RequestContext } from '@cobuy/application';
import { beforeAll, describe, expect, it } from 'vitest';
import { systemContext } from '../../src/composition-root.js';
import {
  applicationRow,
  auditCount,
  committedOf,
  count,
  eventCount,
  insertApprovedKyc,
  interestIn,
  investmentRow,
  mailCount,
  newUser,
  projectWithUnit,
  type TestUser,
} from './support/investing-data.js';
import { contextOf, DAY_MS, FakeClock, HOUR_MS, run, useInvesting, valueOf } from './support/investing-fixture.js';

/*
 * Payment windows (product rules §2 and §6): an unpaid investment expires at its due instant, not before,
 * with its application, releasing the capacity; the investor is reminded once 24 hours before. Time is a
 * fake clock. With two server processes (two pools on one PostgreSQL database, each with its own unit of
 * work and jobs) running the jobs at once, each expiry and each reminder still happens exactly once.
 */

const t = useInvesting();
let admin: TestUser;
beforeAll(async () => {
  admin = await newUser(t.db, 'admin');
});

/** The jobs' context (no actor), on the test's clock instead of the system's. */
const jobContext = (clock: FakeClock): RequestContext => ({ ...systemContext(), clock });

/** An investor with valid KYC and an investment awaiting payment, direct or through an application. */
async function waitingInvestment(clock: FakeClock, amount: string, via: 'direct' | 'application') {
  const investor = await newUser(t.db);
  await insertApprovedKyc(t.db, investor.id);
  const { projectId, unitId } = await projectWithUnit(t.db, { price: '50000.00' });
  const asInvestor = contextOf(investor.id, 'user', clock);
  if (via === 'direct') {
    const view = valueOf(await run(t.services.investing.createInvestment, asInvestor, { projectId, unitId, amount }));
    return { investor, unitId, investmentId: view.id, applicationId: null, dueAt: view.windowEndsAt! };
  }
  const interest = valueOf(
    await run(t.services.investing.expressInterest, asInvestor, interestIn(projectId, unitId, amount)),
  );
  const asAdmin = contextOf(admin.id, 'admin', clock);
  const view = valueOf(await run(t.services.investing.approveApplication, asAdmin, { applicationId: interest.id }));
  return { investor, unitId, investmentId: view.investmentId!, applicationId: interest.id, dueAt: view.paymentDueAt! };
}

type Waiting = Awaited<ReturnType<typeof waitingInvestment>>;

/** Everything the window's end leaves behind for one investment. */
async function windowTraces(w: Waiting) {
  return {
    reminderEvents: await eventCount(t.db, 'payment.window_expiring', 'investmentId', w.investmentId),
    reminderMails: await mailCount(t.db, w.investor.email, 'payment-reminder'),
    expiryEvents: await eventCount(t.db, 'payment.window_expired', 'investmentId', w.investmentId),
    expiryMails: await mailCount(t.db, w.investor.email, 'payment-expired'),
    expiryAudits: await auditCount(t.db, 'investment', w.investmentId, 'investment.expired'),
  };
}

describe('payment windows with a fake clock', () => {
  it('reminds once 24 h before; expires at the due instant, not a millisecond before', async () => {
    const clock = new FakeClock();
    const start = clock.now();
    const direct = await waitingInvestment(clock, '20000.00', 'direct');
    const linked = await waitingInvestment(clock, '15000.00', 'application');
    const kycLess = await newUser(t.db);
    const { projectId, unitId } = await projectWithUnit(t.db, { price: '50000.00' });
    const waitingKyc = valueOf(
      await run(t.services.investing.createInvestment, contextOf(kycLess.id, 'user', clock), {
        projectId,
        unitId,
        amount: '5000.00',
      }),
    );
    const due = new Date(start.getTime() + 7 * DAY_MS);
    expect(direct.dueAt).toEqual(due);
    expect(linked.dueAt).toEqual(due);
    const { expireOverduePayments, sendPaymentReminders } = t.services.investingJobs;

    clock.set(new Date(due.getTime() - 24 * HOUR_MS - 1));
    expect(await sendPaymentReminders.run(jobContext(clock))).toBe(0);
    clock.advance(1); // exactly 24 hours before
    expect(await sendPaymentReminders.run(jobContext(clock))).toBe(2);
    clock.set(new Date(due.getTime() - HOUR_MS));
    expect(await sendPaymentReminders.run(jobContext(clock))).toBe(0);
    for (const w of [direct, linked]) {
      expect(await windowTraces(w)).toEqual({
        reminderEvents: 1,
        reminderMails: 1,
        expiryEvents: 0,
        expiryMails: 0,
        expiryAudits: 0,
      });
    }

    clock.set(new Date(due.getTime() - 1));
    expect(await expireOverduePayments.run(jobContext(clock))).toBe(0);
    expect((await investmentRow(t.db, direct.investmentId)).status).toBe('awaiting_payment');
    expect((await applicationRow(t.db, linked.applicationId!)).status).toBe('awaiting_payment');

    clock.set(due);
    expect(await expireOverduePayments.run(jobContext(clock))).toBe(2);
    expect(await expireOverduePayments.run(jobContext(clock))).toBe(0);
    for (const w of [direct, linked]) {
      expect(await investmentRow(t.db, w.investmentId)).toMatchObject({
        status: 'cancelled',
        window_ends_at: null,
        cancellation_reason: 'Payment window expired',
      });
      expect(await committedOf(t.db, w.unitId)).toBe('0.00');
      expect(await windowTraces(w)).toEqual({
        reminderEvents: 1,
        reminderMails: 1,
        expiryEvents: 1,
        expiryMails: 1,
        expiryAudits: 1,
      });
    }
    expect(await applicationRow(t.db, linked.applicationId!)).toMatchObject({ status: 'expired' });
    expect(await auditCount(t.db, 'application', linked.applicationId!, 'application.expired')).toBe(1);

    // Waiting on KYC: 14 days, and no payment reminder (there is nothing to pay yet).
    expect((await investmentRow(t.db, waitingKyc.id)).status).toBe('pending_kyc');
    clock.set(new Date(start.getTime() + 14 * DAY_MS - 1));
    expect(await expireOverduePayments.run(jobContext(clock))).toBe(0);
    clock.advance(1);
    expect(await expireOverduePayments.run(jobContext(clock))).toBe(1);
    expect((await investmentRow(t.db, waitingKyc.id)).status).toBe('cancelled');
    expect(await eventCount(t.db, 'payment.window_expiring', 'investmentId', waitingKyc.id)).toBe(0);
    expect(await committedOf(t.db, unitId)).toBe('0.00');
  });

  it('a payment confirmed before the due instant is never expired', async () => {
    const clock = new FakeClock();
    const paid = await waitingInvestment(clock, '10000.00', 'application');
    clock.advance(7 * DAY_MS - 1);
    valueOf(
      await run(t.services.investing.confirmPayment, contextOf(admin.id, 'admin', clock), {
        investmentId: paid.investmentId,
      }),
    );
    clock.advance(DAY_MS);
    await t.services.investingJobs.expireOverduePayments.run(jobContext(clock));
    expect((await investmentRow(t.db, paid.investmentId)).status).toBe('active');
    expect((await applicationRow(t.db, paid.applicationId!)).status).toBe('active');
    expect(await eventCount(t.db, 'payment.window_expired', 'investmentId', paid.investmentId)).toBe(0);
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'two processes running the jobs at once: each reminder and each expiry exactly once (PostgreSQL only: a PGlite database cannot be opened by a second process)',
    async () => {
      const clock = new FakeClock();
      const start = clock.now();
      const waiting: Waiting[] = [];
      for (let k = 0; k < 12; k++) {
        clock.set(new Date(start.getTime() + k * HOUR_MS)); // due dates an hour apart
        waiting.push(await waitingInvestment(clock, `${1000 + k * 100}.00`, k % 2 === 0 ? 'direct' : 'application'));
      }
      const processes = await Promise.all(
        ['A', 'B'].map(async () => {
          const uow = new SqlInvestingUnitOfWork(await t.openPool(4), clock);
          return { expire: new ExpireOverduePayments({ uow }), remind: new SendPaymentReminders({ uow }) };
        }),
      );

      let reminded = 0;
      let expired = 0;
      // From a day and a half before the first due date to past the last one, in half-hour rounds.
      clock.set(new Date(start.getTime() + 7 * DAY_MS - 36 * HOUR_MS));
      const end = start.getTime() + 7 * DAY_MS + 13 * HOUR_MS;
      while (clock.now().getTime() <= end) {
        const ctx = jobContext(clock);
        const counts = await Promise.all(
          processes.flatMap((p) => [p.remind.run(ctx), p.expire.run(ctx), p.remind.run(ctx), p.expire.run(ctx)]),
        );
        reminded += counts.filter((_, i) => i % 2 === 0).reduce((a, b) => a + b, 0);
        expired += counts.filter((_, i) => i % 2 === 1).reduce((a, b) => a + b, 0);
        clock.advance(HOUR_MS / 2);
      }

      expect(reminded).toBe(12);
      expect(expired).toBe(12);
      for (const w of waiting) {
        expect(await windowTraces(w)).toEqual({
          reminderEvents: 1,
          reminderMails: 1,
          expiryEvents: 1,
          expiryMails: 1,
          expiryAudits: 1,
        });
        expect((await investmentRow(t.db, w.investmentId)).status).toBe('cancelled');
        if (w.applicationId) expect((await applicationRow(t.db, w.applicationId)).status).toBe('expired');
        // The reminder went out in the round that reached 24 hours before the due instant.
        const remindedAt = await count(
          t.db,
          `select extract(epoch from occurred_at) * 1000 as n from domain_events
            where type = 'payment.window_expiring' and payload->>'investmentId' = ?`,
          [String(w.investmentId)],
        );
        const dayBefore = w.dueAt.getTime() - 24 * HOUR_MS;
        expect(remindedAt).toBeGreaterThanOrEqual(dayBefore);
        expect(remindedAt).toBeLessThan(dayBefore + HOUR_MS / 2);
      }
    },
  );
});
