import type { IntlShape } from 'react-intl';
import type { ToastInput } from '../toast/toast-context';
import { errorMessage } from '../../lib/error-message';
import { formatUsd } from './admin-investing-format';

/**
 * The toasts of the admin's investing actions (accounts spec §8), worded by the `adminInvesting` area
 * (docs/i18n.md) in the interface language of `intl`. A failure names what failed and carries the server's own
 * message, such as 'Only 5,000.00 USD remains in this unit', so the admin knows why.
 */
export type AdminInvestingFailure =
  'approveInterest' | 'rejectInterest' | 'confirmPayment' | 'cancelInvestment' | 'recordPayout';

export function failureToast(intl: IntlShape, failed: AdminInvestingFailure, error: unknown): ToastInput {
  return {
    title: intl.formatMessage({ id: `adminInvesting.toast.failed.${failed}` }),
    description: errorMessage(error, intl.formatMessage({ id: 'adminInvesting.tryAgainHint' })),
    variant: 'destructive',
  };
}

/** An approval answers with the interest's new status: KYC Required, or Payment Required when KYC is valid. */
export const interestApprovedToast = (intl: IntlShape, statusLabel: string): ToastInput => ({
  title: intl.formatMessage({ id: 'adminInvesting.toast.approved.title' }),
  description: intl.formatMessage({ id: 'adminInvesting.toast.approved.description' }, { status: statusLabel }),
  variant: 'success',
});

export const interestRejectedToast = (intl: IntlShape): ToastInput => ({
  title: intl.formatMessage({ id: 'adminInvesting.toast.rejected.title' }),
  description: intl.formatMessage({ id: 'adminInvesting.toast.rejected.description' }),
  variant: 'success',
});

/** Confirming twice is not an error (rules §2): the second answer says nothing changed (the server's words). */
export function paymentConfirmedToast(
  intl: IntlShape,
  result: { alreadyConfirmed: boolean; message: string },
): ToastInput {
  return result.alreadyConfirmed
    ? { title: intl.formatMessage({ id: 'adminInvesting.toast.alreadyConfirmed' }), description: result.message }
    : {
        title: result.message,
        description: intl.formatMessage({ id: 'adminInvesting.toast.confirmed.description' }),
        variant: 'success',
      };
}

export const investmentCancelledToast = (intl: IntlShape, id: number): ToastInput => ({
  title: intl.formatMessage({ id: 'adminInvesting.toast.cancelled.title' }),
  description: intl.formatMessage({ id: 'adminInvesting.toast.cancelled.description' }, { id }),
  variant: 'success',
});

/** A payout recorded: how much went to whom, so the admin can check it against the bank. */
export const payoutRecordedToast = (intl: IntlShape, investmentId: number, amount: string): ToastInput => ({
  title: intl.formatMessage({ id: 'adminInvesting.toast.payout.title' }),
  description: intl.formatMessage(
    { id: 'adminInvesting.toast.payout.description' },
    { amount: formatUsd(amount, intl.locale), id: investmentId },
  ),
  variant: 'success',
});

// The Units tab's toasts (features/admin-catalog) live here too and stay in English until that tab is converted
// with its own area: it draws them outside the `adminInvesting` area.

/** The unit calls' failures, as the Units tab names them. */
export const ADMIN_INVESTING_FAILURES = {
  unitStatus: 'Failed to update unit status',
  markSold: 'Failed to mark unit as sold',
} as const;

/** Accounts spec §8, units: the title Error with the server's message, or what failed when it sent none. */
export function unitFailureToast(fallback: string, error: unknown): ToastInput {
  return { title: 'Error', description: errorMessage(error, fallback), variant: 'destructive' };
}

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
