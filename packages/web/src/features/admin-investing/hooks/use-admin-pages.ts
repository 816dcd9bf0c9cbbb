import { NetworkStatus, type OperationVariables, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { useLoadMore } from '../../../graphql/use-load-more';

/** Accounts spec §7: the admin lists are asked again every 30 seconds while shown. */
export const ADMIN_POLL_MS = 30_000;

/** How many rows a page of an admin list holds ("Load more" asks for as many again). */
export const ADMIN_PAGE_SIZE = 20;

export interface AdminPage<N> {
  readonly totalCount: number;
  readonly pageInfo: { readonly hasNextPage: boolean; readonly endCursor?: string | null };
  readonly nodes: readonly N[];
}

/**
 * One admin list a page at a time (docs/api.md, "Lists that page"): the first page, refreshed every 30 seconds
 * while only it is shown, and `loadMore` to append the next (the cache merges it: graphql/client.ts). Once more
 * pages are shown the polling stops, since a refreshed first page would replace them; a decision asks the list
 * again anyway. A failed "load more" keeps the rows shown and reports `loadMoreError`.
 */
export function useAdminPages<Q, V extends OperationVariables, N>(
  document: TypedDocumentNode<Q, V>,
  variables: V,
  pageOf: (data: Q) => AdminPage<N>,
  options: { skip?: boolean } = {},
) {
  const [loadedMore, setLoadedMore] = useState(false);
  const { data, previousData, error, loading, refetch, fetchMore, networkStatus } = useQuery(document, {
    variables,
    skip: options.skip,
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
    pollInterval: loadedMore ? 0 : ADMIN_POLL_MS,
    notifyOnNetworkStatusChange: true,
  } as useQuery.Options<Q, V>);
  // While other filters are asked, the last rows stay (dimmed by the caller) instead of a flash of nothing.
  const shown = (data ?? previousData) as Q | undefined;
  const page = shown ? pageOf(shown) : null;
  const loadingMore = networkStatus === NetworkStatus.fetchMore;
  // Once a second page is asked for, the first page's polling stops (it would replace the pages shown).
  const stopPolling = useCallback(() => setLoadedMore(true), []);
  const { hasMore, loadMore, loadMoreError } = useLoadMore(
    page?.pageInfo,
    fetchMore as unknown as (options: { variables: { after: string } }) => Promise<unknown>,
    stopPolling,
  );

  return {
    page,
    /** True while an answer for the current filters is awaited (the rows shown may be the previous filter's). */
    stale: data === undefined && previousData !== undefined,
    loading: loading && !loadingMore,
    loadingMore,
    hasMore,
    error,
    loadMoreError,
    loadMore,
    refetch: () => {
      setLoadedMore(false);
      return refetch();
    },
  };
}
