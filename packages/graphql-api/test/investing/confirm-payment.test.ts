import { beforeAll, describe, expect, it } from 'vitest';
import {
  applicationRow,
  auditCount,
  investmentRow,
  eventCount,
  insertApprovedKyc,
  interestIn,
  mailCount,
  newUser,
  projectWithUnit,
  unitState,
  type TestUser,
} from './support/investing-data.js';
import { contextOf, FakeClock, run, useInvesting, valueOf } from './support/investing-fixture.js';

/*
 * Product rules §2: confirming a payment is idempotent. The same investment confirmed twice is activated once
 * (one audit entry, one event, one mail, one application move), and the second call says so without error —
 * also when ten admins press the button at the same moment.
 */

const t = useInvesting();
const clock = new FakeClock();
let admin: TestUser;
beforeAll(async () => {
  admin = await newUser(t.db, 'admin');
});

/** An investor with valid KYC and an application awaiting payment; returns its investment id. */
async function awaitingPayment(amount: string) {
  const investor = await newUser(t.db);
  await insertApprovedKyc(t.db, investor.id);
  const { projectId, unitId } = await projectWithUnit(t.db, { price: '100000.00' });
  const interest = valueOf(
    await run(
      t.services.investing.expressInterest,
      contextOf(investor.id, 'user', clock),
      interestIn(projectId, unitId, amount),
    ),
  );
  const view = valueOf(
    await run(t.services.investing.approveApplication, contextOf(admin.id, 'admin', clock), {
      applicationId: interest.id,
    }),
  );
  return { investor, unitId, applicationId: interest.id, investmentId: view.investmentId! };
}

/** Everything one confirmation leaves behind, counted. */
async function traces(investor: TestUser, investmentId: number, applicationId: number) {
  return {
    audit: await auditCount(t.db, 'investment', investmentId, 'investment.payment_confirmed'),
    applicationAudit: await auditCount(t.db, 'application', applicationId, 'application.payment_confirmed'),
    events: await eventCount(t.db, 'payment.confirmed', 'investmentId', investmentId),
    moves: await eventCount(t.db, 'investment.changed', 'investmentId', investmentId),
    mails: await mailCount(t.db, investor.email, 'payment-confirmed'),
  };
}

describe('confirm payment is idempotent', () => {
  it('twice in a row: the second says alreadyConfirmed and changes nothing', async () => {
    const { investor, unitId, applicationId, investmentId } = await awaitingPayment('30000.00');
    const first = valueOf(
      await run(t.services.investing.confirmPayment, contextOf(admin.id, 'admin', clock), { investmentId }),
    );
    expect(first.alreadyConfirmed).toBe(false);
    expect(first.investment.status).toBe('active');
    const second = valueOf(
      await run(t.services.investing.confirmPayment, contextOf(admin.id, 'admin', clock), {
        investmentId,
        paymentReference: 'BANK-123',
      }),
    );
    expect(second.alreadyConfirmed).toBe(true);
    expect(second.investment.status).toBe('active');

    // 'investment.changed' counts the opening and the activation.
    expect(await traces(investor, investmentId, applicationId)).toEqual({
      audit: 1,
      applicationAudit: 1,
      events: 1,
      moves: 2,
      mails: 1,
    });
    expect((await applicationRow(t.db, applicationId)).status).toBe('active');
    expect(await unitState(t.db, unitId)).toMatchObject({ status: 'partially_funded', current_investment: '30000.00' });
  });

  it('ten at once: exactly one changes anything', async () => {
    const services = await t.racingServices(12);
    const { investor, unitId, applicationId, investmentId } = await awaitingPayment('45000.00');
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        run(services.investing.confirmPayment, contextOf(admin.id, 'admin', clock), { investmentId }),
      ),
    );
    const values = results.map((r) => valueOf(r));
    expect(values.filter((v) => !v.alreadyConfirmed)).toHaveLength(1);
    expect(values.filter((v) => v.alreadyConfirmed)).toHaveLength(9);
    for (const v of values) expect(v.investment.status).toBe('active');
    expect(await traces(investor, investmentId, applicationId)).toEqual({
      audit: 1,
      applicationAudit: 1,
      events: 1,
      moves: 2,
      mails: 1,
    });
    expect(await unitState(t.db, unitId)).toMatchObject({ current_investment: '45000.00' });
  });

  it('racing Mark as Sold on a unit with a hand-set status: no deadlock, the payment counts in the sale or is refused', async () => {
    const services = await t.racingServices(6);
    const asAdmin = () => contextOf(admin.id, 'admin', clock);
    for (let round = 0; round < 5; round++) {
      const { unitId, investmentId } = await awaitingPayment('5000.00');
      // Confirming clears the hand-set status, so it writes the unit row the sale holds.
      valueOf(await run(services.investing.setUnitPaymentStatus, asAdmin(), { unitId, status: 'partially_funded' }));
      const [confirmed, sold] = await Promise.all([
        run(services.investing.confirmPayment, asAdmin(), { investmentId }),
        run(services.investing.markUnitSold, asAdmin(), {
          unitId,
          soldPrice: '120000.00',
          profitGenerated: '20000.00',
        }),
      ]);
      expect(sold.ok).toBe(true);
      const row = await investmentRow(t.db, investmentId);
      if (confirmed.ok) {
        // Confirmed first: the sale then completed it with its share (5,000 / 100,000 of 20,000).
        expect(row).toMatchObject({ status: 'completed', profit_share: '1000.00' });
      } else {
        expect(confirmed.error).toMatchObject({
          code: 'INVESTMENT.INVALID_TRANSITION',
          details: { currentState: 'cancelled' },
        });
        expect(row.status).toBe('cancelled');
      }
    }
  });
});
