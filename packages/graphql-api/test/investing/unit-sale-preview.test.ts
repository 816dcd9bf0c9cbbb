import { beforeAll, describe, expect, it } from 'vitest';
import { insertApprovedKyc, newUser, projectWithUnit, type TestUser } from './support/investing-data.js';
import { contextOf, FakeClock, run, useInvesting, valueOf } from './support/investing-fixture.js';

/*
 * The Mark as Sold dialog's preview (Query.unitSalePreview): the shares the sale would pay, computed by the
 * same domain decision, and nothing written. The sale that follows pays exactly what was previewed.
 */

const t = useInvesting();
const clock = new FakeClock();
let admin: TestUser;
const investors: TestUser[] = [];
beforeAll(async () => {
  admin = await newUser(t.db, 'admin');
  for (let i = 0; i < 4; i++) {
    const investor = await newUser(t.db);
    await insertApprovedKyc(t.db, investor.id);
    investors.push(investor);
  }
});

const asAdmin = () => contextOf(admin.id, 'admin', clock);

async function invest(projectId: number, unitId: number, investor: TestUser, amount: string, pay: boolean) {
  const opened = valueOf(
    await run(t.services.investing.createInvestment, contextOf(investor.id, 'user', clock), {
      projectId,
      unitId,
      amount,
    }),
  );
  if (pay) valueOf(await run(t.services.investing.confirmPayment, asAdmin(), { investmentId: opened.id }));
  return opened.id;
}

describe('unitSalePreview', () => {
  it('previews the largest-remainder shares the sale then pays, and writes nothing', async () => {
    // Three equal paid investments share 1.00 of profit on a fully funded unit: 0.34, 0.33, 0.33.
    const { projectId, unitId } = await projectWithUnit(t.db, { price: '300.00', min: '0.01', projectMin: '0.00' });
    const paid = [
      await invest(projectId, unitId, investors[0]!, '100.00', true),
      await invest(projectId, unitId, investors[1]!, '100.00', true),
      await invest(projectId, unitId, investors[2]!, '99.00', true),
    ];
    await invest(projectId, unitId, investors[3]!, '1.00', false);
    const sale = { unitId, soldPrice: '301.00', profitGenerated: '1.00' };

    const preview = valueOf(await run(t.services.investing.previewUnitSale, asAdmin(), sale));
    expect(preview.cancelledInvestments).toBe(1);
    expect(preview.shares.map((s) => s.investmentId)).toEqual(paid);
    expect(preview.shares.map((s) => s.profitShare)).toEqual(['0.34', '0.33', '0.33']);
    expect(preview.shares.map((s) => s.currentValue)).toEqual(['100.34', '100.33', '99.33']);
    expect(preview.distributedTotal).toBe('1.00');
    expect(preview.developerShare).toBe('0.00');
    expect(preview.shares[0]!.investorName).toMatch(/\S/);
    expect(preview.shares[0]!.investorName).not.toMatch(/^User #/);

    // Nothing was written: asked again, the same answer; the unit still takes the sale.
    expect(valueOf(await run(t.services.investing.previewUnitSale, asAdmin(), sale))).toEqual(preview);
    const sold = valueOf(await run(t.services.investing.markUnitSold, asAdmin(), sale));
    expect(
      sold.shares.map(({ investmentId, profitShare, currentValue }) => ({ investmentId, profitShare, currentValue })),
    ).toEqual(
      preview.shares.map(({ investmentId, profitShare, currentValue }) => ({
        investmentId,
        profitShare,
        currentValue,
      })),
    );
    expect(sold.distributedTotal).toBe(preview.distributedTotal);
    expect(sold.developerShare).toBe(preview.developerShare);

    // A sold unit is final: no preview either.
    const again = await run(t.services.investing.previewUnitSale, asAdmin(), sale);
    expect(again.ok).toBe(false);
  });

  it('refuses a non-admin, a missing unit and a zero sold price', async () => {
    const { unitId } = await projectWithUnit(t.db, { price: '1000.00', min: '1.00', projectMin: '0.00' });
    const asUser = contextOf(investors[0]!.id, 'user', clock);
    const refused = await run(t.services.investing.previewUnitSale, asUser, {
      unitId,
      soldPrice: '1000.00',
      profitGenerated: '0',
    });
    expect(refused.ok ? null : refused.error.code).toBe('AUTH.FORBIDDEN');
    const missing = await run(t.services.investing.previewUnitSale, asAdmin(), {
      unitId: 987654,
      soldPrice: '1000.00',
      profitGenerated: '0',
    });
    expect(missing.ok ? null : missing.error.code).toBe('UNIT.NOT_FOUND');
    const zero = await run(t.services.investing.previewUnitSale, asAdmin(), {
      unitId,
      soldPrice: '0',
      profitGenerated: '0',
    });
    expect(zero.ok ? null : zero.error.code).toBe('VALIDATION.INVALID_INPUT');
  });
});
