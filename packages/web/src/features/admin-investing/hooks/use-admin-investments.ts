import { useQuery } from '@apollo/client/react';
import { AdminInvestmentsDocument } from '../../../graphql/generated';
import { ADMIN_POLL_MS } from './use-project-interests';

/** Every investment, newest first, asked again every 30 seconds while the tab is open (accounts spec §2). */
export function useAdminInvestments() {
  const { data, error, refetch } = useQuery(AdminInvestmentsDocument, {
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
    pollInterval: ADMIN_POLL_MS,
  });
  return { investments: data?.investments ?? null, error, refetch };
}
