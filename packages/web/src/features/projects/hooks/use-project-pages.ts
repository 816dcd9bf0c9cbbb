import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { ProjectsPageDocument, type ProjectFilter } from '../../../graphql/generated';
import { useLoadMore } from '../../../graphql/use-load-more';
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
  const page = data?.projectsConnection;
  const loadingMore = networkStatus === NetworkStatus.fetchMore;
  const { hasMore, loadMore, loadMoreError } = useLoadMore(page?.pageInfo, fetchMore);

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
