import type { ApolloClient } from '@apollo/client';
import { describe, expect, it, vi } from 'vitest';
import { IMAGE_SIZES } from './features/projects/bundled-image';
import { PROJECTS_PAGE_SIZE } from './features/projects/hooks/use-projects';
import { ProjectPageDocument, ProjectsPageDocument } from './graphql/generated';
import { prefetchRouteData } from './route-prefetch';

const cover = (slug: string) => `/images/projects/${slug}.svg`;
const answers = {
  Projects: {
    data: {
      projectsConnection: {
        nodes: [
          { id: 3, imageUrl: cover('first') },
          { id: 2, imageUrl: cover('second') },
        ],
      },
    },
  },
  ProjectPage: { data: { project: { id: 6, imageUrl: cover('sixth') } } },
};

/** A client that records the queries it is asked for and answers each as `answer` says. */
function fakeClient(answer = (name: keyof typeof answers): Promise<unknown> => Promise.resolve(answers[name])) {
  const query = vi.fn(({ query: document }: { query: unknown }) =>
    answer(document === ProjectsPageDocument ? 'Projects' : 'ProjectPage'),
  );
  return { client: { query } as unknown as ApolloClient, query };
}

describe('prefetchRouteData', () => {
  it("asks for the unfiltered list on /projects, with the variables the page sends, then the first card's cover", async () => {
    for (const location of [
      { pathname: '/projects', search: '' },
      { pathname: '/projects/', search: '?' },
    ]) {
      const { client, query } = fakeClient();
      const preload = vi.fn();
      await prefetchRouteData(client, location, preload);
      expect(query).toHaveBeenCalledExactlyOnceWith({
        query: ProjectsPageDocument,
        variables: { filter: null, first: PROJECTS_PAGE_SIZE, after: null },
      });
      expect(preload).toHaveBeenCalledExactlyOnceWith(cover('first'), IMAGE_SIZES.card);
    }
  });

  it("asks for a project's page on /projects/:id, then its cover", async () => {
    const { client, query } = fakeClient();
    const preload = vi.fn();
    await prefetchRouteData(client, { pathname: '/projects/6', search: '' }, preload);
    expect(query).toHaveBeenCalledExactlyOnceWith({ query: ProjectPageDocument, variables: { id: 6 } });
    expect(preload).toHaveBeenCalledExactlyOnceWith(cover('sixth'), IMAGE_SIZES.projectCover);
  });

  it('asks for nothing on other pages, a filtered list or an id that is not a GraphQL Int above 0', async () => {
    for (const [pathname, search] of [
      ['/', ''],
      ['/developers', ''],
      ['/projects', '?q=legon'],
      ['/projects/0', ''],
      ['/projects/2147483648', ''],
      ['/projects/6x', ''],
      ['/projects/6/units', ''],
    ] as const) {
      const { client, query } = fakeClient();
      const preload = vi.fn();
      await prefetchRouteData(client, { pathname, search }, preload);
      expect(query, `${pathname}${search}`).not.toHaveBeenCalled();
      expect(preload, `${pathname}${search}`).not.toHaveBeenCalled();
    }
  });

  it("leaves a failed request to the page's own query, with no cover to preload", async () => {
    const { client } = fakeClient(() => Promise.reject(new Error('offline')));
    const preload = vi.fn();
    await prefetchRouteData(client, { pathname: '/projects/6', search: '' }, preload);
    await prefetchRouteData(client, { pathname: '/projects', search: '' }, preload);
    expect(preload.mock.calls).toEqual([
      [undefined, IMAGE_SIZES.projectCover],
      [undefined, IMAGE_SIZES.card],
    ]);
  });
});
