import { beforeAll, describe, expect, it } from 'vitest';
import {
  auditCount,
  eventCount,
  insertApprovedKyc,
  investmentRow,
  mailCount,
  newUser,
  projectWithUnit,
  unitState,
  type TestUser,
} from './support/investing-data.js';
import { contextOf, errorOf, FakeClock, run, useInvesting, valueOf } from './support/investing-fixture.js';

/*
 * Mark as Sold repeated (issue 17, item 9): when a sale commits but its answer is lost, the admin's retry
 * gets that sale back (`alreadySold`), with nothing written, sent or published again; other figures on a sold
 * unit are a 409 naming the sale on record. Decided under the unit's row lock, so two identical sales at once
 * sell once (on PostgreSQL the calls truly overlap; on PGlite they serialize and the same assertions hold).
 */

const t = useInvesting();
const clock = new FakeClock();
let admin: TestUser;
let secondAdmin: TestUser;
beforeAll(async () => {
  admin = await newUser(t.db, 'admin');
  secondAdmin = await newUser(t.db, 'admin');
});

/** A unit of 100,000 with two paid investors (30,000 and 20,000) and one waiting for payment. */
async function unitWithInvestors() {
  const { projectId, unitId } = await projectWithUnit(t.db, { price: '100000.00' });
  const investors: TestUser[] = [];
  const investmentIds: number[] = [];
  for (const [amount, paid] of [
    ['30000.00', true],
    ['20000.00', true],
    ['5000.00', false],
  ] as const) {
    const investor = await newUser(t.db);
    await insertApprovedKyc(t.db, investor.id);
    const opened = valueOf(
      await run(t.services.investing.createInvestment, contextOf(investor.id, 'user', clock), {
        projectId,
        unitId,
        amount,
      }),
    );
    if (paid) {
      valueOf(
        await run(t.services.investing.confirmPayment, contextOf(admin.id, 'admin', clock), {
          investmentId: opened.id,
        }),
      );
    }
    investors.push(investor);
    investmentIds.push(opened.id);
  }
  return { unitId, investors, investmentIds };
}

/** Everything a sale leaves behind, counted. */
async function traces(unitId: number, investors: readonly TestUser[], investmentIds: readonly number[]) {
  return {
    audit: await auditCount(t.db, 'unit', unitId, 'unit.sold'),
    distributed: (
      await Promise.all(investmentIds.map((id) => auditCount(t.db, 'investment', id, 'investment.profit_distributed')))
    ).reduce((a, b) => a + b, 0),
    events: await eventCount(t.db, 'unit.sold', 'unitId', unitId),
    mails: await Promise.all(investors.map((i) => mailCount(t.db, i.email, 'profit-distributed'))),
    investments: await Promise.all(investmentIds.map((id) => investmentRow(t.db, id))),
  };
}

// 150,000 − the unit's 100,000 − 16,666.67 of selling costs = 33,333.33 (issue 19 item 6: the profit is derived).
const SALE = { soldPrice: '150000.00', sellingCosts: '16666.67', profitGenerated: '33333.33' };
const sell = (
  who: TestUser,
  unitId: number,
  figures: { soldPrice: string; sellingCosts?: string; profitGenerated?: string } = SALE,
) => run(t.services.investing.markUnitSold, contextOf(who.id, 'admin', clock), { unitId, ...figures });

describe('Mark as Sold repeated', () => {
  it('the same sale again answers with that sale (alreadySold) and writes nothing', async () => {
    const { unitId, investors, investmentIds } = await unitWithInvestors();
    const first = valueOf(await sell(admin, unitId));
    expect(first.alreadySold).toBe(false);
    // 33,333.33 × 50,000 / 100,000 = 16,666.665 → 16,666.67, split 3:2 by largest remainder.
    expect(first).toMatchObject({ distributedTotal: '16666.67', developerShare: '16666.66' });
    const after = await traces(unitId, investors, investmentIds);
    expect(after).toMatchObject({ audit: 1, distributed: 2, events: 1, mails: [1, 1, 0] });

    // The retry of the lost answer, by the same admin, then by another, with the figures as typed.
    const again = valueOf(await sell(admin, unitId));
    const typed = valueOf(
      await sell(secondAdmin, unitId, { soldPrice: '150000.0', sellingCosts: '16666.67', profitGenerated: '33333.33' }),
    );
    for (const repeat of [again, typed]) {
      expect(repeat).toEqual({ ...first, alreadySold: true });
    }
    expect(again.shares).toEqual([
      { investmentId: investmentIds[0], userId: investors[0]!.id, profitShare: '10000.00', currentValue: '40000.00' },
      { investmentId: investmentIds[1], userId: investors[1]!.id, profitShare: '6666.67', currentValue: '26666.67' },
    ]);
    expect(await traces(unitId, investors, investmentIds)).toEqual(after);
  });

  it('another price or profit on a sold unit is a 409 naming the recorded sale, and changes nothing', async () => {
    const { unitId, investors, investmentIds } = await unitWithInvestors();
    valueOf(await sell(admin, unitId));
    const after = await traces(unitId, investors, investmentIds);
    for (const figures of [
      { soldPrice: '150000.01', sellingCosts: SALE.sellingCosts },
      { soldPrice: SALE.soldPrice, sellingCosts: '10000.00', profitGenerated: '40000.00' },
    ]) {
      const refused = errorOf(await sell(admin, unitId, figures));
      expect(refused).toMatchObject({
        code: 'UNIT.INVALID_TRANSITION',
        message: expect.stringMatching(
          /already sold on \d{4}-\d{2}-\d{2} for 150000\.00 USD with a profit of 33333\.33/,
        ),
        details: {
          currentState: 'sold',
          event: 'MARK_SOLD',
          recordedSale: {
            soldPrice: '150000.00',
            sellingCosts: '16666.67',
            profitGenerated: '33333.33',
            soldAt: clock.now().toISOString(),
          },
        },
      });
    }
    expect(await traces(unitId, investors, investmentIds)).toEqual(after);
    expect(await unitState(t.db, unitId)).toMatchObject({ status: 'sold', current_investment: '50000.00' });
  });

  it('ten identical sales at once: one sells, nine answer alreadySold, the profit is distributed once', async () => {
    const services = await t.racingServices(12);
    const { unitId, investors, investmentIds } = await unitWithInvestors();
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        run(services.investing.markUnitSold, contextOf(i % 2 ? admin.id : secondAdmin.id, 'admin', clock), {
          unitId,
          ...SALE,
        }),
      ),
    );
    const sales = results.map(valueOf);
    expect(sales.filter((s) => !s.alreadySold)).toHaveLength(1);
    const sold = sales.find((s) => !s.alreadySold)!;
    for (const s of sales) expect({ ...s, alreadySold: false }).toEqual(sold);
    expect(await traces(unitId, investors, investmentIds)).toMatchObject({
      audit: 1,
      distributed: 2,
      events: 1,
      mails: [1, 1, 0],
      investments: [
        { status: 'completed', profit_share: '10000.00', current_value: '40000.00' },
        { status: 'completed', profit_share: '6666.67', current_value: '26666.67' },
        { status: 'cancelled', profit_share: '0.00' },
      ],
    });
  });
});
