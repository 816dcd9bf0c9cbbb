import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertApprovedKyc, investmentRow, newUser, projectWithUnit, type TestUser } from './support/investing-data.js';
import { contextOf, FakeClock, run, useInvesting, valueOf } from './support/investing-fixture.js';

/*
 * Product rules §3, as a property over random units: Mark as Sold gives investor i
 * profitGenerated × amount_i / price by largest remainder, so that the shares add up exactly to
 * round(profitGenerated × funded / price), and each investment's currentValue is amount + profitShare.
 * The expected figures are computed here independently, in integer cents.
 */

const t = useInvesting();
const clock = new FakeClock();
let admin: TestUser;
const investors: TestUser[] = [];
beforeAll(async () => {
  admin = await newUser(t.db, 'admin');
  for (let i = 0; i < 3; i++) {
    const investor = await newUser(t.db);
    await insertApprovedKyc(t.db, investor.id);
    investors.push(investor);
  }
});

const decimal = (cents: bigint) => `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
const cents = (money: string) => BigInt(money.replace('.', ''));
/** Half-up division of non-negative integers. */
const roundedDiv = (numerator: bigint, denominator: bigint) => (2n * numerator + denominator) / (2n * denominator);

const saleCase = fc.record({
  amounts: fc.array(fc.bigInt({ min: 1n, max: 5_000_000_00n }), { minLength: 1, maxLength: 6 }),
  unfunded: fc.oneof(fc.constant(0n), fc.bigInt({ min: 1n, max: 20_000_000_00n })),
  profit: fc.oneof(fc.constant(0n), fc.bigInt({ min: 1n, max: 9_000_000_00n })),
  investorOf: fc.array(fc.nat({ max: 2 }), { minLength: 6, maxLength: 6 }),
});

const six = [0, 1, 2, 0, 1, 2];
/** Cases where rounding decides, run before the random ones: half a cent, a cent split three ways, 3:2 of an odd total. */
const TRICKY = [
  { amounts: [1n], unfunded: 1n, profit: 1n, investorOf: six },
  { amounts: [1n, 1n, 1n], unfunded: 0n, profit: 100n, investorOf: six },
  { amounts: [3_000_000n, 2_000_000n], unfunded: 5_000_000n, profit: 3_333_333n, investorOf: six },
];

describe('profit shares at sale', () => {
  it('add up exactly to the rounded total; each currentValue is amount + share', async () => {
    await fc.assert(
      fc.asyncProperty(saleCase, async ({ amounts, unfunded, profit, investorOf }) => {
        const funded = amounts.reduce((a, b) => a + b, 0n);
        const price = funded + unfunded;
        const { projectId, unitId } = await projectWithUnit(t.db, {
          price: decimal(price),
          min: '0.01',
          projectMin: '0.00',
        });
        const ids: number[] = [];
        for (const [i, amount] of amounts.entries()) {
          const investor = investors[investorOf[i]!]!;
          const opened = valueOf(
            await run(t.services.investing.createInvestment, contextOf(investor.id, 'user', clock), {
              projectId,
              unitId,
              amount: decimal(amount),
            }),
          );
          valueOf(
            await run(t.services.investing.confirmPayment, contextOf(admin.id, 'admin', clock), {
              investmentId: opened.id,
            }),
          );
          ids.push(opened.id);
        }

        const sale = valueOf(
          await run(t.services.investing.markUnitSold, contextOf(admin.id, 'admin', clock), {
            unitId,
            soldPrice: decimal(price + profit),
            profitGenerated: decimal(profit),
          }),
        );

        const expectedTotal = roundedDiv(profit * funded, price);
        const shares = sale.shares.map((s) => cents(s.profitShare));
        expect(shares.reduce((a, b) => a + b, 0n)).toBe(expectedTotal);
        expect(cents(sale.distributedTotal)).toBe(expectedTotal);
        expect(cents(sale.developerShare)).toBe(profit - expectedTotal);
        expect(sale.shares.map((s) => s.investmentId)).toEqual(ids);
        for (const [k, share] of sale.shares.entries()) {
          const amount = amounts[k]!;
          // Largest remainder: each share is the floor or the ceiling of its exact value.
          const floor = (profit * amount) / price;
          expect(shares[k]! - floor).toBeGreaterThanOrEqual(0n);
          expect(shares[k]! - floor).toBeLessThanOrEqual(1n);
          expect(cents(share.currentValue)).toBe(amount + shares[k]!);
          const row = await investmentRow(t.db, share.investmentId);
          expect(row).toMatchObject({
            status: 'completed',
            profit_share: share.profitShare,
            current_value: share.currentValue,
          });
        }
      }),
      { numRuns: 15, examples: TRICKY.map((c) => [c]) },
    );
  });
});
