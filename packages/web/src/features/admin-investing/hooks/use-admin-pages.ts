import { NetworkStatus, type OperationVariables, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useCallback, useRef, useState } from 'react';

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
  const [loadMoreError, setLoadMoreError] = useState<Error | null>(null);
  // While other filters are asked, the last rows stay (dimmed by the caller) instead of a flash of nothing.
  const shown = (data ?? previousData) as Q | undefined;
  const page = shown ? pageOf(shown) : null;
  const loadingMore = networkStatus === NetworkStatus.fetchMore;
  const endCursor = page?.pageInfo.endCursor ?? null;
  const hasMore = page?.pageInfo.hasNextPage ?? false;

  // The cursor whose page is on its way: a double click must not append the same page twice.
  const asking = useRef<string | null>(null);
  const loadMore = useCallback(() => {
    if (!hasMore || !endCursor || asking.current === endCursor) return;
    asking.current = endCursor;
    setLoadMoreError(null);
    setLoadedMore(true);
    fetchMore({ variables: { after: endCursor } as unknown as Partial<V> })
      .catch((failure: unknown) =>
        setLoadMoreError(failure instanceof Error ? failure : new Error('The next page did not load')),
      )
      .finally(() => {
        asking.current = null;
      });
  }, [endCursor, fetchMore, hasMore]);

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
