import { beforeAll, describe, expect, it } from 'vitest';
import {
  auditActions,
  count,
  eventCount,
  insertApprovedKyc,
  newUser,
  projectWithUnit,
  type TestUser,
} from './support/investing-data.js';
import { contextOf, DAY_MS, errorOf, FakeClock, run, useInvesting, valueOf } from './support/investing-fixture.js';

/*
 * Payouts of sold positions (issue 19, item 5): an admin records how and when the value returned reached the
 * investor. Once per investment (a second is a 409 naming the first, however many ask at once: on PostgreSQL the
 * calls truly overlap and queue on the investment's row lock; on PGlite they serialize), never more than the value
 * returned, dated between the sale and today, never by the investor themselves (four eyes), audited, published.
 */

const t = useInvesting();
const clock = new FakeClock(new Date('2026-12-10T12:00:00Z'));
let admin: TestUser;
let secondAdmin: TestUser;
const asAdmin = () => contextOf(admin.id, 'admin', clock);
beforeAll(async () => {
  admin = await newUser(t.db, 'admin');
  secondAdmin = await newUser(t.db, 'admin');
});

/** A position of 25,000.00 in a 100,000.00 unit, paid, then sold for 130,000.00 (30,000.00 profit): 32,500.00 back. */
async function soldPosition(investor?: TestUser, seller = admin) {
  const owner = investor ?? (await newUser(t.db));
  await insertApprovedKyc(t.db, owner.id, new Date('2026-11-01T00:00:00Z'));
  const { projectId, unitId } = await projectWithUnit(t.db, { price: '100000.00' });
  const opened = valueOf(
    await run(t.services.investing.createInvestment, contextOf(owner.id, owner === admin ? 'admin' : 'user', clock), {
      projectId,
      unitId,
      amount: '25000.00',
    }),
  );
  const decider = contextOf(seller.id, 'admin', clock);
  valueOf(await run(t.services.investing.confirmPayment, decider, { investmentId: opened.id }));
  valueOf(
    await run(t.services.investing.markUnitSold, decider, {
      unitId,
      soldPrice: '130000.00',
      profitGenerated: '30000.00',
    }),
  );
  return { investor: owner, investmentId: opened.id, unitId };
}

const payout = (investmentId: number, extra: Record<string, unknown> = {}) => ({
  investmentId,
  method: 'bank_transfer',
  reference: 'GCB-TRF-778812',
  paidOn: '2026-12-10',
  ...extra,
});

