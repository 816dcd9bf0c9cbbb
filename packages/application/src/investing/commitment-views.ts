import {
  commitmentProgress,
  isOpenApplication,
  type ApplicationListing,
  type CommitmentProgress,
  type CurrencyCode,
  type InvestmentListing,
  type KycValidityView,
  type Money,
  type PaymentDetails,
  type Payout,
  type Percentage,
  type SignedMoney,
} from '@cobuy/domain';
import {
  applicationKycStatus,
  applicationViewOf,
  investmentViewOf,
  type ApplicationKycStatus,
  type PaymentInstructions,
} from './investing-views.js';

/** Where a commitment is listed on the dashboard, in this order. */
export const COMMITMENT_PHASES = ['in_progress', 'active', 'completed', 'closed'] as const;
export type CommitmentPhase = (typeof COMMITMENT_PHASES)[number];

/**
 * One commitment as the investor lives it (issue 19, item 4): an application and the investment opened for it
 * are one; a direct investment is one. Its progress is the domain's one definition (`commitmentProgress`).
 */
export interface CommitmentView {
  /** `application-12` when it began as an application, `investment-5` for a direct investment. */
  readonly key: string;
  readonly applicationId: number | null;
  readonly investmentId: number | null;
  readonly userId: number;
  readonly projectId: number;
  readonly projectTitle: string;
  readonly unitId: number | null;
  readonly unitNumber: string | null;
  readonly unitType: string | null;
  /** USD: the investment's amount once it is open, else the amount of interest. */
  readonly amount: Money;
  /** The currency the investor chose when applying (USD for a direct investment). */
  readonly currency: CurrencyCode;
  readonly ownershipPercentage: Percentage | null;
  readonly currentValue: Money | null;
  readonly profitShare: SignedMoney | null;
  readonly progress: CommitmentProgress;
  readonly phase: CommitmentPhase;
  /** The investor's KYC as the commitment's "Action Required" reads it. */
  readonly kycStatus: ApplicationKycStatus;
  /** The investor must complete (or resubmit) KYC before payment instructions can be issued. */
  readonly kycActionRequired: boolean;
  /** Present while payment is due. */
  readonly paymentInstructions: PaymentInstructions | null;
  /** The investor may still back out (before payment is confirmed): one action for the pair. */
  readonly canWithdraw: boolean;
  /** 'Withdraw' for an application (its investment is cancelled with it), 'Cancel' for a direct investment. */
  readonly withdrawLabel: 'Withdraw' | 'Cancel';
  /** Why it closed: a rejection's reason, or a cancellation's. */
  readonly closedReason: string | null;
  readonly sale: { readonly soldAt: Date; readonly soldPrice: Money } | null;
  readonly payout: Payout | null;
  readonly createdAt: Date;
}

export const commitmentKeyOfApplication = (id: number) => `application-${id}`;
export const commitmentKeyOfInvestment = (id: number) => `investment-${id}`;

const phaseOf = (p: CommitmentProgress): CommitmentPhase => {
  if (p.outcome) return 'closed';
  if (p.stage === 'sold' || p.stage === 'paid_out') return 'completed';
  return p.stage === 'active' ? 'active' : 'in_progress';
};

const saleOf = (i: InvestmentListing | null) =>
  i?.unitSoldAt && i.unitSoldPrice ? { soldAt: i.unitSoldAt, soldPrice: i.unitSoldPrice } : null;

