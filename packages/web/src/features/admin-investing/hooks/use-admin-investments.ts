import { useQuery } from '@apollo/client/react';
import {
  AdminInvestmentsPageDocument,
  AdminInvestmentStatsDocument,
  type InvestmentFilter,
} from '../../../graphql/generated';
import { ADMIN_PAGE_SIZE, ADMIN_POLL_MS, useAdminPages } from './use-admin-pages';

/** The investments a filter keeps, newest first, a page at a time (nothing is asked while `skip`). */
export function useAdminInvestments(filter: InvestmentFilter, options: { skip?: boolean } = {}) {
  return useAdminPages(
    AdminInvestmentsPageDocument,
    { filter, first: ADMIN_PAGE_SIZE },
    (data) => data.investmentsConnection,
    options,
  );
}

/** The stat cards' and sub-tabs' figures, counted on the server, asked again every 30 seconds. */
export function useInvestmentStats() {
  const { data, error, refetch } = useQuery(AdminInvestmentStatsDocument, {
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
    pollInterval: ADMIN_POLL_MS,
  });
  return { stats: data ?? null, error, refetch };
}
