import { useQuery } from '@apollo/client/react';
import { UserAnalyticsDocument } from '../../../graphql/generated';
import { USERS_PAGE_SIZE } from '../users-rules';

/**
 * The Users tab's analytics and one page of users. While another page or search loads, the previous answer stays
 * on screen (marked busy) instead of a skeleton, so the table does not jump.
 */
export function useUserAnalytics(search: string, page: number) {
  const { data, previousData, error, loading, refetch } = useQuery(UserAnalyticsDocument, {
    variables: { search: search || null, page, pageSize: USERS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  const analytics = (data ?? previousData)?.userAnalytics ?? null;
  return { analytics, error, loading, refetch };
}
