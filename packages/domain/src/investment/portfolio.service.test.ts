import { describe, expect, it } from 'vitest';
import { Money } from '../money/money.js';
import { SignedMoney } from '../money/signed-money.js';
import { summarisePortfolio } from './portfolio.service.js';

const p = (
  projectId: number,
  status: Parameters<typeof summarisePortfolio>[0][number]['status'],
  amount: string,
  profit = '0',
) => ({
  projectId,
  projectTitle: `P${projectId}`,
  status,
  amount: Money.of(amount),
  profitShare: SignedMoney.of(profit),
  currentValue: Money.of(amount).add(Money.of(profit)),
});

describe('summarisePortfolio', () => {
  it('counts paid positions only, profit from sold ones, and groups value by project', () => {
    const s = summarisePortfolio([
      p(1, 'active', '10000.00'),
      p(1, 'completed', '5000.00', '750.25'),
      p(2, 'active', '2500.50'),
      p(2, 'awaiting_payment', '9999.00'),
      p(3, 'pending_kyc', '1000.00'),
      p(3, 'cancelled', '1000.00'),
    ]);
    expect(s.totalInvested.toString()).toBe('17500.50');
    expect(s.currentValue.toString()).toBe('18250.75');
    expect(s.profitReceived.toString()).toBe('750.25');
    expect(s.activePositions).toBe(2);
    expect(s.byProject.map((h) => [h.projectId, h.invested.toString(), h.currentValue.toString()])).toEqual([
      [1, '15000.00', '15750.25'],
      [2, '2500.50', '2500.50'],
    ]);
  });

  it('adds up positions past numeric(15,2) without failing, exactly', () => {
    const s = summarisePortfolio([
      p(1, 'active', '9999999999999.99'),
      p(1, 'completed', '9999999999998.00', '1.99'),
      p(2, 'active', '9999999999999.99'),
    ]);
    expect(s.totalInvested.toString()).toBe('29999999999997.98');
    expect(s.currentValue.toString()).toBe('29999999999999.97');
    expect(s.profitReceived.toString()).toBe('1.99');
    expect(s.byProject.map((h) => [h.projectId, h.invested.toString()])).toEqual([
      [1, '19999999999997.99'],
      [2, '9999999999999.99'],
    ]);
  });

  it('is all zero for an investor with nothing paid', () => {
    const s = summarisePortfolio([p(1, 'awaiting_payment', '100.00')]);
    expect([s.totalInvested.toString(), s.activePositions, s.byProject]).toEqual(['0.00', 0, []]);
  });
});
