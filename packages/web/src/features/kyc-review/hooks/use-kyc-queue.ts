import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useCallback, useRef, useState } from 'react';
import { KycQueuePageDocument } from '../../../graphql/generated';
import { KYC_QUEUE_PAGE_SIZE, kycQueueFilter, type KycQueueQuery } from '../kyc-queue-rules';

/**
 * The verifications waiting for a decision (pending or under review), oldest first, filtered and paged on the
 * server (docs/api.md, "Lists that page"). `loadMore` appends the next page (graphql/client.ts merges it); a
 * failed "load more" keeps the rows shown and reports `loadMoreError`.
 */
export function useKycQueue(query: KycQueueQuery) {
  const { data, error, refetch, fetchMore, networkStatus, loading } = useQuery(KycQueuePageDocument, {
    variables: { filter: kycQueueFilter(query), first: KYC_QUEUE_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const [loadMoreError, setLoadMoreError] = useState<Error | null>(null);
  const page = data?.kycQueueConnection;
  const endCursor = page?.pageInfo.endCursor ?? null;
  const hasMore = page?.pageInfo.hasNextPage ?? false;
  const loadingMore = networkStatus === NetworkStatus.fetchMore;
  const asking = useRef<string | null>(null);
  const loadMore = useCallback(() => {
    if (!hasMore || !endCursor || asking.current === endCursor) return;
    asking.current = endCursor;
    setLoadMoreError(null);
    fetchMore({ variables: { after: endCursor } })
      .catch((failure: unknown) =>
        setLoadMoreError(failure instanceof Error ? failure : new Error('The next page did not load')),
      )
      .finally(() => {
        asking.current = null;
      });
  }, [endCursor, fetchMore, hasMore]);
  return {
    items: page?.nodes ?? null,
    totalCount: page?.totalCount ?? null,
    loading: loading && !page && !loadingMore,
    error,
    refetch,
    hasMore,
    loadingMore,
    loadMoreError,
    loadMore,
  };
}
