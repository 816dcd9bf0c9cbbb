import type { ApplicationStatus, InvestmentStatus } from '../../graphql/generated';
import { compare, percentOf } from '../../lib/decimal';
import type { BadgeTone } from '../ui/components/badge';

/**
 * What the dashboard decides for itself. Labels and the applications' progress come from the server
 * (statusLabel, progress); these are the spec's rules for the rest.
 */

/** Investor spec §4, investment rows: 100 when completed, 75 when confirmed (active), otherwise 50. */
export function investmentRowProgress(status: InvestmentStatus): number {
  if (status === 'completed') return 100;
  if (status === 'active') return 75;
  return 50;
}

/**
 * Applications the investor may still withdraw: every state before payment is confirmed (the application
 * lifecycle accepts WITHDRAW in these, packages/domain application.machine.ts). Withdrawing one that awaits
 * payment also cancels its investment.
 */
const WITHDRAWABLE: ReadonlySet<ApplicationStatus> = new Set<ApplicationStatus>([
  'pending',
  'approved',
  'awaiting_kyc',
  'pending_kyc',
  'kyc_approved',
  'awaiting_payment',
]);
export const canWithdrawApplication = (status: ApplicationStatus): boolean => WITHDRAWABLE.has(status);

/** Investments the investor may cancel: not yet paid (the investment lifecycle's CANCEL by the investor). */
export const canCancelInvestment = (status: InvestmentStatus): boolean =>
  status === 'pending_kyc' || status === 'awaiting_payment';

const APPLICATION_TONES: Partial<Record<ApplicationStatus, BadgeTone>> = {
  pending: 'neutral',
  approved: 'info',
  awaiting_kyc: 'warning',
  pending_kyc: 'info',
  kyc_approved: 'success',
  awaiting_payment: 'warning',
  active: 'success',
  completed: 'success',
  rejected: 'danger',
  expired: 'danger',
};
export const applicationTone = (status: ApplicationStatus): BadgeTone => APPLICATION_TONES[status] ?? 'neutral';

const INVESTMENT_TONES: Record<InvestmentStatus, BadgeTone> = {
  pending_kyc: 'info',
  awaiting_payment: 'warning',
  active: 'success',
  completed: 'primary',
  cancelled: 'neutral',
};
export const investmentTone = (status: InvestmentStatus): BadgeTone => INVESTMENT_TONES[status];

export interface PortfolioBar {
  projectId: number;
  projectTitle: string;
  currentValue: string;
  /** The bar's length: this project's value as a whole percentage of the largest one (0-100). */
  percent: number;
}

/** The chart's bars, largest value first; lengths are relative to the largest holding. */
export function portfolioBars(
  holdings: ReadonlyArray<{ projectId: number; projectTitle: string; currentValue: string }>,
): PortfolioBar[] {
  const sorted = [...holdings].sort((a, b) => compare(b.currentValue, a.currentValue) || a.projectId - b.projectId);
  const largest = sorted[0]?.currentValue ?? '0';
  return sorted.map((h) => ({
    projectId: h.projectId,
    projectTitle: h.projectTitle,
    currentValue: h.currentValue,
    percent: percentOf(h.currentValue, largest),
  }));
}
