import { useQuery } from '@apollo/client/react';
import { AdminProjectInterestsDocument } from '../../../graphql/generated';
import type { InterestFilter } from '../interest-display';

/** Accounts spec §7: the interest lists are asked again every 30 seconds while shown. */
export const ADMIN_POLL_MS = 30_000;

/**
 * The investment interests for the admin: the pending ones (the summary card and the tab's default view read the
 * same cached list, so the count and the list agree) or all of them.
 */
export function useProjectInterests(filter: InterestFilter) {
  const { data, error, refetch } = useQuery(AdminProjectInterestsDocument, {
    variables: { status: filter },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
    pollInterval: ADMIN_POLL_MS,
  });
  return { interests: data?.projectInterests ?? null, error, refetch };
}
