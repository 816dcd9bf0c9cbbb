import { describe, expect, it } from 'vitest';
import {
  KYC_STATUSES,
  acceptedKycEvents,
  applyKycEvent,
  kycSubmitAllowed,
  type KycEffect,
  type KycEvent,
  type KycStatus,
} from './kyc.machine.js';

const now = new Date('2027-06-01T00:00:00Z');
const samples: Record<string, KycEvent> = {
  SUBMIT: { type: 'SUBMIT', now, expiresAt: null },
  'SUBMIT:after-expiry': { type: 'SUBMIT', now, expiresAt: new Date('2027-05-31T23:59:59Z') },
  'SUBMIT:before-expiry': { type: 'SUBMIT', now, expiresAt: new Date('2027-06-01T00:00:01Z') },
  OPEN_REVIEW: { type: 'OPEN_REVIEW' },
  APPROVE: { type: 'APPROVE', approvedAt: now },
  REJECT: { type: 'REJECT', reason: 'Document unreadable' },
  'REJECT:blank': { type: 'REJECT', reason: '   ' },
  REQUEST_INFO: { type: 'REQUEST_INFO', notes: 'Please upload the back of the card' },
  'REQUEST_INFO:blank': { type: 'REQUEST_INFO', notes: '' },
};

type Allowed = [KycStatus, readonly KycEffect[]];
const submitted: Allowed = ['pending', ['notifyAdminsKycSubmitted']];
const resubmissions = { SUBMIT: submitted, 'SUBMIT:after-expiry': submitted, 'SUBMIT:before-expiry': submitted };
const allowed: Partial<Record<KycStatus, Record<string, Allowed>>> = {
  not_started: resubmissions,
  pending: { OPEN_REVIEW: ['under_review', []] },
  under_review: {
    APPROVE: ['approved', ['notifyKycApproved', 'advanceApplicationsAndInvestments']],
    REJECT: ['rejected', ['notifyKycRejected', 'returnApplicationsToAwaitingKyc']],
    REQUEST_INFO: ['requires_additional_info', ['notifyKycInfoRequested', 'returnApplicationsToAwaitingKyc']],
  },
  // Renewal only once the two-year approval has run out.
  approved: { 'SUBMIT:after-expiry': submitted },
  rejected: resubmissions,
  requires_additional_info: resubmissions,
};

const cases = KYC_STATUSES.flatMap((state) =>
  Object.entries(samples).map(([key, event]) => ({ state, key, event, expected: allowed[state]?.[key] })),
);

describe('KYC machine', () => {
  it.each(cases.filter((c) => c.expected))('$state + $key → allowed', ({ state, event, expected }) => {
    const r = applyKycEvent(state, event);
    expect(r.ok && r.value).toEqual({ state: expected![0], effects: expected![1], changed: true });
  });

  it.each(cases.filter((c) => !c.expected))('$state + $key → refused', ({ state, event }) => {
    const r = applyKycEvent(state, event);
    expect(!r.ok && r.error).toMatchObject({ code: 'KYC.INVALID_TRANSITION', currentState: state, event: event.type });
  });

  it.each(cases.filter((c) => c.event.type === 'SUBMIT'))(
    '$state + $key: kycSubmitAllowed answers as the machine',
    ({ state, event }) => {
      const { now: at, expiresAt } = event as Extract<KycEvent, { type: 'SUBMIT' }>;
      expect(kycSubmitAllowed(state, at, expiresAt)).toBe(applyKycEvent(state, event).ok);
    },
  );

  it('kycSubmitAllowed: an approval may be renewed from the instant it expires', () => {
    expect(kycSubmitAllowed('approved', now, now)).toBe(true);
    expect(kycSubmitAllowed('approved', now, new Date(now.getTime() + 1))).toBe(false);
  });

  it('lists accepted events per state', () => {
    expect(acceptedKycEvents('not_started')).toEqual(['SUBMIT']);
    expect(acceptedKycEvents('under_review')).toEqual(['APPROVE', 'REJECT', 'REQUEST_INFO']);
    expect(acceptedKycEvents('approved')).toEqual(['SUBMIT']);
  });
});
