import { setup } from 'xstate';
import { defineLifecycle, type InvalidTransition } from '../lifecycle/lifecycle.js';

/** The stored states of an investor's KYC verification (rules §2). 'expired' is a reading, not a state. */
export const KYC_STATUSES = [
  'not_started',
  'pending',
  'under_review',
  'approved',
  'rejected',
  'requires_additional_info',
] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];
/** What screens show: an approval past `expiresAt` reads 'expired' (see kyc-validity.service). */
export const KYC_READINGS = [...KYC_STATUSES, 'expired'] as const;
export type KycReading = (typeof KYC_READINGS)[number];

export const KYC_STATE_LABELS: Readonly<Record<KycReading, string>> = {
  not_started: 'Not Started',
  pending: 'Pending',
  under_review: 'Under Review',
  approved: 'Approved',
  rejected: 'Rejected',
  requires_additional_info: 'Additional Information Required',
  expired: 'Expired',
};

export type KycEvent =
  /**
   * The investor submits (or resubmits) the wizard. From approved it is a renewal, accepted only once the
   * approval has expired, so `expiresAt` is the current approval's expiry (null when there is none).
   */
  | { readonly type: 'SUBMIT'; readonly now: Date; readonly expiresAt: Date | null }
  /** An admin opens the submission. */
  | { readonly type: 'OPEN_REVIEW' }
  | { readonly type: 'APPROVE'; readonly approvedAt: Date }
  /** A non-blank reason is required. */
  | { readonly type: 'REJECT'; readonly reason: string }
  /** Non-blank notes are required. */
  | { readonly type: 'REQUEST_INFO'; readonly notes: string };
export type KycEventType = KycEvent['type'];

export type KycEffect =
  | 'notifyAdminsKycSubmitted'
  | 'notifyKycApproved'
  | 'notifyKycRejected'
  | 'notifyKycInfoRequested'
  | 'advanceApplicationsAndInvestments'
  | 'returnApplicationsToAwaitingKyc';

const noop = () => {};

const submit = { target: 'pending', actions: ['notifyAdminsKycSubmitted'] } as const;

export const kycMachine = setup({
  types: { events: {} as KycEvent },
  actions: {
    notifyAdminsKycSubmitted: noop,
    notifyKycApproved: noop,
    notifyKycRejected: noop,
    notifyKycInfoRequested: noop,
    advanceApplicationsAndInvestments: noop,
    returnApplicationsToAwaitingKyc: noop,
  } satisfies Record<KycEffect, () => void>,
  guards: {
    hasReason: ({ event }) => event.type === 'REJECT' && event.reason.trim() !== '',
    hasNotes: ({ event }) => event.type === 'REQUEST_INFO' && event.notes.trim() !== '',
    approvalExpired: ({ event }) =>
      event.type === 'SUBMIT' && event.expiresAt !== null && event.now.getTime() >= event.expiresAt.getTime(),
  },
}).createMachine({
  id: 'kyc',
  initial: 'not_started',
  states: {
    not_started: { on: { SUBMIT: submit } },
    pending: { on: { OPEN_REVIEW: 'under_review' } },
    under_review: {
      on: {
        APPROVE: { target: 'approved', actions: ['notifyKycApproved', 'advanceApplicationsAndInvestments'] },
        REJECT: {
          guard: 'hasReason',
          target: 'rejected',
          actions: ['notifyKycRejected', 'returnApplicationsToAwaitingKyc'],
        },
        REQUEST_INFO: {
          guard: 'hasNotes',
          target: 'requires_additional_info',
          actions: ['notifyKycInfoRequested', 'returnApplicationsToAwaitingKyc'],
        },
      },
    },
    approved: { on: { SUBMIT: { ...submit, guard: 'approvalExpired' } } },
    rejected: { on: { SUBMIT: submit } },
    requires_additional_info: { on: { SUBMIT: submit } },
  },
});

const lifecycle = defineLifecycle<KycStatus, KycEvent, KycEffect, 'KYC.INVALID_TRANSITION'>(kycMachine, {
  states: KYC_STATUSES,
  code: 'KYC.INVALID_TRANSITION',
  name: 'KYC verification',
});

export type KycTransitionError = InvalidTransition<'KYC.INVALID_TRANSITION', KycStatus, KycEventType>;

export const applyKycEvent = lifecycle.apply;
export const acceptedKycEvents = lifecycle.accepted;

export const isKycStatus = lifecycle.isState;

/** The three cases the SUBMIT guard (`approvalExpired`) tells apart: no approval, one still valid, one expired. */
type SubmitCase = 'noExpiry' | 'beforeExpiry' | 'afterExpiry';
const SUBMIT_PROBES: Readonly<Record<SubmitCase, { readonly now: Date; readonly expiresAt: Date | null }>> = {
  noExpiry: { now: new Date(1), expiresAt: null },
  beforeExpiry: { now: new Date(1), expiresAt: new Date(2) },
  afterExpiry: { now: new Date(1), expiresAt: new Date(1) },
};
/** The machine's answer to SUBMIT, asked once per state and case when this module loads. */
const SUBMIT_ALLOWED = new Map(
  KYC_STATUSES.map((status) => {
    const cases = Object.entries(SUBMIT_PROBES).map(([name, probe]) => {
      return [name, applyKycEvent(status, { type: 'SUBMIT', ...probe }).ok] as const;
    });
    return [status, Object.fromEntries(cases) as Record<SubmitCase, boolean>] as const;
  }),
);

/**
 * Whether the machine accepts SUBMIT from `status` at `now` (`expiresAt`: the current approval's expiry, null when
 * there is none), as `applyKycEvent(status, { type: 'SUBMIT', now, expiresAt }).ok` answers it, read from the
 * machine's answers for the three cases its guard tells apart. An XState transition costs tens of microseconds, and
 * every dashboard and KYC screen asks this.
 */
export function kycSubmitAllowed(status: KycStatus, now: Date, expiresAt: Date | null): boolean {
  const allowed = SUBMIT_ALLOWED.get(status)!;
  if (expiresAt === null) return allowed.noExpiry;
  return now.getTime() >= expiresAt.getTime() ? allowed.afterExpiry : allowed.beforeExpiry;
}
