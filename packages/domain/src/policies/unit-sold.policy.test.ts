import { describe, expect, it } from 'vitest';
import { Money } from '../money/money.js';
import { SignedMoney } from '../money/signed-money.js';
import { distributionOfRecord, onUnitSaleRepeated, onUnitSold } from './unit-sold.policy.js';

describe('onUnitSold', () => {
  const input = {
    unit: { status: 'partially_funded' as const, price: Money.of(90_000) },
    soldPrice: Money.of(120_000),
    profitGenerated: SignedMoney.of(30_000),
    investments: [
      { id: 1, status: 'active' as const, amount: Money.of(30_000), applicationId: 11 },
      { id: 2, status: 'active' as const, amount: Money.of(30_000), applicationId: null },
      { id: 3, status: 'awaiting_payment' as const, amount: Money.of(10_000), applicationId: 13 },
      { id: 4, status: 'pending_kyc' as const, amount: Money.of(5_000), applicationId: null },
      { id: 5, status: 'cancelled' as const, amount: Money.of(7_000), applicationId: null },
    ],
    applications: [
      { id: 11, status: 'active' as const },
      { id: 13, status: 'awaiting_payment' as const },
    ],
  };

  it('completes active investments with their profit, cancels unpaid ones and moves their applications', () => {
    const r = onUnitSold(input);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.unit).toEqual({
      from: 'partially_funded',
      to: 'sold',
      effects: ['distributeProfit', 'notifyUnitSold', 'audit'],
    });
    expect(
      r.value.completed.map((c) => [c.id, c.to, c.share.profitShare.toString(), c.share.currentValue.toString()]),
    ).toEqual([
      [1, 'completed', '10000.00', '40000.00'],
      [2, 'completed', '10000.00', '40000.00'],
    ]);
    expect(r.value.distribution.developerShare.toString()).toBe('10000.00');
    expect(r.value.cancelled.map((c) => [c.id, c.from, c.to])).toEqual([
      [3, 'awaiting_payment', 'cancelled'],
      [4, 'pending_kyc', 'cancelled'],
    ]);
    expect(r.value.applications.map((a) => [a.id, a.to])).toEqual([
      [11, 'completed'],
      [13, 'rejected'],
    ]);
  });

  it('refuses to sell a sold unit again, and refuses a sale without a price', () => {
    const again = onUnitSold({ ...input, unit: { ...input.unit, status: 'sold' } });
    expect(!again.ok && again.error).toMatchObject({
      code: 'UNIT.INVALID_TRANSITION',
      currentState: 'sold',
      event: 'MARK_SOLD',
    });
    const free = onUnitSold({ ...input, soldPrice: Money.ZERO });
    expect(!free.ok && free.error.code).toBe('UNIT.INVALID_TRANSITION');
  });
});

describe('Mark as Sold on a unit already sold', () => {
  const recorded = {
    soldPrice: Money.of(120_000),
    profitGenerated: SignedMoney.of(30_000),
    sellingCosts: Money.ZERO,
    soldAt: new Date('2026-11-20T10:00:00Z'),
  };

  it('the same sale again is that sale (a lost answer retried)', () => {
    const r = onUnitSaleRepeated(recorded, {
      soldPrice: Money.of('120000.00'),
      profitGenerated: SignedMoney.of('30000'),
    });
    expect(r).toEqual({ ok: true, value: recorded });
  });

  it('another price or profit is refused, naming the sale on record', () => {
    for (const requested of [
      { soldPrice: Money.of('120000.01'), profitGenerated: SignedMoney.of(30_000) },
      { soldPrice: Money.of(120_000), profitGenerated: SignedMoney.of(29_999) },
    ]) {
      const r = onUnitSaleRepeated(recorded, requested);
      expect(!r.ok && r.error).toEqual({
        code: 'UNIT.INVALID_TRANSITION',
        currentState: 'sold',
        event: 'MARK_SOLD',
        message:
          'The unit was already sold on 2026-11-20 for 120000.00 USD with a profit of 30000.00 USD; a sale is final',
        recordedSale: recorded,
      });
    }
  });

  it('reads the recorded distribution back from the completed investments, in id order', () => {
    const d = distributionOfRecord(recorded, [
      {
        id: 9,
        status: 'completed',
        amount: Money.of(30_000),
        profitShare: SignedMoney.of('7500.01'),
        currentValue: Money.of('37500.01'),
      },
      {
        id: 4,
        status: 'cancelled',
        amount: Money.of(5_000),
        profitShare: SignedMoney.ZERO,
        currentValue: Money.of(5_000),
      },
      {
        id: 2,
        status: 'completed',
        amount: Money.of(30_000),
        profitShare: SignedMoney.of('7499.99'),
        currentValue: Money.of('37499.99'),
      },
    ]);
    expect(d.shares.map((s) => [s.investmentId, s.profitShare.toString(), s.currentValue.toString()])).toEqual([
      [2, '7499.99', '37499.99'],
      [9, '7500.01', '37500.01'],
    ]);
    expect(d.distributedTotal.toString()).toBe('15000.00');
    expect(d.developerShare.toString()).toBe('15000.00');
  });
});
