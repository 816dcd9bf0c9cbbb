import { describe, expect, it } from 'vitest';
import { Money } from '../money/money.js';
import { MoneyTotal } from '../money/money-total.js';
import { openApplicationInvestment, openDirectInvestment, type UnitForInvesting } from './open-investment.policy.js';

const now = new Date('2025-05-01T12:00:00Z');
const unit: UnitForInvesting = {
  id: 7,
  projectId: 3,
  status: 'partially_funded',
  price: Money.of(120_000),
  totalInvestmentNeeded: Money.of(120_000),
  minInvestmentAmount: Money.of(1_000),
};
const base = {
  userId: 42,
  unit,
  projectMinInvestment: Money.of(1_000),
  projectArchived: false,
  committed: Money.of(80_000),
  paymentReference: 'COB-7-0001',
  paymentMethod: 'bank_transfer',
  now,
};
const noneOpen = { count: 0, total: MoneyTotal.ZERO };

describe('openDirectInvestment', () => {
  it('opens awaiting_payment with valid KYC, computing ownership on the server', () => {
    const r = openDirectInvestment({ ...base, amount: Money.of(40_000), kycValid: true, openReservations: noneOpen });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value).toMatchObject({
      status: 'awaiting_payment',
      unitId: 7,
      projectId: 3,
      applicationId: null,
      userId: 42,
    });
    expect(r.value.ownershipPercentage.toString()).toBe('33.33');
    expect(r.value.currentValue.toString()).toBe('40000.00');
    expect(r.value.profitShare.isZero()).toBe(true);
    expect(r.value.windowEndsAt).toEqual(new Date('2025-05-08T12:00:00Z'));
  });

  it('opens pending_kyc with a 14-day window without valid KYC', () => {
    const r = openDirectInvestment({ ...base, amount: Money.of(10_000), kycValid: false, openReservations: noneOpen });
    expect(r.ok && [r.value.status, r.value.windowEndsAt?.toISOString()]).toEqual([
      'pending_kyc',
      '2025-05-15T12:00:00.000Z',
    ]);
  });

  it('refuses a fourth unpaid reservation without valid KYC, and accepts it with valid KYC', () => {
    const three = { count: 3, total: MoneyTotal.of(Money.of(30_000)) };
    const r = openDirectInvestment({ ...base, amount: Money.of(10_000), kycValid: false, openReservations: three });
    expect(!r.ok && r.error.code).toBe('INVESTMENT.KYC_REQUIRED_FOR_MORE');
    const verified = openDirectInvestment({
      ...base,
      amount: Money.of(10_000),
      kycValid: true,
      openReservations: three,
    });
    expect(verified.ok).toBe(true);
  });

  it('names the unit being full before the KYC limit: capacity applies to everyone', () => {
    const r = openDirectInvestment({
      ...base,
      amount: Money.of('40000.01'),
      kycValid: false,
      openReservations: { count: 3, total: MoneyTotal.of(Money.of(30_000)) },
    });
    expect(!r.ok && r.error.code).toBe('INVESTMENT.CAPACITY_EXCEEDED');
  });

  it('refuses over capacity', () => {
    const r = openDirectInvestment({
      ...base,
      amount: Money.of('40000.01'),
      kycValid: true,
      openReservations: noneOpen,
    });
    expect(!r.ok && r.error.code).toBe('INVESTMENT.CAPACITY_EXCEEDED');
  });
});

describe('openApplicationInvestment', () => {
  const application = { id: 5, status: 'kyc_approved' as const, interestAmount: Money.of(25_000) };

  it('opens the linked investment and moves the application to awaiting_payment with the same terms', () => {
    const r = openApplicationInvestment({ ...base, application });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.investment).toMatchObject({
      status: 'awaiting_payment',
      applicationId: 5,
      paymentReference: 'COB-7-0001',
    });
    expect(r.value.investment.amount.toString()).toBe('25000.00');
    expect(r.value.application).toMatchObject({
      from: 'kyc_approved',
      to: 'awaiting_payment',
      effects: ['notifyPaymentInstructions'],
      paymentReference: 'COB-7-0001',
      paymentDueAt: new Date('2025-05-08T12:00:00Z'),
    });
    expect(r.value.application.paymentAmount.toString()).toBe('25000.00');
  });

  it('refuses an application that is not kyc_approved', () => {
    const r = openApplicationInvestment({ ...base, application: { ...application, status: 'pending' } });
    expect(!r.ok && r.error).toMatchObject({ code: 'APPLICATION.INVALID_TRANSITION', currentState: 'pending' });
  });

  it('refuses when the unit has no room left, and when it is sold', () => {
    const full = openApplicationInvestment({ ...base, committed: Money.of(100_000), application });
    expect(!full.ok && full.error.code).toBe('INVESTMENT.CAPACITY_EXCEEDED');
    const sold = openApplicationInvestment({ ...base, unit: { ...unit, status: 'sold' }, application });
    expect(!sold.ok && sold.error.code).toBe('INVESTMENT.UNIT_NOT_OPEN');
  });
});
