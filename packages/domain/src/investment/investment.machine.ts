import { setup } from 'xstate';
import { APPLICATION_STATE_INFO } from '../application/application.machine.js';
import { INVESTMENT_EQUIVALENT_STATE } from '../commitment/commitment-progress.js';
import { defineLifecycle, type InvalidTransition, type StateInfo } from '../lifecycle/lifecycle.js';

/** The lifecycle of a position in one unit (rules §2, Investment). */
export const INVESTMENT_STATUSES = ['pending_kyc', 'awaiting_payment', 'active', 'completed', 'cancelled'] as const;
export type InvestmentStatus = (typeof INVESTMENT_STATUSES)[number];

/**
 * One progress definition (issue 19): an investment's percentage is the one of the application state it stands
 * for (rules §2's table), so the admin's 33/66 and the dashboard row's 50/75 no longer disagree with the
 * application's 45/75 for the same commitment (docs/investing.md, "One progress definition").
 */
const progressOf = (status: InvestmentStatus): number =>
  APPLICATION_STATE_INFO[INVESTMENT_EQUIVALENT_STATE[status]].progress;

export const INVESTMENT_STATE_INFO: Readonly<Record<InvestmentStatus, StateInfo>> = {
  pending_kyc: { label: 'KYC Verification Required', progress: progressOf('pending_kyc') },
  awaiting_payment: { label: 'Awaiting Payment', progress: progressOf('awaiting_payment') },
  active: { label: 'Active', progress: progressOf('active') },
  completed: { label: 'Completed', progress: progressOf('completed') },
  cancelled: { label: 'Cancelled', progress: progressOf('cancelled') },
};

/** Who cancels by hand; expiry is its own event because it needs the window to have passed. */
export type InvestmentCanceller = 'admin' | 'investor';

export type InvestmentEvent =
  | { readonly type: 'KYC_APPROVED' }
  | { readonly type: 'CONFIRM_PAYMENT' }
  | { readonly type: 'CANCEL'; readonly by: InvestmentCanceller; readonly reason?: string }
  /** Refused before `dueAt` (7 days in awaiting_payment, 14 in pending_kyc: see payment-window.service). */
  | { readonly type: 'EXPIRE'; readonly now: Date; readonly dueAt: Date }
  | { readonly type: 'UNIT_SOLD' };
export type InvestmentEventType = InvestmentEvent['type'];

export type InvestmentEffect =
  | 'startPaymentWindow'
  | 'notifyPaymentInstructions'
  | 'notifyPaymentConfirmed'
  | 'recomputeUnitFunding'
  | 'activateApplication'
  | 'releaseCapacity'
  | 'closeApplication'
  | 'notifyInvestmentCancelled'
  | 'notifyPaymentWindowExpired'
  | 'notifyProfitDistributed'
  | 'audit';

const noop = () => {};

export const investmentMachine = setup({
  types: { events: {} as InvestmentEvent },
  actions: {
    startPaymentWindow: noop,
    notifyPaymentInstructions: noop,
    notifyPaymentConfirmed: noop,
    recomputeUnitFunding: noop,
    activateApplication: noop,
    releaseCapacity: noop,
    closeApplication: noop,
    notifyInvestmentCancelled: noop,
    notifyPaymentWindowExpired: noop,
    notifyProfitDistributed: noop,
    audit: noop,
  } satisfies Record<InvestmentEffect, () => void>,
  guards: {
    windowElapsed: ({ event }) => event.type === 'EXPIRE' && event.now.getTime() >= event.dueAt.getTime(),
  },
}).createMachine({
  id: 'investment',
  initial: 'pending_kyc',
  states: {
    pending_kyc: {
      on: {
        KYC_APPROVED: {
          target: 'awaiting_payment',
          actions: ['startPaymentWindow', 'notifyPaymentInstructions', 'audit'],
        },
        CANCEL: { target: 'cancelled', actions: ['releaseCapacity', 'notifyInvestmentCancelled', 'audit'] },
        EXPIRE: {
          guard: 'windowElapsed',
          target: 'cancelled',
          actions: ['releaseCapacity', 'notifyPaymentWindowExpired', 'audit'],
        },
      },
    },
    awaiting_payment: {
      on: {
        CONFIRM_PAYMENT: {
          target: 'active',
          actions: ['notifyPaymentConfirmed', 'recomputeUnitFunding', 'activateApplication', 'audit'],
        },
        CANCEL: {
          target: 'cancelled',
          actions: ['releaseCapacity', 'closeApplication', 'notifyInvestmentCancelled', 'audit'],
        },
        EXPIRE: {
          guard: 'windowElapsed',
          target: 'cancelled',
          actions: ['releaseCapacity', 'closeApplication', 'notifyPaymentWindowExpired', 'audit'],
        },
      },
    },
    active: { on: { UNIT_SOLD: { target: 'completed', actions: ['notifyProfitDistributed', 'audit'] } } },
    completed: { type: 'final' },
    cancelled: { type: 'final' },
  },
});

const lifecycle = defineLifecycle<InvestmentStatus, InvestmentEvent, InvestmentEffect, 'INVESTMENT.INVALID_TRANSITION'>(
  investmentMachine,
  {
    states: INVESTMENT_STATUSES,
    code: 'INVESTMENT.INVALID_TRANSITION',
    name: 'investment',
    // Confirm payment is idempotent (rules §2): the second call finds it active and changes nothing.
    repeats: { active: ['CONFIRM_PAYMENT'], completed: ['CONFIRM_PAYMENT'] },
  },
);

export type InvestmentTransitionError = InvalidTransition<
  'INVESTMENT.INVALID_TRANSITION',
  InvestmentStatus,
  InvestmentEventType
>;

export const applyInvestmentEvent = lifecycle.apply;
export const acceptedInvestmentEvents = lifecycle.accepted;

export const isInvestmentStatus = lifecycle.isState;

/** Reads a status sent by a client; `pending_payment` is the investor app's word for awaiting_payment. */
export function normalizeInvestmentStatus(value: unknown): InvestmentStatus | null {
  if (value === 'pending_payment') return 'awaiting_payment';
  return isInvestmentStatus(value) ? value : null;
}

/** A direct investment opens awaiting payment when the investor's KYC is valid, else waiting for KYC. */
export function initialInvestmentStatus(
  kycValid: boolean,
): Extract<InvestmentStatus, 'pending_kyc' | 'awaiting_payment'> {
  return kycValid ? 'awaiting_payment' : 'pending_kyc';
}
