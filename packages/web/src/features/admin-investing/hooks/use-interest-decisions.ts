import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import {
  AdminInvestmentsPageDocument,
  AdminInvestmentStatsDocument,
  AdminOverviewDocument,
  AdminProjectInterestsPageDocument,
  ApproveProjectInterestDocument,
  RejectProjectInterestDocument,
} from '../../../graphql/generated';

/**
 * Approve or reject an interest. The spec reloads the page after either; asking the lists again does the same:
 * the interest leaves the pending list, and an approval with valid KYC opens an investment.
 */
export function useInterestDecisions() {
  const refetch = {
    // The admin panel's summary cards count the pending interests.
    refetchQueries: [
      AdminProjectInterestsPageDocument,
      AdminInvestmentsPageDocument,
      AdminInvestmentStatsDocument,
      AdminOverviewDocument,
    ],
    awaitRefetchQueries: true,
  };
  const [approveMutation, { loading: approving }] = useMutation(ApproveProjectInterestDocument, refetch);
  const [rejectMutation, { loading: rejecting }] = useMutation(RejectProjectInterestDocument, refetch);

  const approve = useCallback(
    async (id: number) => {
      const { data } = await approveMutation({ variables: { id } });
      if (!data) throw new Error('approveProjectInterest returned no data');
      return data.approveProjectInterest;
    },
    [approveMutation],
  );

  const reject = useCallback(
    async (id: number, reason: string | null) => {
      const { data } = await rejectMutation({ variables: { id, reason } });
      if (!data) throw new Error('rejectProjectInterest returned no data');
      return data.rejectProjectInterest;
    },
    [rejectMutation],
  );

  return { approve, reject, busy: approving || rejecting };
}