describe('recording a payout', () => {
  it('records the value returned once, audited and published; the investor then reads Paid out', async () => {
    const { investor, investmentId } = await soldPosition();
    const recorded = valueOf(await run(t.services.investing.recordPayout, asAdmin(), payout(investmentId)));
    expect(recorded.payout).toMatchObject({
      investmentId,
      userId: investor.id,
      method: 'bank_transfer',
      reference: 'GCB-TRF-778812',
      paidOn: '2026-12-10',
      recordedBy: admin.id,
    });
    // Omitted, the amount is the whole value returned: 25,000.00 + 7,500.00.
    expect(recorded.payout!.amount.toString()).toBe('32500.00');
    expect(recorded.commitment).toMatchObject({ stage: 'paid_out', label: 'Paid out', progress: 100 });
    expect(await auditActions(t.db, 'investment', investmentId)).toContain('investment.payout_recorded');
    expect(await eventCount(t.db, 'payout.recorded', 'investmentId', investmentId)).toBe(1);

    const dashboard = valueOf(
      await run(t.services.investing.portfolio, contextOf(investor.id, 'user', clock), { userId: investor.id }),
    );
    const [commitment] = dashboard.commitments;
    expect(commitment).toMatchObject({ phase: 'completed', payout: { paidOn: '2026-12-10' } });
    expect(commitment!.progress.stage).toBe('paid_out');

    // A second record, even identical, is a 409 naming the first; nothing more is written.
    const again = errorOf(await run(t.services.investing.recordPayout, asAdmin(), payout(investmentId)));
    expect(again).toMatchObject({
      code: 'PAYOUT.ALREADY_RECORDED',
      details: { payout: { amount: '32500.00', reference: 'GCB-TRF-778812', paidOn: '2026-12-10' } },
    });
    expect(await count(t.db, 'select count(*) as n from payouts where investment_id = ?', [investmentId])).toBe(1);
    expect(await eventCount(t.db, 'payout.recorded', 'investmentId', investmentId)).toBe(1);
  });

  it('parallel records of one payout: exactly one is stored, every other answer is the 409', async () => {
    const services = await t.racingServices(12);
    const { investmentId } = await soldPosition();
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        run(
          services.investing.recordPayout,
          contextOf(i % 2 ? admin.id : secondAdmin.id, 'admin', clock),
          payout(investmentId, { reference: `RACE-${i}`, amount: i % 3 ? '32500.00' : '30000.00' }),
        ),
      ),
    );
    const stored = results.filter((r) => r.ok);
    expect(stored).toHaveLength(1);
    const winner = valueOf(stored[0]!).payout!;
    for (const refusal of results.flatMap((r) => (r.ok ? [] : [r.error]))) {
      expect(refusal).toMatchObject({
        code: 'PAYOUT.ALREADY_RECORDED',
        details: { payout: { reference: winner.reference } },
      });
    }
    expect(await count(t.db, 'select count(*) as n from payouts where investment_id = ?', [investmentId])).toBe(1);
    expect(
      await count(
        t.db,
        `select count(*) as n from audit_log where entity = 'investment' and entity_id = ? and action = ?`,
        [String(investmentId), 'investment.payout_recorded'],
      ),
    ).toBe(1);
    expect(await eventCount(t.db, 'payout.recorded', 'investmentId', investmentId)).toBe(1);
  });

  it('never more than the value returned; less is recorded as sent', async () => {
    const { investmentId } = await soldPosition();
    const over = errorOf(
      await run(t.services.investing.recordPayout, asAdmin(), payout(investmentId, { amount: '32500.01' })),
    );
    expect(over).toMatchObject({
      code: 'PAYOUT.EXCEEDS_VALUE_RETURNED',
      fields: { amount: 'must be at most the value returned, 32500.00 USD' },
      details: { valueReturned: '32500.00' },
    });
    const zero = errorOf(await run(t.services.investing.recordPayout, asAdmin(), payout(investmentId, { amount: 0 })));
    expect(zero).toMatchObject({ code: 'VALIDATION.INVALID_INPUT', fields: { amount: 'must be greater than 0' } });
    const less = valueOf(
      await run(t.services.investing.recordPayout, asAdmin(), payout(investmentId, { amount: '32000.00' })),
    );
    expect(less.payout!.amount.toString()).toBe('32000.00');
  });

  it('dated between the sale and today in Accra', async () => {
    const { investmentId } = await soldPosition();
    const tomorrow = errorOf(
      await run(t.services.investing.recordPayout, asAdmin(), payout(investmentId, { paidOn: '2026-12-11' })),
    );
    expect(tomorrow).toMatchObject({
      code: 'PAYOUT.INVALID_DATE',
      fields: { paidOn: expect.stringContaining('future') },
    });
    const beforeSale = errorOf(
      await run(t.services.investing.recordPayout, asAdmin(), payout(investmentId, { paidOn: '2026-12-09' })),
    );
    expect(beforeSale).toMatchObject({
      code: 'PAYOUT.INVALID_DATE',
      fields: { paidOn: 'The payout date 2026-12-09 is before the unit was sold, on 2026-12-10' },
    });
    const notADay = errorOf(
      await run(t.services.investing.recordPayout, asAdmin(), payout(investmentId, { paidOn: '2026-02-30' })),
    );
    expect(notADay).toMatchObject({ code: 'VALIDATION.INVALID_INPUT', fields: { paidOn: expect.any(String) } });
    // The next day it may be dated then.
    clock.advance(DAY_MS);
    try {
      expect(
        (await run(t.services.investing.recordPayout, asAdmin(), payout(investmentId, { paidOn: '2026-12-11' }))).ok,
      ).toBe(true);
    } finally {
      clock.advance(-DAY_MS);
    }
  });

  it('only once the unit is sold', async () => {
    const investor = await newUser(t.db);
    await insertApprovedKyc(t.db, investor.id, new Date('2026-11-01T00:00:00Z'));
    const { projectId, unitId } = await projectWithUnit(t.db, { price: '100000.00' });
    const opened = valueOf(
      await run(t.services.investing.createInvestment, contextOf(investor.id, 'user', clock), {
        projectId,
        unitId,
        amount: '25000.00',
      }),
    );
    valueOf(await run(t.services.investing.confirmPayment, asAdmin(), { investmentId: opened.id }));
    expect(errorOf(await run(t.services.investing.recordPayout, asAdmin(), payout(opened.id)))).toMatchObject({
      code: 'PAYOUT.NOT_DUE',
      details: { currentState: 'active' },
    });
    expect(errorOf(await run(t.services.investing.recordPayout, asAdmin(), payout(987654)))).toMatchObject({
      code: 'INVESTMENT.NOT_FOUND',
    });
  });

  it('four eyes: an admin never records the payout of their own investment; another admin does', async () => {
    // The first admin holds the position; the second sells the unit (the first may not, holding a position).
    const { investmentId } = await soldPosition(admin, secondAdmin);
    expect(errorOf(await run(t.services.investing.recordPayout, asAdmin(), payout(investmentId)))).toMatchObject({
      code: 'AUTH.OWN_DECISION_FORBIDDEN',
      details: { subject: 'payout' },
    });
    expect(await count(t.db, 'select count(*) as n from payouts where investment_id = ?', [investmentId])).toBe(0);
    const byOther = await run(
      t.services.investing.recordPayout,
      contextOf(secondAdmin.id, 'admin', clock),
      payout(investmentId),
    );
    expect(byOther.ok).toBe(true);
  });

  it('the table itself refuses a second payout of one investment and a payout recorded by its payee', async () => {
    const { investor, investmentId } = await soldPosition();
    const insert = (recordedBy: number) =>
      t.db.em().execute(
        `insert into payouts (investment_id, user_id, amount, method, reference, paid_on, recorded_by, recorded_at)
           values (?, ?, 1, 'cheque', 'X', '2026-12-10', ?, now())`,
        [investmentId, investor.id, recordedBy],
        'run',
      );
    await expect(insert(investor.id)).rejects.toThrow(/payouts_not_recorded_by_payee/);
    await insert(admin.id);
    await expect(insert(secondAdmin.id)).rejects.toThrow(/payouts_one_per_investment/);
  });
});
