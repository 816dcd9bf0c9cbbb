import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { KycQueuePageDocument } from '../../../graphql/generated';
import { useLoadMore } from '../../../graphql/use-load-more';
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
  const page = data?.kycQueueConnection;
  const loadingMore = networkStatus === NetworkStatus.fetchMore;
  const { hasMore, loadMore, loadMoreError } = useLoadMore(page?.pageInfo, fetchMore);
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
