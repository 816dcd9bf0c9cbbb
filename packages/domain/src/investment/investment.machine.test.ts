import { describe, expect, it } from 'vitest';
import {
  INVESTMENT_STATE_INFO,
  INVESTMENT_STATUSES,
  acceptedInvestmentEvents,
  applyInvestmentEvent,
  initialInvestmentStatus,
  normalizeInvestmentStatus,
  type InvestmentEffect,
  type InvestmentEvent,
  type InvestmentStatus,
} from './investment.machine.js';

const dueAt = new Date('2025-03-08T10:00:00Z');
const samples: Record<string, InvestmentEvent> = {
  KYC_APPROVED: { type: 'KYC_APPROVED' },
  CONFIRM_PAYMENT: { type: 'CONFIRM_PAYMENT' },
  'CANCEL:admin': { type: 'CANCEL', by: 'admin', reason: 'No longer available' },
  'CANCEL:investor': { type: 'CANCEL', by: 'investor' },
  EXPIRE: { type: 'EXPIRE', now: new Date(dueAt.getTime() + 1), dueAt },
  UNIT_SOLD: { type: 'UNIT_SOLD' },
};

type Allowed = [InvestmentStatus, readonly InvestmentEffect[]];
const cancelFromKyc: Allowed = ['cancelled', ['releaseCapacity', 'notifyInvestmentCancelled', 'audit']];
const cancelFromPayment: Allowed = [
  'cancelled',
  ['releaseCapacity', 'closeApplication', 'notifyInvestmentCancelled', 'audit'],
];
const allowed: Partial<Record<InvestmentStatus, Record<string, Allowed>>> = {
  pending_kyc: {
    KYC_APPROVED: ['awaiting_payment', ['startPaymentWindow', 'notifyPaymentInstructions', 'audit']],
    'CANCEL:admin': cancelFromKyc,
    'CANCEL:investor': cancelFromKyc,
    EXPIRE: ['cancelled', ['releaseCapacity', 'notifyPaymentWindowExpired', 'audit']],
  },
  awaiting_payment: {
    CONFIRM_PAYMENT: ['active', ['notifyPaymentConfirmed', 'recomputeUnitFunding', 'activateApplication', 'audit']],
    'CANCEL:admin': cancelFromPayment,
    'CANCEL:investor': cancelFromPayment,
    EXPIRE: ['cancelled', ['releaseCapacity', 'closeApplication', 'notifyPaymentWindowExpired', 'audit']],
  },
  active: {
    UNIT_SOLD: ['completed', ['notifyProfitDistributed', 'audit']],
    CONFIRM_PAYMENT: ['active', []],
  },
  completed: { CONFIRM_PAYMENT: ['completed', []] },
};

const cases = INVESTMENT_STATUSES.flatMap((state) =>
  Object.entries(samples).map(([key, event]) => ({ state, key, event, expected: allowed[state]?.[key] })),
);

describe('investment machine', () => {
  it.each(cases.filter((c) => c.expected))('$state + $key → allowed', ({ state, event, expected }) => {
    const r = applyInvestmentEvent(state, event);
    expect(r.ok && r.value).toEqual({ state: expected![0], effects: expected![1], changed: expected![0] !== state });
  });

  it.each(cases.filter((c) => !c.expected))('$state + $key → refused', ({ state, event }) => {
    const r = applyInvestmentEvent(state, event);
    expect(!r.ok && r.error).toMatchObject({
      code: 'INVESTMENT.INVALID_TRANSITION',
      currentState: state,
      event: event.type,
    });
  });

  it('confirms payment once: the repeat is accepted and changes nothing', () => {
    const first = applyInvestmentEvent('awaiting_payment', { type: 'CONFIRM_PAYMENT' });
    expect(first.ok && first.value.changed).toBe(true);
    const again = applyInvestmentEvent(first.ok ? first.value.state : 'awaiting_payment', { type: 'CONFIRM_PAYMENT' });
    expect(again.ok && again.value).toEqual({ state: 'active', effects: [], changed: false });
    expect(acceptedInvestmentEvents('active')).toEqual(['UNIT_SOLD']);
  });

  it('refuses expiry while the window is still open', () => {
    for (const state of ['pending_kyc', 'awaiting_payment'] as const) {
      expect(applyInvestmentEvent(state, { type: 'EXPIRE', now: new Date(dueAt.getTime() - 1000), dueAt }).ok).toBe(
        false,
      );
      expect(applyInvestmentEvent(state, { type: 'EXPIRE', now: dueAt, dueAt }).ok).toBe(true);
    }
  });

  it('lists accepted events per state', () => {
    expect(acceptedInvestmentEvents('pending_kyc')).toEqual(['KYC_APPROVED', 'CANCEL', 'EXPIRE']);
    expect(acceptedInvestmentEvents('awaiting_payment')).toEqual(['CONFIRM_PAYMENT', 'CANCEL', 'EXPIRE']);
    expect(acceptedInvestmentEvents('completed')).toEqual([]);
    expect(acceptedInvestmentEvents('cancelled')).toEqual([]);
  });

  it('carries the screens’ progress figures', () => {
    expect(INVESTMENT_STATUSES.map((s) => INVESTMENT_STATE_INFO[s].progress)).toEqual([45, 75, 100, 100, 0]);
  });

  it('opens direct investments by KYC validity and reads the client’s pending_payment', () => {
    expect(initialInvestmentStatus(true)).toBe('awaiting_payment');
    expect(initialInvestmentStatus(false)).toBe('pending_kyc');
    expect(normalizeInvestmentStatus('pending_payment')).toBe('awaiting_payment');
    expect(normalizeInvestmentStatus('active')).toBe('active');
    expect(normalizeInvestmentStatus('paid')).toBeNull();
    expect(normalizeInvestmentStatus(3)).toBeNull();
  });
});
