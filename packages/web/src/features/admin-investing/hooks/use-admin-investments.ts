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

/**
 * The investments whose payment reference holds `reference` (the server compares without dashes, spaces or case);
 * nothing is asked while it is empty. `loading` is true while an answer for this reference is awaited.
 */
export function useInvestmentSearch(reference: string) {
  const { data, previousData, error, loading, refetch } = useQuery(AdminInvestmentsDocument, {
    variables: { paymentReference: reference },
    skip: reference === '',
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  // While a new reference is asked, the last results stay (dimmed) instead of a flash of nothing.
  const results = (data ?? previousData)?.investments ?? null;
  return { results: reference === '' ? null : results, error, loading, refetch };
}
