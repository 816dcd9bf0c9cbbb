import {
  APPLICATION_STATE_INFO,
  INVESTMENT_STATE_INFO,
  type ApplicationListing,
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
  readonly progress: number;
  readonly paymentInstructions: PaymentInstructions | null;
}

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
  const waiting = a.status === 'awaiting_payment' && a.paymentAmount && a.paymentReference && a.paymentDueAt;
  return {
    ...a,
    statusLabel: info.label,
    progress: info.progress,
    kycRequired: kyc !== 'approved',
    kycStatus: kyc,
    paymentInstructions: waiting
      ? { amount: a.paymentAmount!, reference: a.paymentReference!, dueAt: a.paymentDueAt!, bank }
      : null,
  };
}

export function investmentViewOf(i: InvestmentListing, bank: PaymentDetails): InvestmentView {
  const info = INVESTMENT_STATE_INFO[i.status];
  return {
    ...i,
    statusLabel: info.label,
    progress: info.progress,
    paymentInstructions:
      i.status === 'awaiting_payment' && i.paymentReference && i.windowEndsAt
        ? { amount: i.amount, reference: i.paymentReference, dueAt: i.windowEndsAt, bank }
        : null,
  };
}
