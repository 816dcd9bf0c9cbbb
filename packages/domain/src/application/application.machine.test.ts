import { describe, expect, it } from 'vitest';
import {
  APPLICATION_STATE_INFO,
  APPLICATION_STATUSES,
  acceptedApplicationEvents,
  applyApplicationEvent,
  isOpenApplication,
  OPEN_APPLICATION_STATUSES,
  type ApplicationEffect,
  type ApplicationEvent,
  type ApplicationStatus,
} from './application.machine.js';

const dueAt = new Date('2025-03-08T10:00:00Z');
const samples: Record<string, ApplicationEvent> = {
  APPROVE: { type: 'APPROVE' },
  REJECT: { type: 'REJECT', reason: 'Duplicate interest' },
  'KYC_CHECKED:valid': { type: 'KYC_CHECKED', result: 'valid' },
  'KYC_CHECKED:in_review': { type: 'KYC_CHECKED', result: 'in_review' },
  'KYC_CHECKED:missing': { type: 'KYC_CHECKED', result: 'missing' },
  KYC_SUBMITTED: { type: 'KYC_SUBMITTED' },
  KYC_APPROVED: { type: 'KYC_APPROVED' },
  KYC_REJECTED: { type: 'KYC_REJECTED' },
  KYC_INFO_REQUESTED: { type: 'KYC_INFO_REQUESTED' },
  INVESTMENT_OPENED: { type: 'INVESTMENT_OPENED' },
  PAYMENT_CONFIRMED: { type: 'PAYMENT_CONFIRMED' },
  EXPIRE: { type: 'EXPIRE', now: dueAt, dueAt },
  WITHDRAW: { type: 'WITHDRAW' },
  ADMIN_CANCEL: { type: 'ADMIN_CANCEL', reason: 'Unit sold to another buyer' },
  UNIT_SOLD: { type: 'UNIT_SOLD' },
};

type Allowed = [ApplicationStatus, readonly ApplicationEffect[]];
/** Every allowed transition; every pair missing here must be refused. */
const allowed: Partial<Record<ApplicationStatus, Record<string, Allowed>>> = {
  pending: {
    APPROVE: ['approved', ['notifyApplicationApproved', 'checkKyc']],
    REJECT: ['rejected', ['notifyApplicationRejected']],
    WITHDRAW: ['withdrawn', []],
  },
  approved: {
    'KYC_CHECKED:valid': ['kyc_approved', ['openInvestment']],
    'KYC_CHECKED:in_review': ['pending_kyc', []],
    'KYC_CHECKED:missing': ['awaiting_kyc', ['notifyKycRequired']],
    WITHDRAW: ['withdrawn', []],
  },
  awaiting_kyc: {
    KYC_SUBMITTED: ['pending_kyc', []],
    KYC_APPROVED: ['kyc_approved', ['openInvestment']],
    WITHDRAW: ['withdrawn', []],
    ADMIN_CANCEL: ['rejected', ['notifyApplicationRejected']],
  },
  pending_kyc: {
    KYC_APPROVED: ['kyc_approved', ['openInvestment']],
    KYC_REJECTED: ['awaiting_kyc', ['notifyKycRequired']],
    KYC_INFO_REQUESTED: ['awaiting_kyc', ['notifyKycRequired']],
    WITHDRAW: ['withdrawn', []],
    ADMIN_CANCEL: ['rejected', ['notifyApplicationRejected']],
  },
  kyc_approved: {
    INVESTMENT_OPENED: ['awaiting_payment', ['notifyPaymentInstructions']],
    WITHDRAW: ['withdrawn', []],
    ADMIN_CANCEL: ['rejected', ['notifyApplicationRejected']],
  },
  awaiting_payment: {
    PAYMENT_CONFIRMED: ['active', ['notifyPaymentConfirmed']],
    EXPIRE: ['expired', ['notifyPaymentWindowExpired', 'cancelInvestment']],
    WITHDRAW: ['withdrawn', ['cancelInvestment']],
    ADMIN_CANCEL: ['rejected', ['notifyApplicationRejected', 'cancelInvestment']],
  },
  active: {
    UNIT_SOLD: ['completed', []],
    PAYMENT_CONFIRMED: ['active', []], // idempotent repeat
  },
  completed: { PAYMENT_CONFIRMED: ['completed', []] },
};

