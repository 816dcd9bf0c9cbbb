import { useQuery } from '@apollo/client/react';
import { MyFinancialGoalsDocument } from '../../../graphql/generated';

/** The signed-in investor's goals, nearest target date first (the server's order). */
export function useFinancialGoals() {
  const { data, loading, error, refetch } = useQuery(MyFinancialGoalsDocument, {
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  return { goals: data?.myFinancialGoals ?? null, loading, error, refetch };
}
