import type {
  ApplicationView,
  CommitmentView,
  InvestmentView,
  InvestorPortfolio,
  PaymentConfirmation,
  PaymentInstructions,
  UnitSale,
} from '@cobuy/application';
import { PAYOUT_METHOD_LABELS, type Payout, type UnitFundingReading } from '@cobuy/domain';

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

/** Payment instructions as the dashboard and the direct-investment dialog show them. */
function presentPaymentInstructions(p: PaymentInstructions | null) {
  if (!p) return null;
  return {
    amount: p.amount.toString(),
    reference: p.reference,
    dueAt: p.dueAt.toISOString(),
    method: p.bank.method,
    bankName: p.bank.bankName,
    accountName: p.bank.accountName,
    accountNumber: p.bank.accountNumber,
    swiftCode: p.bank.swiftCode,
    branch: p.bank.branch,
  };
}

/**
 * A recorded payout as both APIs show it, to its investor and to the admins (who recorded it is in the audit
 * trail, not here).
 */
function presentPayout(p: Payout | null) {
  if (!p) return null;
  return {
    id: p.id,
    amount: p.amount.toString(),
    method: p.method,
    methodLabel: PAYOUT_METHOD_LABELS[p.method],
    reference: p.reference,
    paidOn: p.paidOn,
    recordedAt: p.recordedAt.toISOString(),
  };
}

/** A project interest (application) as both APIs show it: to its owner, and in the admin panel. */
export function presentApplication(a: ApplicationView) {
  return {
    id: a.id,
    userId: a.userId,
    projectId: a.projectId,
    projectTitle: a.projectTitle,
    unitId: a.unitId,
    unitNumber: a.unitNumber,
    unitType: a.unitType,
    interestAmount: a.interestAmount.toString(),
    currency: a.currency,
    contactPreference: a.contactPreference,
    contactInfo: a.contactInfo,
    message: a.message,
    interestType: a.interestType,
    unitsRequested: a.unitsRequested,
    status: a.status,
    statusLabel: a.statusLabel,
    progress: a.progress,
    createdAt: a.createdAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
    approvedAt: iso(a.approvedAt),
    paymentMethod: a.paymentMethod,
    paymentAmount: a.paymentAmount?.toString() ?? null,
    paymentReference: a.paymentReference,
    paymentDueAt: iso(a.paymentDueAt),
    paymentConfirmedAt: iso(a.paymentConfirmedAt),
    kycRequired: a.kycRequired,
    kycStatus: a.kycStatus,
    adminNotes: a.adminNotes,
    rejectionReason: a.rejectionReason,
    userName: a.userName,
    userEmail: a.userEmail,
    investmentId: a.investmentId,
    paymentInstructions: presentPaymentInstructions(a.paymentInstructions),
  };
}
export type ApplicationJson = ReturnType<typeof presentApplication>;

/** An investment as both APIs show it: ownership and value as the server computed them. */
export function presentInvestment(i: InvestmentView) {
  return {
    id: i.id,
    userId: i.userId,
    projectId: i.projectId,
    projectTitle: i.projectTitle,
    unitId: i.unitId,
    unitNumber: i.unitNumber,
    unitPrice: i.unitPrice,
    applicationId: i.applicationId,
    amount: i.amount.toString(),
    ownershipPercentage: i.ownershipPercentage.toString(),
    currentValue: i.currentValue.toString(),
    profitShare: i.profitShare.toString(),
    status: i.status,
    statusLabel: i.statusLabel,
    progress: i.progress,
    paymentMethod: i.paymentMethod,
    paymentReference: i.paymentReference,
    paymentDueAt: iso(i.windowEndsAt),
    paymentConfirmedAt: iso(i.paymentConfirmedAt),
    cancelledAt: iso(i.cancelledAt),
    cancellationReason: i.cancellationReason,
    createdAt: i.createdAt.toISOString(),
    paymentInstructions: presentPaymentInstructions(i.paymentInstructions),
    stage: i.commitment.stage,
    stageLabel: i.commitment.label,
    soldAt: iso(i.unitSoldAt),
    soldPrice: i.unitSoldPrice?.toString() ?? null,
    payout: presentPayout(i.payout),
    userName: i.userName,
    userEmail: i.userEmail,
  };
}
export type InvestmentJson = ReturnType<typeof presentInvestment>;

