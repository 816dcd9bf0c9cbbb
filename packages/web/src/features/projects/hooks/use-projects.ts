import type { ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { ProjectsDocument, type ProjectFilter, type ProjectsQuery } from '../../../graphql/generated';

/** The projects list, newest first; `filter` null lists everything. */
export function useProjects(filter: ProjectFilter | null) {
  const { data, previousData, loading, error, refetch } = useQuery(ProjectsDocument, {
    variables: { filter },
  });
  return { projects: data?.projects, previousProjects: previousData?.projects, loading, error, refetch };
}

/**
 * Asks for the unfiltered list before React renders /projects (src/route-prefetch.ts): the variables are the ones
 * `useProjects(null)` sends, so the page's query joins this request while it is on its way, or reads its answer
 * from the cache. Resolves with the list, or null on a failure, which is left to the page's own query to show.
 */
export function prefetchProjects(client: ApolloClient): Promise<ProjectsQuery['projects'] | null> {
  return client.query({ query: ProjectsDocument, variables: { filter: null } }).then(
    ({ data }) => data?.projects ?? null,
    () => null,
  );
}
