import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import {
  AdminInvestmentsPageDocument,
  AdminInvestmentStatsDocument,
  AdminOverviewDocument,
  AdminProjectInterestsPageDocument,
  AdminProjectUnitsDocument,
  CancelInvestmentAsAdminDocument,
  ConfirmInvestmentPaymentDocument,
  RecordInvestmentPayoutDocument,
  type RecordPayoutInput,
} from '../../../graphql/generated';

/**
 * Confirm a payment, cancel an investment, or record the payout of a sold one. Both move the linked interest too, and a confirmed payment changes
 * the unit's funding, so the lists shown are asked again.
 */
export function useInvestmentActions() {
  const refetch = {
    // The admin panel's Total Investment card and chart count confirmed payments.
    refetchQueries: [
      AdminInvestmentsPageDocument,
      AdminInvestmentStatsDocument,
      AdminProjectInterestsPageDocument,
      AdminProjectUnitsDocument,
      AdminOverviewDocument,
    ],
    awaitRefetchQueries: true,
  };
  const [confirmMutation, { loading: confirming }] = useMutation(ConfirmInvestmentPaymentDocument, refetch);
  const [cancelMutation, { loading: cancelling }] = useMutation(CancelInvestmentAsAdminDocument, refetch);
  // A payout changes only its investment, which the answer carries (Apollo updates it in the cache).
  const [payoutMutation] = useMutation(RecordInvestmentPayoutDocument);

  const confirmPayment = useCallback(
    async (id: number) => {
      const { data } = await confirmMutation({ variables: { id } });
      if (!data) throw new Error('confirmInvestmentPayment returned no data');
      return data.confirmInvestmentPayment;
    },
    [confirmMutation],
  );

  const cancel = useCallback(
    async (id: number, reason: string | null) => {
      const { data } = await cancelMutation({ variables: { id, reason } });
      if (!data) throw new Error('cancelInvestmentAsAdmin returned no data');
      return data.cancelInvestmentAsAdmin;
    },
    [cancelMutation],
  );

  const recordPayout = useCallback(
    async (input: RecordPayoutInput) => {
      const { data } = await payoutMutation({ variables: { input } });
      if (!data) throw new Error('recordInvestmentPayout returned no data');
      return data.recordInvestmentPayout;
    },
    [payoutMutation],
  );

  return { confirmPayment, cancel, recordPayout, confirming, cancelling };
}
