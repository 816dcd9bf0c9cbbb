import type { ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { ProjectsPageDocument, type ProjectFilter, type ProjectsPageQuery } from '../../../graphql/generated';

/** Cards per page of the projects list: four rows of three on a wide screen. */
export const PROJECTS_PAGE_SIZE = 12;

/** The variables of a list's first page: the page, the prefetch and the landing page share its cache entry. */
export const projectsPageVariables = (filter: ProjectFilter | null) => ({
  filter,
  first: PROJECTS_PAGE_SIZE,
  after: null,
});

/**
 * The first page of the projects list, newest first; `filter` null lists everything (the landing page's
 * featured projects). The projects page pages on with `useProjectPages` (hooks/use-project-pages.ts), kept out of
 * this module because route-prefetch.ts, in every route's entry, imports it.
 */
export function useProjects(filter: ProjectFilter | null) {
  const { data, loading, error } = useQuery(ProjectsPageDocument, { variables: projectsPageVariables(filter) });
  return { projects: data?.projectsConnection.nodes, loading, error };
}

/**
 * Asks for the unfiltered list's first page before React renders /projects (src/route-prefetch.ts): the variables
 * are the ones `useProjects(null)` sends, so the page's query joins this request while it is on its way, or reads
 * its answer from the cache. Resolves with the page's projects, or null on a failure, left to the page to show.
 */
export function prefetchProjects(
  client: ApolloClient,
): Promise<ProjectsPageQuery['projectsConnection']['nodes'] | null> {
  return client.query({ query: ProjectsPageDocument, variables: projectsPageVariables(null) }).then(
    ({ data }) => data?.projectsConnection.nodes ?? null,
    () => null,
  );
}
