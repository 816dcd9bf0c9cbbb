import { useQuery } from '@apollo/client/react';
import { MyReturnsDocument } from '../../../graphql/generated';

/**
 * The investor's returns in USD, GHS and the home currency. Asked again on each visit to the dashboard
 * (cache-and-network): today's rates and the home currency chosen in /settings may have changed since.
 */
export function useMyReturns() {
  const { data, error, loading, refetch } = useQuery(MyReturnsDocument, { fetchPolicy: 'cache-and-network' });
  return { returns: data?.myReturns ?? null, error, loading, refetch };
}
