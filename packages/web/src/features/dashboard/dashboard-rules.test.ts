import { describe, expect, it } from 'vitest';
import type { ApplicationStatus, InvestmentStatus } from '../../graphql/generated';
import { canCancelInvestment, canWithdrawApplication, investmentRowProgress, portfolioBars } from './dashboard-rules';

describe('dashboard rules (investor spec §4)', () => {
  it('gives investment rows 100 when completed, 75 when confirmed, otherwise 50', () => {
    const statuses: InvestmentStatus[] = ['completed', 'active', 'awaiting_payment', 'pending_kyc', 'cancelled'];
    expect(statuses.map(investmentRowProgress)).toEqual([100, 75, 50, 50, 50]);
  });

  it('offers Withdraw on applications before payment and Cancel on unpaid investments', () => {
    const open: ApplicationStatus[] = [
      'pending',
      'approved',
      'awaiting_kyc',
      'pending_kyc',
      'kyc_approved',
      'awaiting_payment',
    ];
    const closed: ApplicationStatus[] = ['active', 'completed', 'rejected', 'expired', 'withdrawn'];
    expect(open.every(canWithdrawApplication)).toBe(true);
    expect(closed.some(canWithdrawApplication)).toBe(false);
    expect((['pending_kyc', 'awaiting_payment'] as const).every(canCancelInvestment)).toBe(true);
    expect((['active', 'completed', 'cancelled'] as const).some(canCancelInvestment)).toBe(false);
  });

  it('draws the chart’s bars relative to the largest holding, largest first', () => {
    expect(
      portfolioBars([
        { projectId: 2, projectTitle: 'Tema Heights', currentValue: '12500.00' },
        { projectId: 1, projectTitle: 'East Legon Villas', currentValue: '50000.00' },
        { projectId: 3, projectTitle: 'Airport Residences', currentValue: '0.00' },
      ]).map((bar) => [bar.projectTitle, bar.percent]),
    ).toEqual([
      ['East Legon Villas', 100],
      ['Tema Heights', 25],
      ['Airport Residences', 0],
    ]);
    expect(portfolioBars([])).toEqual([]);
  });
});
