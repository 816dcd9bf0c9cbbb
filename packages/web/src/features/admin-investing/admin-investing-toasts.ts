import type { ToastInput } from '../toast/toast-context';
import { errorMessage } from '../../lib/error-message';
import { formatUsd } from './admin-investing-format';

/**
 * The toasts of the admin's investing actions (accounts spec §8). A failure names what failed and carries the
 * server's own message, such as 'Only 5,000.00 USD remains in this unit', so the admin knows why.
 */
export const ADMIN_INVESTING_FAILURES = {
  approveInterest: 'Failed to approve investment interest',
  rejectInterest: 'Failed to reject investment interest',
  confirmPayment: 'Failed to confirm payment',
  cancelInvestment: 'Failed to update investment status',
  unitStatus: 'Failed to update unit status',
  markSold: 'Failed to mark unit as sold',
  recordPayout: 'Failed to record the payout',
} as const;

export function failureToast(title: string, error: unknown): ToastInput {
  return { title, description: errorMessage(error, 'Please try again.'), variant: 'destructive' };
}

/** Accounts spec §8, units: the title Error with the server's message, or what failed when it sent none. */
export function unitFailureToast(fallback: string, error: unknown): ToastInput {
  return { title: 'Error', description: errorMessage(error, fallback), variant: 'destructive' };
}

/** An approval answers with the interest's new status: KYC Required, or Payment Required when KYC is valid. */
export const interestApprovedToast = (statusLabel: string): ToastInput => ({
  title: 'Interest Approved',
  description: `Investment interest has been approved successfully. Status: ${statusLabel}.`,
  variant: 'success',
});

export const INTEREST_REJECTED_TOAST: ToastInput = {
  title: 'Interest Rejected',
  description: 'Investment interest has been rejected',
  variant: 'success',
};

/** Confirming twice is not an error (rules §2): the second answer says nothing changed. */
export function paymentConfirmedToast(result: { alreadyConfirmed: boolean; message: string }): ToastInput {
  return result.alreadyConfirmed
    ? { title: 'Already confirmed', description: result.message }
    : { title: result.message, description: 'Payment confirmed and investment activated', variant: 'success' };
}

export const investmentCancelledToast = (id: number): ToastInput => ({
  title: 'Investment Cancelled',
  description: `Investment #${id} has been cancelled.`,
  variant: 'success',
});

export const UNIT_STATUS_UPDATED_TOAST: ToastInput = {
  title: 'Unit status updated successfully',
  variant: 'success',
};

/** The sale's outcome: what the investors received together, and what is left to the developer. */
export const unitSoldToast = (sale: { distributedTotal: string; developerShare: string }): ToastInput => ({
  title: 'Unit marked as sold successfully',
  description: `${formatUsd(sale.distributedTotal)} distributed to investors; developer share ${formatUsd(sale.developerShare)}.`,
  variant: 'success',
});

/** A payout recorded: how much went to whom, so the admin can check it against the bank. */
export const payoutRecordedToast = (investmentId: number, amount: string): ToastInput => ({
  title: 'Payout recorded',
  description: `${formatUsd(amount)} paid out for investment #${investmentId}; the investor is notified.`,
  variant: 'success',
});