/** One commitment as the dashboard shows it (REST's portfolio and GraphQL's myDashboard). */
export function presentCommitment(c: CommitmentView) {
  return {
    id: c.key,
    applicationId: c.applicationId,
    investmentId: c.investmentId,
    userId: c.userId,
    projectId: c.projectId,
    projectTitle: c.projectTitle,
    unitId: c.unitId,
    unitNumber: c.unitNumber,
    unitType: c.unitType,
    amount: c.amount.toString(),
    currency: c.currency,
    ownershipPercentage: c.ownershipPercentage?.toString() ?? null,
    currentValue: c.currentValue?.toString() ?? null,
    profitShare: c.profitShare?.toString() ?? null,
    // The progress's fields written out, not spread from an object of their own: one object a commitment, not two.
    stage: c.progress.stage,
    outcome: c.progress.outcome,
    stageLabel: c.progress.label,
    progress: c.progress.progress,
    direct: c.progress.direct,
    steps: c.progress.steps.map((step) => ({ stage: step.stage, label: step.label, state: step.state })),
    phase: c.phase,
    kycStatus: c.kycStatus,
    kycActionRequired: c.kycActionRequired,
    paymentInstructions: presentPaymentInstructions(c.paymentInstructions),
    canWithdraw: c.canWithdraw,
    withdrawLabel: c.withdrawLabel,
    closedReason: c.closedReason,
    sale: c.sale ? { soldAt: c.sale.soldAt.toISOString(), soldPrice: c.sale.soldPrice.toString() } : null,
    payout: presentPayout(c.payout),
    createdAt: c.createdAt.toISOString(),
  };
}
export type CommitmentJson = ReturnType<typeof presentCommitment>;

export const presentPaymentConfirmation = (c: PaymentConfirmation) => ({
  alreadyConfirmed: c.alreadyConfirmed,
  message: c.alreadyConfirmed ? 'Payment was already confirmed; nothing changed' : 'Payment confirmed',
  investment: presentInvestment(c.investment),
});

/** The dashboard's figures (GraphQL presents the rest of the portfolio field by field, as asked for). */
export const presentPortfolioSummary = (summary: InvestorPortfolio['summary']) => ({
  totalInvested: summary.totalInvested.toString(),
  currentValue: summary.currentValue.toString(),
  profitReceived: summary.profitReceived.toString(),
  activePositions: summary.activePositions,
  byProject: summary.byProject.map((h) => ({
    projectId: h.projectId,
    projectTitle: h.projectTitle,
    invested: h.invested.toString(),
    currentValue: h.currentValue.toString(),
  })),
});

export function presentPortfolio(p: InvestorPortfolio) {
  return {
    summary: presentPortfolioSummary(p.summary),
    investments: p.investments.map(presentInvestment),
    applications: p.applications.map(presentApplication),
    commitments: p.commitments.map(presentCommitment),
  };
}

export const presentUnitFunding = (f: UnitFundingReading & { readonly unitId: number }) => ({
  unitId: f.unitId,
  status: f.status,
  currentInvestment: f.currentInvestment.toString(),
  fundingOverride: f.fundingOverride,
});

export const presentUnitSale = (s: UnitSale) => ({
  alreadySold: s.alreadySold,
  unitId: s.unitId,
  status: s.funding.status,
  currentInvestment: s.funding.currentInvestment.toString(),
  soldPrice: s.soldPrice,
  sellingCosts: s.sellingCosts,
  profitGenerated: s.profitGenerated,
  distributedTotal: s.distributedTotal,
  developerShare: s.developerShare,
  shares: s.shares,
});
