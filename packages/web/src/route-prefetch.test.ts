import type { ApolloClient } from '@apollo/client';
import { describe, expect, it, vi } from 'vitest';
import { ProjectPageDocument, ProjectsDocument } from './graphql/generated';
import { prefetchRouteData } from './route-prefetch';

/** A client that records the queries it is asked for and answers each as `answer` says. */
function fakeClient(answer: () => Promise<unknown> = () => Promise.resolve({ data: null })) {
  const query = vi.fn(answer);
  return { client: { query } as unknown as ApolloClient, query };
}

describe('prefetchRouteData', () => {
  it('asks for the unfiltered list on /projects, with the variables the page sends', () => {
    for (const location of [
      { pathname: '/projects', search: '' },
      { pathname: '/projects/', search: '?' },
    ]) {
      const { client, query } = fakeClient();
      prefetchRouteData(client, location);
      expect(query).toHaveBeenCalledExactlyOnceWith({ query: ProjectsDocument, variables: { filter: null } });
    }
  });

  it("asks for a project's page on /projects/:id", () => {
    const { client, query } = fakeClient();
    prefetchRouteData(client, { pathname: '/projects/6', search: '' });
    expect(query).toHaveBeenCalledExactlyOnceWith({ query: ProjectPageDocument, variables: { id: 6 } });
  });

  it('asks for nothing on other pages, a filtered list or an id that is not a GraphQL Int above 0', () => {
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
      prefetchRouteData(client, { pathname, search });
      expect(query, `${pathname}${search}`).not.toHaveBeenCalled();
    }
  });

  it("leaves a failed request to the page's own query", async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const { client, query } = fakeClient(() => Promise.reject(new Error('offline')));
      prefetchRouteData(client, { pathname: '/projects/6', search: '' });
      prefetchRouteData(client, { pathname: '/projects', search: '' });
      expect(query).toHaveBeenCalledTimes(2);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
