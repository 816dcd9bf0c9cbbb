import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useCallback, useRef, useState } from 'react';
import { ProjectsPageDocument, type ProjectFilter } from '../../../graphql/generated';
import { projectsPageVariables } from './use-projects';

/**
 * The projects list, newest first, a page at a time (docs/api.md, "Lists that page"); `filter` null lists
 * everything. `loadMore` appends the next page (the cache merges it: graphql/client.ts); a failed "load more"
 * keeps the pages already shown and reports `loadMoreError` instead.
 */
export function useProjectPages(filter: ProjectFilter | null) {
  const { data, loading, error, refetch, fetchMore, networkStatus } = useQuery(ProjectsPageDocument, {
    variables: projectsPageVariables(filter),
  });
  const [loadMoreError, setLoadMoreError] = useState<Error | null>(null);
  const page = data?.projectsConnection;
  const loadingMore = networkStatus === NetworkStatus.fetchMore;
  const endCursor = page?.pageInfo.endCursor ?? null;
  const hasMore = page?.pageInfo.hasNextPage ?? false;

  // The cursor whose page is on its way: the observer and the button may both ask before React re-renders,
  // and the same page appended twice would show its cards twice.
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
    projects: page?.nodes,
    totalCount: page?.totalCount,
    hasMore,
    loading: loading && !loadingMore,
    loadingMore,
    error,
    loadMoreError,
    loadMore,
    refetch,
  };
}
