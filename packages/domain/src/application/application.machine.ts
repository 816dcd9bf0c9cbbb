import { setup } from 'xstate';
import { defineLifecycle, type InvalidTransition, type StateInfo } from '../lifecycle/lifecycle.js';

/** The lifecycle of a project interest (rules §2, Application). */
export const APPLICATION_STATUSES = [
  'pending',
  'approved',
  'awaiting_kyc',
  'pending_kyc',
  'kyc_approved',
  'awaiting_payment',
  'active',
  'completed',
  'rejected',
  'expired',
  'withdrawn',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const APPLICATION_STATE_INFO: Readonly<Record<ApplicationStatus, StateInfo>> = {
  pending: { label: 'Pending Review', progress: 15 },
  approved: { label: 'Approved', progress: 30 },
  awaiting_kyc: { label: 'KYC Required', progress: 35 },
  pending_kyc: { label: 'KYC Verification Required', progress: 45 },
  kyc_approved: { label: 'KYC Approved', progress: 60 },
  awaiting_payment: { label: 'Payment Required', progress: 75 },
  active: { label: 'Investment Active', progress: 100 },
  completed: { label: 'Investment Active', progress: 100 },
  rejected: { label: 'Rejected', progress: 0 },
  expired: { label: 'Payment Window Expired', progress: 0 },
  withdrawn: { label: 'Withdrawn', progress: 0 },
};

/** What the KYC check finds when an application is approved. */
export type KycCheckResult = 'valid' | 'in_review' | 'missing';

export type ApplicationEvent =
  | { readonly type: 'APPROVE' }
  | { readonly type: 'REJECT'; readonly reason?: string }
  | { readonly type: 'KYC_CHECKED'; readonly result: KycCheckResult }
  | { readonly type: 'KYC_SUBMITTED' }
  | { readonly type: 'KYC_APPROVED' }
  | { readonly type: 'KYC_REJECTED' }
  | { readonly type: 'KYC_INFO_REQUESTED' }
  | { readonly type: 'INVESTMENT_OPENED' }
  | { readonly type: 'PAYMENT_CONFIRMED' }
  /** Refused before `dueAt`: the 7-day window must have passed. */
  | { readonly type: 'EXPIRE'; readonly now: Date; readonly dueAt: Date }
  | { readonly type: 'WITHDRAW' }
  /** An admin cancels the application's open investment (or the unit is sold before it is paid). */
  | { readonly type: 'ADMIN_CANCEL'; readonly reason: string }
  | { readonly type: 'UNIT_SOLD' };
export type ApplicationEventType = ApplicationEvent['type'];

export type ApplicationEffect =
  | 'notifyApplicationApproved'
  | 'notifyApplicationRejected'
  | 'checkKyc'
  | 'notifyKycRequired'
  | 'openInvestment'
  | 'notifyPaymentInstructions'
  | 'notifyPaymentConfirmed'
  | 'notifyPaymentWindowExpired'
  | 'cancelInvestment';

const noop = () => {};

export const applicationMachine = setup({
  types: { events: {} as ApplicationEvent },
  actions: {
    notifyApplicationApproved: noop,
    notifyApplicationRejected: noop,
    checkKyc: noop,
    notifyKycRequired: noop,
    openInvestment: noop,
    notifyPaymentInstructions: noop,
    notifyPaymentConfirmed: noop,
    notifyPaymentWindowExpired: noop,
    cancelInvestment: noop,
  } satisfies Record<ApplicationEffect, () => void>,
  guards: {
    kycValid: ({ event }) => event.type === 'KYC_CHECKED' && event.result === 'valid',
    kycInReview: ({ event }) => event.type === 'KYC_CHECKED' && event.result === 'in_review',
    kycMissing: ({ event }) => event.type === 'KYC_CHECKED' && event.result === 'missing',
    windowElapsed: ({ event }) => event.type === 'EXPIRE' && event.now.getTime() >= event.dueAt.getTime(),
  },
}).createMachine({
  id: 'application',
  initial: 'pending',
  states: {
    pending: {
      on: {
        APPROVE: { target: 'approved', actions: ['notifyApplicationApproved', 'checkKyc'] },
        REJECT: { target: 'rejected', actions: ['notifyApplicationRejected'] },
        WITHDRAW: 'withdrawn',
      },
    },
    approved: {
      on: {
        // The KYC check runs at once after approval and lands on one of three states.
        KYC_CHECKED: [
          { guard: 'kycValid', target: 'kyc_approved', actions: ['openInvestment'] },
          { guard: 'kycInReview', target: 'pending_kyc' },
          { guard: 'kycMissing', target: 'awaiting_kyc', actions: ['notifyKycRequired'] },
        ],
        WITHDRAW: 'withdrawn',
      },
    },
    awaiting_kyc: {
      on: {
        KYC_SUBMITTED: 'pending_kyc',
        KYC_APPROVED: { target: 'kyc_approved', actions: ['openInvestment'] },
        WITHDRAW: 'withdrawn',
        ADMIN_CANCEL: { target: 'rejected', actions: ['notifyApplicationRejected'] },
      },
    },
    pending_kyc: {
      on: {
        KYC_APPROVED: { target: 'kyc_approved', actions: ['openInvestment'] },
        // The investor must act again: the application shows 'Action Required' until they resubmit.
        KYC_REJECTED: { target: 'awaiting_kyc', actions: ['notifyKycRequired'] },
        KYC_INFO_REQUESTED: { target: 'awaiting_kyc', actions: ['notifyKycRequired'] },
        WITHDRAW: 'withdrawn',
        ADMIN_CANCEL: { target: 'rejected', actions: ['notifyApplicationRejected'] },
      },
    },
    kyc_approved: {
      on: {
        INVESTMENT_OPENED: { target: 'awaiting_payment', actions: ['notifyPaymentInstructions'] },
        WITHDRAW: 'withdrawn',
        // An approved application waiting on KYC, or whose unit has no room left when its investment should
        // open, can still be turned down by an admin (reason kept); nothing has been paid.
        ADMIN_CANCEL: { target: 'rejected', actions: ['notifyApplicationRejected'] },
      },
    },
    awaiting_payment: {
      on: {
        PAYMENT_CONFIRMED: { target: 'active', actions: ['notifyPaymentConfirmed'] },
        EXPIRE: {
          guard: 'windowElapsed',
          target: 'expired',
          actions: ['notifyPaymentWindowExpired', 'cancelInvestment'],
        },
        WITHDRAW: { target: 'withdrawn', actions: ['cancelInvestment'] },
        ADMIN_CANCEL: { target: 'rejected', actions: ['notifyApplicationRejected', 'cancelInvestment'] },
      },
    },
    active: { on: { UNIT_SOLD: 'completed' } },
    completed: { type: 'final' },
    rejected: { type: 'final' },
    expired: { type: 'final' },
    withdrawn: { type: 'final' },
  },
});

const lifecycle = defineLifecycle<
  ApplicationStatus,
  ApplicationEvent,
  ApplicationEffect,
  'APPLICATION.INVALID_TRANSITION'
>(applicationMachine, {
  states: APPLICATION_STATUSES,
  code: 'APPLICATION.INVALID_TRANSITION',
  name: 'application',
  // Payment confirmation is idempotent: a second confirmation finds the application already active.
  repeats: { active: ['PAYMENT_CONFIRMED'], completed: ['PAYMENT_CONFIRMED'] },
});

export type ApplicationTransitionError = InvalidTransition<
  'APPLICATION.INVALID_TRANSITION',
  ApplicationStatus,
  ApplicationEventType
>;

export const applyApplicationEvent = lifecycle.apply;
export const acceptedApplicationEvents = lifecycle.accepted;

export const isApplicationStatus = lifecycle.isState;

/**
 * An open application: not final and not yet paid, so the investor may still withdraw it (rules §3: one open
 * application per investor and unit, or per project for an interest without a unit). The database's partial
 * unique indexes `project_interests_one_open_*` use the same list.
 */
export const OPEN_APPLICATION_STATUSES = [
  'pending',
  'approved',
  'awaiting_kyc',
  'pending_kyc',
  'kyc_approved',
  'awaiting_payment',
] as const satisfies readonly ApplicationStatus[];
export type OpenApplicationStatus = (typeof OPEN_APPLICATION_STATUSES)[number];

export const isOpenApplication = (status: ApplicationStatus): status is OpenApplicationStatus =>
  (OPEN_APPLICATION_STATUSES as readonly ApplicationStatus[]).includes(status);
