import { useQuery } from '@apollo/client/react';
import { AdminOverviewDocument } from '../../../graphql/generated';
import { ADMIN_POLL_MS } from '../../admin-investing/hooks/use-project-interests';

/**
 * The admin panel's four figures and weekly series, asked again every 30 seconds (as the investments tab) and
 * after each interest, KYC or payment decision (their mutations refetch it). A failed poll keeps the last figures.
 */
export function useAdminOverview() {
  const { data, previousData, error, refetch } = useQuery(AdminOverviewDocument, {
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
    pollInterval: ADMIN_POLL_MS,
  });
  const overview = (data ?? previousData)?.adminOverview ?? null;
  return { overview, error: overview ? null : (error ?? null), refetch };
}
