import { useQuery } from '@apollo/client/react';
import { MyFinancialGoalsDocument } from '../../../graphql/generated';

/**
 * The signed-in investor's goals, nearest target date first (the server's order). `skip` when the page reads
 * them in its own query (the dashboard's myDashboard).
 */
export function useFinancialGoals(skip = false) {
  const { data, loading, error, refetch } = useQuery(MyFinancialGoalsDocument, {
    skip,
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  return { goals: data?.myFinancialGoals ?? null, loading, error, refetch };
}
