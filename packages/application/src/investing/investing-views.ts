import {
  APPLICATION_STATE_INFO,
  commitmentProgress,
  INVESTMENT_STATE_INFO,
  type ApplicationListing,
  type CommitmentProgress,
  type InvestmentListing,
  type KycValidityView,
  type Money,
  type PaymentDetails,
  readKycStatus,
} from '@cobuy/domain';

/** What the investor is asked to pay, and how: shown on the dashboard and mailed (issue 10, §4). */
export interface PaymentInstructions {
  readonly amount: Money;
  readonly reference: string;
  readonly dueAt: Date;
  readonly bank: PaymentDetails;
}

/** The KYC status an application shows (investor spec §3: approved, pending, rejected, otherwise not started). */
export type ApplicationKycStatus = 'approved' | 'pending' | 'rejected' | 'not_started';

export interface ApplicationView extends ApplicationListing {
  readonly statusLabel: string;
  readonly progress: number;
  readonly kycRequired: boolean;
  readonly kycStatus: ApplicationKycStatus;
  /** Present while the application waits for payment. */
  readonly paymentInstructions: PaymentInstructions | null;
}

export interface InvestmentView extends InvestmentListing {
  readonly statusLabel: string;
  /** The commitment's progress (one definition with its application's, issue 19). */
  readonly progress: number;
  /** Where the commitment it belongs to stands: stage, label, steps. */
  readonly commitment: CommitmentProgress;
  readonly paymentInstructions: PaymentInstructions | null;
}

/** The progress of the commitment an application stands for (its investment moves with it). */
export const applicationProgress = (a: ApplicationListing, paidOut = false): CommitmentProgress =>
  commitmentProgress({
    application: { status: a.status, approved: a.approvedAt !== null, investmentOpened: a.investmentId !== null },
    investment: null,
    paidOut,
  });

/** The progress of the commitment an investment belongs to: its application's when it has one. */
export const investmentProgress = (i: InvestmentListing): CommitmentProgress =>
  commitmentProgress({
    application: i.applicationStatus
      ? { status: i.applicationStatus, approved: i.applicationApproved, investmentOpened: true }
      : null,
    investment: { status: i.status },
    paidOut: i.payout !== null,
  });

export function applicationKycStatus(kyc: KycValidityView | null, now: Date): ApplicationKycStatus {
  if (!kyc) return 'not_started';
  const reading = readKycStatus(kyc, now);
  if (reading === 'approved') return 'approved';
  if (reading === 'pending' || reading === 'under_review') return 'pending';
  if (reading === 'rejected') return 'rejected';
  return 'not_started';
}

export function applicationViewOf(a: ApplicationListing, bank: PaymentDetails, now: Date): ApplicationView {
  const kyc = applicationKycStatus(a.kyc, now);
  const info = APPLICATION_STATE_INFO[a.status];
  const { progress } = applicationProgress(a);
  const waiting = a.status === 'awaiting_payment' && a.paymentAmount && a.paymentReference && a.paymentDueAt;
  return {
    ...a,
    statusLabel: info.label,
    progress,
    kycRequired: kyc !== 'approved',
    kycStatus: kyc,
    paymentInstructions: waiting
      ? { amount: a.paymentAmount!, reference: a.paymentReference!, dueAt: a.paymentDueAt!, bank }
      : null,
  };
}

export function investmentViewOf(i: InvestmentListing, bank: PaymentDetails): InvestmentView {
  const info = INVESTMENT_STATE_INFO[i.status];
  const commitment = investmentProgress(i);
  return {
    ...i,
    statusLabel: info.label,
    progress: commitment.progress,
    commitment,
    paymentInstructions:
      i.status === 'awaiting_payment' && i.paymentReference && i.windowEndsAt
        ? { amount: i.amount, reference: i.paymentReference, dueAt: i.windowEndsAt, bank }
        : null,
  };
}
