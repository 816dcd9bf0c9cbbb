import type { ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { ProjectPageDocument, type ProjectPageQuery } from '../../../graphql/generated';

/** Investor spec §7: a loaded project stays fresh for 30 seconds before a visit asks the server again. */
const FRESH_FOR_MS = 30_000;
const loadedAt = new Map<number, number>();

/** Everything the project page shows, in one query: the project, its unit statistics, units and updates. */
export function useProjectPage(id: number | null) {
  // Decided once per visit, so the policy does not change under a running query.
  const [fetchPolicy] = useState<'cache-first' | 'cache-and-network'>(() =>
    id !== null && Date.now() - (loadedAt.get(id) ?? 0) < FRESH_FOR_MS ? 'cache-first' : 'cache-and-network',
  );
  const { data, loading, error, refetch } = useQuery(ProjectPageDocument, {
    variables: { id: id ?? 0 },
    skip: id === null,
    fetchPolicy,
    nextFetchPolicy: 'cache-first',
  });
  const project = data?.project;

  useEffect(() => {
    if (project && !loading) loadedAt.set(project.id, Date.now());
  }, [project, loading]);

  return { project, loading, error, refetch };
}

/** Counts a project's answer, already in the cache, as loaded now (a server-rendered page: src/main.tsx). */
export function markProjectPageLoaded(id: number): void {
  loadedAt.set(id, Date.now());
}

/**
 * Asks for a project page before React renders it (src/route-prefetch.ts), with the variables `useProjectPage`
 * sends: while the answer is on its way the page's query joins the request; once it is in, it counts as a fresh
 * load, so the page reads the cache instead of asking again. Resolves with the project, or null when there is none
 * or on a failure, which is left to the page's own query to show.
 */
export function prefetchProjectPage(client: ApolloClient, id: number): Promise<ProjectPageQuery['project'] | null> {
  return client.query({ query: ProjectPageDocument, variables: { id } }).then(
    ({ data }) => {
      if (data?.project) loadedAt.set(id, Date.now());
      return data?.project ?? null;
    },
    () => null,
  );
}
