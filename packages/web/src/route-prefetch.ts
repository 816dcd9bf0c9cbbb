import type { ApolloClient } from '@apollo/client';
import { prefetchProjectPage } from './features/project-detail/hooks/use-project-page';
import { IMAGE_SIZES } from './features/projects/bundled-image';
import { prefetchProjects } from './features/projects/hooks/use-projects';
import { preloadCover } from './features/projects/preload-cover';

/** The largest id a GraphQL Int holds. */
const MAX_INT = 2_147_483_647;

/**
 * Starts the query of the page the visitor arrived on, from main.tsx before the first render, for the pages whose
 * largest picture comes from that query (the project list's first card, a project's cover), and the picture's
 * download as soon as the answer names it. Without this the query leaves only after React has loaded the page's
 * chunk and rendered it, and the picture only after React has rendered the answer (docs/web-performance.md).
 * Other pages, and a filtered list (its variables come from the page's own parsing), fetch as before.
 */
export function prefetchRouteData(
  client: ApolloClient,
  { pathname, search }: Pick<Location, 'pathname' | 'search'>,
  preload: typeof preloadCover = preloadCover,
): Promise<void> {
  if (/^\/projects\/?$/.test(pathname)) {
    if (search !== '' && search !== '?') return Promise.resolve();
    // The list's first card is the one shown with priority (routes/projects/projects-list.tsx).
    return prefetchProjects(client).then((projects) => preload(projects?.[0]?.imageUrl, IMAGE_SIZES.card));
  }
  const raw = /^\/projects\/(\d+)\/?$/.exec(pathname)?.[1];
  const id = raw === undefined ? 0 : Number(raw);
  if (id <= 0 || id > MAX_INT) return Promise.resolve();
  return prefetchProjectPage(client, id).then((project) => preload(project?.imageUrl, IMAGE_SIZES.projectCover));
}
