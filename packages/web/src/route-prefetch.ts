import type { ApolloClient } from '@apollo/client';
import { prefetchProjectPage } from './features/project-detail/hooks/use-project-page';
import { prefetchProjects } from './features/projects/hooks/use-projects';

/** The largest id a GraphQL Int holds. */
const MAX_INT = 2_147_483_647;

/**
 * Starts the query of the page the visitor arrived on, from main.tsx before the first render, for the pages whose
 * largest picture comes from that query (the project list's first card, a project's cover). Without it the request
 * leaves only after React has loaded the page's chunk and rendered it, and the picture's request waits on its
 * answer; with it the answer is on its way while React renders (docs/web-performance.md). Other pages, and a
 * filtered list (its variables come from the page's own parsing), fetch as before.
 */
export function prefetchRouteData(client: ApolloClient, { pathname, search }: Pick<Location, 'pathname' | 'search'>) {
  if (/^\/projects\/?$/.test(pathname)) {
    if (search === '' || search === '?') prefetchProjects(client);
    return;
  }
  const raw = /^\/projects\/(\d+)\/?$/.exec(pathname)?.[1];
  const id = raw === undefined ? 0 : Number(raw);
  if (id > 0 && id <= MAX_INT) prefetchProjectPage(client, id);
}
