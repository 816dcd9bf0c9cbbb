import { useQuery } from '@apollo/client/react';
import { MyDashboardDocument } from '../../../graphql/generated';

/**
 * Everything the dashboard shows, in one query: figures, investments, applications and goals. Asked of the
 * server on every visit: an admin may have approved or confirmed something since, and a cached copy could be
 * another account's (the cache is not cleared when the session changes in another tab).
 */
export function useMyDashboard() {
  const { data, loading, error, refetch } = useQuery(MyDashboardDocument, {
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'cache-first',
  });
  return { dashboard: data?.myDashboard ?? null, loading, error, refetch };
}
