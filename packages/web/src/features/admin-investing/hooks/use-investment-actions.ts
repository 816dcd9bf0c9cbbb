import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import {
  AdminInvestmentsDocument,
  AdminOverviewDocument,
  AdminProjectInterestsDocument,
  AdminProjectUnitsDocument,
  CancelInvestmentAsAdminDocument,
  ConfirmInvestmentPaymentDocument,
} from '../../../graphql/generated';

/**
 * Confirm a payment or cancel an investment. Both move the linked interest too, and a confirmed payment changes
 * the unit's funding, so the lists shown are asked again.
 */
export function useInvestmentActions() {
  const refetch = {
    // The admin panel's Total Investment card and chart count confirmed payments.
    refetchQueries: [
      AdminInvestmentsDocument,
      AdminProjectInterestsDocument,
      AdminProjectUnitsDocument,
      AdminOverviewDocument,
    ],
    awaitRefetchQueries: true,
  };
  const [confirmMutation, { loading: confirming }] = useMutation(ConfirmInvestmentPaymentDocument, refetch);
  const [cancelMutation, { loading: cancelling }] = useMutation(CancelInvestmentAsAdminDocument, refetch);

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

  return { confirmPayment, cancel, confirming, cancelling };
}
