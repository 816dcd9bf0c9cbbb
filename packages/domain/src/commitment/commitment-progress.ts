import { APPLICATION_STATE_INFO, type ApplicationStatus } from '../application/application.machine.js';
import type { InvestmentStatus } from '../investment/investment.machine.js';

/**
 * A commitment is one investor's intention on one unit, from interest to paid out: an application and the
 * investment opened for it are one commitment; a direct investment is one too (issue 19, item 4). Its stages,
 * in order, are the steps of the dashboard's stepper.
 */
export const COMMITMENT_STAGES = ['interest', 'approved', 'kyc', 'payment', 'active', 'sold', 'paid_out'] as const;
export type CommitmentStage = (typeof COMMITMENT_STAGES)[number];

export const COMMITMENT_STAGE_LABELS: Readonly<Record<CommitmentStage, string>> = {
  interest: 'Interest',
  approved: 'Approved',
  kyc: 'KYC',
  payment: 'Payment',
  active: 'Active',
  sold: 'Sold',
  paid_out: 'Paid out',
};

/** How a commitment that will go no further ended. */
export const COMMITMENT_OUTCOMES = ['rejected', 'withdrawn', 'expired', 'cancelled'] as const;
export type CommitmentOutcome = (typeof COMMITMENT_OUTCOMES)[number];

/**
 * A step of the stepper: done, the one the commitment is at, still ahead, or skipped (a direct investment has
 * no interest to review and nothing to approve).
 */
export const COMMITMENT_STEP_STATES = ['done', 'current', 'upcoming', 'skipped'] as const;
export type CommitmentStepState = (typeof COMMITMENT_STEP_STATES)[number];

export interface CommitmentStep {
  readonly stage: CommitmentStage;
  readonly label: string;
  readonly state: CommitmentStepState;
}

/** What the progress is read from: the states of the pair, and whether the payout was recorded. */
export interface CommitmentFacts {
  /** Null for a direct investment. */
  readonly application: {
    readonly status: ApplicationStatus;
    /** An admin approved it at some point (its approval time is set). */
    readonly approved: boolean;
    /** Its investment was opened at some point (payment instructions were issued, so KYC had passed). */
    readonly investmentOpened: boolean;
  } | null;
  /** Null while an application has no investment yet. */
  readonly investment: { readonly status: InvestmentStatus } | null;
  /** The payout of a sold position was recorded. */
  readonly paidOut: boolean;
}

export interface CommitmentProgress {
  /**
   * The step the commitment is at; for a closed one, the furthest step it certainly finished (null when none:
   * a direct investment cancelled before payment).
   */
  readonly stage: CommitmentStage | null;
  /** 0-100: the product rules' figures (docs/investing.md, "One progress definition"). */
  readonly progress: number;
  readonly label: string;
  /** Set when the commitment is closed and goes no further. */
  readonly outcome: CommitmentOutcome | null;
  /** A direct investment (no application). */
  readonly direct: boolean;
  readonly steps: readonly CommitmentStep[];
}

/** Where each open application state stands (its label and percentage are the rules' §2 table). */
const APPLICATION_STAGE: Readonly<Record<ApplicationStatus, CommitmentStage | CommitmentOutcome>> = {
  pending: 'interest',
  approved: 'approved',
  awaiting_kyc: 'kyc',
  pending_kyc: 'kyc',
  kyc_approved: 'payment',
  awaiting_payment: 'payment',
  active: 'active',
  completed: 'sold',
  rejected: 'rejected',
  expired: 'expired',
  withdrawn: 'withdrawn',
};

/**
 * The application state a direct investment's state stands for, so that one table (the application's, rules §2)
 * gives every percentage: an unpaid commitment is 75% whether or not it began as an application.
 */
export const INVESTMENT_EQUIVALENT_STATE: Readonly<Record<InvestmentStatus, ApplicationStatus>> = {
  pending_kyc: 'pending_kyc',
  awaiting_payment: 'awaiting_payment',
  active: 'active',
  completed: 'completed',
  cancelled: 'withdrawn',
};

const SOLD_LABEL = 'Sold, payout pending';
const PAID_OUT_LABEL = 'Paid out';
const OUTCOME_LABELS: Readonly<Record<CommitmentOutcome, string>> = {
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
  expired: 'Payment Window Expired',
  cancelled: 'Cancelled',
};

const isOutcome = (value: string): value is CommitmentOutcome =>
  (COMMITMENT_OUTCOMES as readonly string[]).includes(value);

function stepsOf(reached: CommitmentStage | null, current: boolean, direct: boolean): CommitmentStep[] {
  const at = reached === null ? -1 : COMMITMENT_STAGES.indexOf(reached);
  return COMMITMENT_STAGES.map((stage, i) => {
    const skipped = direct && (stage === 'interest' || stage === 'approved');
    let state: CommitmentStepState;
    if (skipped) state = 'skipped';
    else if (i < at) state = 'done';
    else if (i === at) state = current && stage !== 'paid_out' ? 'current' : 'done';
    else state = 'upcoming';
    return { stage, label: COMMITMENT_STAGE_LABELS[stage], state };
  });
}

/**
 * The one progress definition of a commitment, shared by the investor's dashboard and the admin's lists: its
 * stage, its percentage and label, and the stepper's steps. While an application exists its state leads (it is
 * the finer of the two and moves with its investment); a direct investment's state is read as the application
 * state it stands for. After a sale the percentage stays 100 (the spec fixes active and completed at 100); the
 * steps Sold and Paid out carry on from there.
 */
export function commitmentProgress(facts: CommitmentFacts): CommitmentProgress {
  const direct = facts.application === null;
  const status: ApplicationStatus | null =
    facts.application?.status ?? (facts.investment ? INVESTMENT_EQUIVALENT_STATE[facts.investment.status] : null);
  if (status === null) throw new RangeError('A commitment needs an application or an investment');
  const where = APPLICATION_STAGE[status];

  if (isOutcome(where) || facts.investment?.status === 'cancelled') {
    const outcome: CommitmentOutcome = direct ? 'cancelled' : isOutcome(where) ? where : 'cancelled';
    const app = facts.application;
    const finished: CommitmentStage | null = !app
      ? null
      : app.investmentOpened
        ? 'kyc'
        : app.approved
          ? 'approved'
          : 'interest';
    return {
      stage: finished,
      progress: 0,
      label: OUTCOME_LABELS[outcome],
      outcome,
      direct,
      steps: stepsOf(finished, false, direct),
    };
  }

  const stage: CommitmentStage = where === 'sold' && facts.paidOut ? 'paid_out' : where;
  const label =
    stage === 'paid_out' ? PAID_OUT_LABEL : stage === 'sold' ? SOLD_LABEL : APPLICATION_STATE_INFO[status].label;
  return {
    stage,
    progress: APPLICATION_STATE_INFO[status].progress,
    label,
    outcome: null,
    direct,
    steps: stepsOf(stage, true, direct),
  };
}
