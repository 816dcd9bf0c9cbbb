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
