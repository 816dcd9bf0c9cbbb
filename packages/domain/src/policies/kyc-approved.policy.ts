import {
  applyApplicationEvent,
  type ApplicationEffect,
  type ApplicationStatus,
} from '../application/application.machine.js';
import {
  applyInvestmentEvent,
  type InvestmentEffect,
  type InvestmentStatus,
} from '../investment/investment.machine.js';
import { paymentDueAt } from '../investment/payment-window.service.js';
import type { Move } from './policy.types.js';

export interface KycApprovedOutcome {
  /** awaiting_kyc / pending_kyc → kyc_approved; each then needs its investment opened (openApplicationInvestment). */
  readonly applications: readonly Move<ApplicationStatus, ApplicationEffect>[];
  /** pending_kyc → awaiting_payment, with the 7-day window starting at approval. */
  readonly investments: readonly (Move<InvestmentStatus, InvestmentEffect> & { readonly windowEndsAt: Date })[];
}

/**
 * KYC approved (rules §2): the investor's applications waiting on KYC move to kyc_approved (and on to
 * awaiting_payment as their investments open), and their pending_kyc investments move to awaiting_payment.
 * Records in any other state are left alone.
 */
export function onKycApproved(input: {
  readonly approvedAt: Date;
  readonly applications: readonly { readonly id: number; readonly status: ApplicationStatus }[];
  readonly investments: readonly { readonly id: number; readonly status: InvestmentStatus }[];
}): KycApprovedOutcome {
  const applications = input.applications
    .filter((a) => a.status === 'awaiting_kyc' || a.status === 'pending_kyc')
    .map((a) => {
      const r = applyApplicationEvent(a.status, { type: 'KYC_APPROVED' });
      if (!r.ok) throw new Error(`unreachable: ${r.error.message}`);
      return { id: a.id, from: a.status, to: r.value.state, effects: r.value.effects };
    });
  const windowEndsAt = paymentDueAt(input.approvedAt);
  const investments = input.investments
    .filter((i) => i.status === 'pending_kyc')
    .map((i) => {
      const r = applyInvestmentEvent(i.status, { type: 'KYC_APPROVED' });
      if (!r.ok) throw new Error(`unreachable: ${r.error.message}`);
      return { id: i.id, from: i.status, to: r.value.state, effects: r.value.effects, windowEndsAt };
    });
  return { applications, investments };
}

/**
 * KYC rejected or more information requested: pending_kyc applications go back to awaiting_kyc, where the
 * investor may resubmit. Investments stay in pending_kyc; their 14-day window keeps running.
 */
export function onKycReturned(input: {
  readonly reason: 'rejected' | 'requires_additional_info';
  readonly applications: readonly { readonly id: number; readonly status: ApplicationStatus }[];
}): readonly Move<ApplicationStatus, ApplicationEffect>[] {
  const event =
    input.reason === 'rejected' ? ({ type: 'KYC_REJECTED' } as const) : ({ type: 'KYC_INFO_REQUESTED' } as const);
  return input.applications
    .filter((a) => a.status === 'pending_kyc')
    .map((a) => {
      const r = applyApplicationEvent(a.status, event);
      if (!r.ok) throw new Error(`unreachable: ${r.error.message}`);
      return { id: a.id, from: a.status, to: r.value.state, effects: r.value.effects };
    });
}

/** KYC submitted: the investor's awaiting_kyc applications now wait on the review (pending_kyc). */
export function onKycSubmitted(input: {
  readonly applications: readonly { readonly id: number; readonly status: ApplicationStatus }[];
}): readonly Move<ApplicationStatus, ApplicationEffect>[] {
  return input.applications
    .filter((a) => a.status === 'awaiting_kyc')
    .map((a) => {
      const r = applyApplicationEvent(a.status, { type: 'KYC_SUBMITTED' });
      if (!r.ok) throw new Error(`unreachable: ${r.error.message}`);
      return { id: a.id, from: a.status, to: r.value.state, effects: r.value.effects };
    });
}
