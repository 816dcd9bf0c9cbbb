import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { MyDashboardDocument, WithdrawCommitmentDocument } from '../../../graphql/generated';

/**
 * The one way to back out of a commitment (issue 19): the server withdraws an application with its open
 * investment, or cancels a direct investment. The figures and sections change with it, so the dashboard is read
 * again before the call resolves.
 */
export function useDashboardActions() {
  const [withdrawMutation, { loading }] = useMutation(WithdrawCommitmentDocument, {
    refetchQueries: [{ query: MyDashboardDocument }],
    awaitRefetchQueries: true,
  });
  const withdraw = useCallback(
    async (id: string) => {
      await withdrawMutation({ variables: { id } });
    },
    [withdrawMutation],
  );
  return { withdraw, busy: loading };
}
