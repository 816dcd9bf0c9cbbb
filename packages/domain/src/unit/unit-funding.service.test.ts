import { describe, expect, it } from 'vitest';
import { Money } from '../money/money.js';
import { confirmedFunding, fundingPercentage, unitFundingStatus } from './unit-funding.service.js';

describe('unit funding', () => {
  it('counts only active investments as confirmed', () => {
    const rows = [
      { status: 'active' as const, amount: Money.of(20_000) },
      { status: 'awaiting_payment' as const, amount: Money.of(30_000) },
      { status: 'pending_kyc' as const, amount: Money.of(5_000) },
      { status: 'cancelled' as const, amount: Money.of(7_000) },
      { status: 'active' as const, amount: Money.of('0.50') },
    ];
    expect(confirmedFunding(rows).toString()).toBe('20000.50');
  });

  it.each([
    ['0', 'available'],
    ['0.01', 'partially_funded'],
    ['99999.99', 'partially_funded'],
    ['100000', 'fully_funded'],
  ] as const)('%s of 100000 confirmed is %s', (confirmed, status) => {
    expect(unitFundingStatus(Money.of(confirmed), Money.of(100_000))).toBe(status);
  });

  it('shows funding as a capped percentage', () => {
    expect(fundingPercentage(Money.of(33_333), Money.of(100_000)).toString()).toBe('33.33');
    expect(fundingPercentage(Money.of(200), Money.of(100)).toString()).toBe('100.00');
    expect(fundingPercentage(Money.ZERO, Money.ZERO).toString()).toBe('0.00');
  });
});
