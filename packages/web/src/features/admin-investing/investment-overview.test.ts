import { describe, expect, it } from 'vitest';
import type { AdminInvestmentStatsQuery } from '../../graphql/generated';
import english from '../../i18n/messages/adminInvesting/en.json';
import { testIntl } from '../../i18n/testing/test-intl';
import {
  canRecordPayout,
  INVESTMENT_SUB_TABS,
  investmentActions,
  investmentStats,
  openingSubTab,
  paymentReferenceSearchError,
  statusesOf,
  subTabNamed,
} from './investment-overview';

const intl = testIntl(english);

const statsAnswer = (counts: Partial<Record<string, number>>, totalAmount = '0.00'): AdminInvestmentStatsQuery =>
  ({
    all: { totalCount: counts['all'] ?? 0 },
    pendingKyc: { totalCount: counts['pending_kyc'] ?? 0 },
    awaitingPayment: { totalCount: counts['awaiting_payment'] ?? 0 },
    active: { totalCount: counts['active'] ?? 0 },
    completed: { totalCount: counts['completed'] ?? 0 },
    confirmed: { totalAmount },
  }) as AdminInvestmentStatsQuery;

describe('the Investments tab (accounts spec §2)', () => {
  it('shows the server’s counts by status and its exact total of the paid positions', () => {
    const answer = statsAnswer(
      { all: 7, pending_kyc: 1, awaiting_payment: 2, active: 2, completed: 1 },
      '12345678901.53',
    );
    expect(investmentStats(answer)).toEqual({
      stats: { total: 7, pendingKyc: 1, awaitingPayment: 2, active: 2, totalValue: '12345678901.53' },
      counts: { pending_kyc: 1, awaiting_payment: 2, active: 2, completed: 1, all: 7 },
    });
  });

  it('asks the server for each sub-tab’s statuses, All for every status', () => {
    expect(INVESTMENT_SUB_TABS.map((t) => statusesOf(t))).toEqual([
      ['pending_kyc'],
      ['awaiting_payment'],
      ['active'],
      ['completed'],
      null,
    ]);
    expect(subTabNamed('active')?.key).toBe('active');
    expect(subTabNamed('sold')).toBeNull();
    expect(subTabNamed(null)).toBeNull();
  });

  it('gives every sub-tab its own empty message', () => {
    const t = (id: string) => intl.formatMessage({ id: `adminInvesting.${id}` });
    expect(INVESTMENT_SUB_TABS.map(({ key }) => [t(`subTab.${key}`), t(`empty.${key}`)])).toEqual([
      ['Pending KYC', 'No investments waiting for KYC'],
      ['Awaiting Payment', 'No investments awaiting payment'],
      ['Active', 'No active investments'],
      ['Completed', 'No sold investments yet'],
      ['All', 'No investments yet'],
    ]);
  });

  it('offers Confirm Payment only while awaiting payment, and Cancel only before payment', () => {
    expect(investmentActions('pending_kyc')).toEqual({ confirmPayment: false, cancel: true });
    expect(investmentActions('awaiting_payment')).toEqual({ confirmPayment: true, cancel: true });
    for (const status of ['active', 'completed', 'cancelled'] as const) {
      expect(investmentActions(status)).toEqual({ confirmPayment: false, cancel: false });
    }
  });

  it('offers Record Payout on a sold investment until its payout is recorded', () => {
    expect(canRecordPayout({ status: 'completed', payout: null })).toBe(true);
    expect(canRecordPayout({ status: 'completed', payout: { id: 1 } })).toBe(false);
    for (const status of ['pending_kyc', 'awaiting_payment', 'active', 'cancelled'] as const) {
      expect(canRecordPayout({ status, payout: null })).toBe(false);
    }
  });

  it('opens on what is waiting: payments first, then KYC, then active positions, else All', () => {
    const counts = (c: Partial<Record<string, number>>) => investmentStats(statsAnswer(c)).counts;
    expect(openingSubTab(counts({ pending_kyc: 1, awaiting_payment: 2, active: 2, all: 7 }))).toBe('awaiting_payment');
    expect(openingSubTab(counts({ pending_kyc: 1, active: 2, all: 5 }))).toBe('pending_kyc');
    expect(openingSubTab(counts({ active: 1, all: 2 }))).toBe('active');
    expect(openingSubTab(counts({ completed: 1, all: 1 }))).toBe('all');
    expect(openingSubTab(counts({}))).toBe('all');
  });

  it('takes a payment reference as a bank statement writes it, and says what is wrong otherwise', () => {
    for (const ok of ['CB-7K3Q-9', 'cb 7k3q', '7K3Q', '']) expect(paymentReferenceSearchError(ok, intl), ok).toBeNull();
    expect(paymentReferenceSearchError('CB_7K3Q', intl)).toBe('Only letters, digits, spaces and dashes');
    expect(paymentReferenceSearchError('%', intl)).toBe('Only letters, digits, spaces and dashes');
    expect(paymentReferenceSearchError('A'.repeat(41), intl)).toBe('At most 40 characters');
  });
});