const cases = APPLICATION_STATUSES.flatMap((state) =>
  Object.entries(samples).map(([key, event]) => ({ state, key, event, expected: allowed[state]?.[key] })),
);

describe('application machine', () => {
  it.each(cases.filter((c) => c.expected))('$state + $key → allowed', ({ state, event, expected }) => {
    const r = applyApplicationEvent(state, event);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.state).toBe(expected![0]);
    expect(r.value.effects).toEqual(expected![1]);
    expect(r.value.changed).toBe(expected![0] !== state);
  });

  it.each(cases.filter((c) => !c.expected))('$state + $key → refused', ({ state, event }) => {
    const r = applyApplicationEvent(state, event);
    expect(r).toEqual({
      ok: false,
      error: {
        code: 'APPLICATION.INVALID_TRANSITION',
        currentState: state,
        event: event.type,
        message: `The application is '${state}' and does not accept ${event.type}`,
      },
    });
  });

  it('refuses expiry before the 7-day window has passed', () => {
    const early = applyApplicationEvent('awaiting_payment', {
      type: 'EXPIRE',
      now: new Date(dueAt.getTime() - 1),
      dueAt,
    });
    expect(early.ok).toBe(false);
  });

  it('lists the events each state accepts, and nothing for final states', () => {
    expect(acceptedApplicationEvents('pending')).toEqual(['APPROVE', 'REJECT', 'WITHDRAW']);
    expect(acceptedApplicationEvents('awaiting_payment')).toEqual([
      'PAYMENT_CONFIRMED',
      'EXPIRE',
      'WITHDRAW',
      'ADMIN_CANCEL',
    ]);
    for (const s of ['completed', 'rejected', 'expired', 'withdrawn'] as const) {
      expect(acceptedApplicationEvents(s)).toEqual([]);
    }
  });

  it('agrees with the transition table about accepted events', () => {
    for (const state of APPLICATION_STATUSES) {
      const fromTable = new Set(
        Object.entries(allowed[state] ?? {})
          .filter(([, [target]]) => target !== state)
          .map(([key]) => key.split(':')[0]),
      );
      expect(new Set(acceptedApplicationEvents(state))).toEqual(fromTable);
    }
  });

  it('labels every state with the screens’ progress figures', () => {
    expect(
      Object.fromEntries(
        APPLICATION_STATUSES.map((s) => [
          s,
          `${APPLICATION_STATE_INFO[s].label} ${APPLICATION_STATE_INFO[s].progress}`,
        ]),
      ),
    ).toEqual({
      pending: 'Pending Review 15',
      approved: 'Approved 30',
      awaiting_kyc: 'KYC Required 35',
      pending_kyc: 'KYC Verification Required 45',
      kyc_approved: 'KYC Approved 60',
      awaiting_payment: 'Payment Required 75',
      active: 'Investment Active 100',
      completed: 'Investment Active 100',
      rejected: 'Rejected 0',
      expired: 'Payment Window Expired 0',
      withdrawn: 'Withdrawn 0',
    });
  });

  it('throws on a state value that is not in the lifecycle (a corrupt row is a bug)', () => {
    expect(() => applyApplicationEvent('paid' as ApplicationStatus, { type: 'APPROVE' })).toThrow(RangeError);
  });
});

describe('open applications', () => {
  it('are exactly the states the investor may still withdraw (not final, not paid)', () => {
    const withdrawable = APPLICATION_STATUSES.filter((s) => acceptedApplicationEvents(s).includes('WITHDRAW'));
    expect([...OPEN_APPLICATION_STATUSES]).toEqual(withdrawable);
    expect(APPLICATION_STATUSES.filter(isOpenApplication)).toEqual(withdrawable);
    for (const closed of ['active', 'completed', 'rejected', 'expired', 'withdrawn'] as const) {
      expect(isOpenApplication(closed)).toBe(false);
    }
  });
});
