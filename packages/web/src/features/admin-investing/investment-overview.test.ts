import { describe, expect, it } from 'vitest';
import type { InvestmentStatus } from '../../graphql/generated';
import {
  canRecordPayout,
  INVESTMENT_SUB_TABS,
  investmentActions,
  investmentsIn,
  investmentStats,
  openingSubTab,
  paymentReferenceSearchError,
} from './investment-overview';

const investment = (id: number, status: InvestmentStatus, amount: string) => ({ id, status, amount });

const book = [
  investment(1, 'pending_kyc', '5000.00'),
  investment(2, 'awaiting_payment', '7500.00'),
  investment(3, 'awaiting_payment', '2500.00'),
  investment(4, 'active', '0.10'),
  investment(5, 'active', '0.20'),
  investment(6, 'completed', '12345678901.23'),
  investment(7, 'cancelled', '99999.99'),
];

const tab = (key: string) => INVESTMENT_SUB_TABS.find((t) => t.key === key)!;
const ids = (rows: readonly { id: number }[]) => rows.map((r) => r.id);

describe('the Investments tab (accounts spec §2)', () => {
  it('counts by status, and values only the paid positions, to the cent', () => {
    expect(investmentStats(book)).toEqual({
      total: 7,
      pendingKyc: 1,
      awaitingPayment: 2,
      active: 2,
      // 0.10 + 0.20 is 0.30000000000000004 in floats; cancelled and unpaid amounts are not value.
      totalValue: '12345678901.53',
    });
    expect(investmentStats([])).toEqual({ total: 0, pendingKyc: 0, awaitingPayment: 0, active: 0, totalValue: '0.00' });
  });

  it('lists each sub-tab’s statuses in the server’s order, All listing everything', () => {
    expect(ids(investmentsIn(tab('pending_kyc'), book))).toEqual([1]);
    expect(ids(investmentsIn(tab('awaiting_payment'), book))).toEqual([2, 3]);
    expect(ids(investmentsIn(tab('active'), book))).toEqual([4, 5]);
    expect(ids(investmentsIn(tab('completed'), book))).toEqual([6]);
    expect(ids(investmentsIn(tab('all'), book))).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('gives every sub-tab its own empty message', () => {
    expect(INVESTMENT_SUB_TABS.map((t) => [t.label, t.empty])).toEqual([
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
    expect(openingSubTab(book)).toBe('awaiting_payment');
    expect(openingSubTab(book.filter((i) => i.status !== 'awaiting_payment'))).toBe('pending_kyc');
    expect(openingSubTab([investment(4, 'active', '1.00'), investment(7, 'cancelled', '1.00')])).toBe('active');
    expect(openingSubTab([investment(6, 'completed', '1.00')])).toBe('all');
    expect(openingSubTab([])).toBe('all');
  });

  it('takes a payment reference as a bank statement writes it, and says what is wrong otherwise', () => {
    for (const ok of ['CB-7K3Q-9', 'cb 7k3q', '7K3Q', '']) expect(paymentReferenceSearchError(ok), ok).toBeNull();
    expect(paymentReferenceSearchError('CB_7K3Q')).toBe('Only letters, digits, spaces and dashes');
    expect(paymentReferenceSearchError('%')).toBe('Only letters, digits, spaces and dashes');
    expect(paymentReferenceSearchError('A'.repeat(41))).toBe('At most 40 characters');
  });
});
