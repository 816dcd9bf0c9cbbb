import type { ApolloClient } from '@apollo/client';
import { markProjectPageLoaded, prefetchProjectPage } from './features/project-detail/hooks/use-project-page';
import { IMAGE_SIZES } from './features/projects/bundled-image';
import { prefetchProjects } from './features/projects/hooks/use-projects';
import { preloadCover } from './features/projects/preload-cover';

/** The largest id a GraphQL Int holds. */
const MAX_INT = 2_147_483_647;

/** The project id of a project page's path, or null for any other path. */
function projectPageId(pathname: string): number | null {
  const raw = /^\/projects\/(\d+)\/?$/.exec(pathname)?.[1];
  const id = raw === undefined ? 0 : Number(raw);
  return id <= 0 || id > MAX_INT ? null : id;
}

/**
 * The server rendered this page with answers that are seconds old and now sit in the cache: the project page
 * counts its answer as a fresh load (its 30-second rule), so hydrating it does not ask again.
 */
export function adoptServerData({ pathname }: Pick<Location, 'pathname'>): void {
  const id = projectPageId(pathname);
  if (id !== null) markProjectPageLoaded(id);
}

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
  const id = projectPageId(pathname);
  if (id === null) return Promise.resolve();
  return prefetchProjectPage(client, id).then((project) => preload(project?.imageUrl, IMAGE_SIZES.projectCover));
}
