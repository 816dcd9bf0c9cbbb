import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import {
  CancelInvestmentDocument,
  MyDashboardDocument,
  WithdrawProjectInterestDocument,
} from '../../../graphql/generated';

/**
 * Withdraw an application, cancel an investment. Either may change the other record and the figures (a
 * withdrawn application cancels its investment), so the dashboard is read again before the call resolves.
 */
export function useDashboardActions() {
  const refetch = { refetchQueries: [{ query: MyDashboardDocument }], awaitRefetchQueries: true };
  const [withdrawMutation, { loading: withdrawing }] = useMutation(WithdrawProjectInterestDocument, refetch);
  const [cancelMutation, { loading: cancelling }] = useMutation(CancelInvestmentDocument, refetch);

  const withdraw = useCallback(
    async (id: number) => {
      await withdrawMutation({ variables: { id } });
    },
    [withdrawMutation],
  );
  const cancel = useCallback(
    async (id: number) => {
      await cancelMutation({ variables: { id } });
    },
    [cancelMutation],
  );
  return { withdraw, cancel, busy: withdrawing || cancelling };
}