/** The commitment an application stands for, with the investment opened for it (if any). */
export function commitmentOfApplication(
  a: ApplicationListing,
  investment: InvestmentListing | null,
  bank: PaymentDetails,
  now: Date,
): CommitmentView {
  const application = applicationViewOf(a, bank, now);
  const progress = commitmentProgress({
    application: { status: a.status, approved: a.approvedAt !== null, investmentOpened: a.investmentId !== null },
    investment: investment ? { status: investment.status } : null,
    paidOut: investment?.payout != null,
  });
  const invested = investment && investment.status !== 'cancelled' ? investment : null;
  return {
    key: commitmentKeyOfApplication(a.id),
    applicationId: a.id,
    investmentId: investment?.id ?? null,
    userId: a.userId,
    projectId: a.projectId,
    projectTitle: a.projectTitle,
    unitId: investment?.unitId ?? a.unitId,
    unitNumber: investment?.unitNumber ?? a.unitNumber,
    unitType: a.unitType,
    amount: invested?.amount ?? a.paymentAmount ?? a.interestAmount,
    currency: a.currency,
    ownershipPercentage: invested?.ownershipPercentage ?? null,
    currentValue: invested?.currentValue ?? null,
    profitShare: invested?.profitShare ?? null,
    progress,
    phase: phaseOf(progress),
    kycStatus: application.kycStatus,
    kycActionRequired: a.status === 'awaiting_kyc',
    paymentInstructions: application.paymentInstructions,
    canWithdraw: isOpenApplication(a.status),
    withdrawLabel: 'Withdraw',
    closedReason: progress.outcome ? (a.rejectionReason ?? investment?.cancellationReason ?? null) : null,
    sale: saleOf(investment),
    payout: investment?.payout ?? null,
    createdAt: a.createdAt,
  };
}

/** A direct investment's commitment. `kyc` is the investor's verification (read once for the dashboard). */
export function commitmentOfInvestment(
  i: InvestmentListing,
  kyc: KycValidityView | null,
  bank: PaymentDetails,
  now: Date,
): CommitmentView {
  const view = investmentViewOf(i, bank);
  const kycStatus = applicationKycStatus(kyc, now);
  const progress = view.commitment;
  return {
    key: commitmentKeyOfInvestment(i.id),
    applicationId: null,
    investmentId: i.id,
    userId: i.userId,
    projectId: i.projectId,
    projectTitle: i.projectTitle,
    unitId: i.unitId,
    unitNumber: i.unitNumber,
    unitType: null,
    amount: i.amount,
    currency: 'USD',
    ownershipPercentage: i.status === 'cancelled' ? null : i.ownershipPercentage,
    currentValue: i.status === 'cancelled' ? null : i.currentValue,
    profitShare: i.status === 'cancelled' ? null : i.profitShare,
    progress,
    phase: phaseOf(progress),
    kycStatus,
    // Waiting for KYC that the investor has not submitted, or must resubmit: their move, not a reviewer's.
    kycActionRequired: i.status === 'pending_kyc' && (kycStatus === 'not_started' || kycStatus === 'rejected'),
    paymentInstructions: view.paymentInstructions,
    canWithdraw: i.status === 'pending_kyc' || i.status === 'awaiting_payment',
    withdrawLabel: 'Cancel',
    closedReason: progress.outcome ? i.cancellationReason : null,
    sale: saleOf(i),
    payout: i.payout,
    createdAt: i.createdAt,
  };
}

/**
 * Every commitment of one investor, each once: an application with the investment opened for it, then the
 * direct investments. Listed in progress first (those whose payment is due first, soonest deadline first), then
 * active, completed and closed ones, newest first within each.
 */
export function commitmentsOf(
  applications: readonly ApplicationListing[],
  investments: readonly InvestmentListing[],
  kyc: KycValidityView | null,
  bank: PaymentDetails,
  now: Date,
): CommitmentView[] {
  const byApplication = new Map(investments.flatMap((i) => (i.applicationId ? [[i.applicationId, i] as const] : [])));
  const byId = new Map(investments.map((i) => [i.id, i]));
  const paired = new Set<number>();
  const list: CommitmentView[] = applications.map((a) => {
    const investment = byApplication.get(a.id) ?? (a.investmentId ? byId.get(a.investmentId) : undefined) ?? null;
    if (investment) paired.add(investment.id);
    return commitmentOfApplication(a, investment, bank, now);
  });
  for (const i of investments) {
    if (!paired.has(i.id)) list.push(commitmentOfInvestment(i, kyc, bank, now));
  }
  const dueAt = (c: CommitmentView) => c.paymentInstructions?.dueAt.getTime() ?? Number.POSITIVE_INFINITY;
  const latest = (c: CommitmentView) => (c.phase === 'completed' ? (c.sale?.soldAt ?? c.createdAt) : c.createdAt);
  return list.sort(
    (x, y) =>
      COMMITMENT_PHASES.indexOf(x.phase) - COMMITMENT_PHASES.indexOf(y.phase) ||
      dueAt(x) - dueAt(y) ||
      latest(y).getTime() - latest(x).getTime() ||
      y.key.localeCompare(x.key),
  );
}
