import type { ApolloClient, DocumentNode, OperationVariables } from '@apollo/client';
import { getApolloContext } from '@apollo/client/react';
import { wrapperSymbol } from '@apollo/client/react/internal';
import { print } from 'graphql';
import { createElement, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';

/** A query the page asked for, with its variables. */
export interface PageQuery {
  query: DocumentNode;
  variables: OperationVariables | undefined;
}

/** What a render found: the HTML, the render passes it took, and whether every query the page asked for was answered. */
export interface RenderResult {
  html: string;
  passes: number;
  complete: boolean;
}

type UseQuery = (query: DocumentNode, options?: unknown) => { loading: boolean };

const keyOf = ({ query, variables }: PageQuery) => `${print(query)}|${JSON.stringify(variables ?? {})}`;

/**
 * Draws the page once, from answers already in the client's cache (docs/performance.md, "Render once").
 *
 * Apollo's `prerenderStatic` renders at least twice whenever a page has a query, even when every answer is already
 * in the cache: any query created during a pass counts as "new" and starts another pass. Here the page's queries are
 * fetched before the render (`prefetch`: server-render/page-data.ts), and each `useQuery` of the render reads its
 * answer from the cache; a query whose answer is not there yet (a page that asks for something the prefetch does not
 * know) is noted, fetched, and the page drawn again, up to `maxPasses` (the old waterfall, as a fallback only).
 * `network-only` and `cache-and-network` read the cache on the server, as in Apollo's own server render.
 */
export async function renderOnce({
  tree,
  client,
  signal,
  maxPasses,
  onMissed,
}: {
  tree: ReactNode;
  client: ApolloClient;
  signal: AbortSignal;
  maxPasses: number;
  /** Told the queries a pass found unanswered, so the next render of the page can prefetch them too. */
  onMissed?: (queries: PageQuery[]) => void;
}): Promise<RenderResult> {
  const missed = new Map<string, PageQuery>();
  const wrapUseQuery = (useQuery: UseQuery): UseQuery =>
    function useServerQuery(query, options) {
      const given = (options ?? {}) as { fetchPolicy?: string; variables?: OperationVariables };
      const ssrOptions =
        given.fetchPolicy === 'network-only' || given.fetchPolicy === 'cache-and-network'
          ? { ...given, fetchPolicy: 'cache-first' }
          : options;
      const result = useQuery(query, ssrOptions);
      if (result.loading) {
        const wanted = { query, variables: given.variables };
        missed.set(keyOf(wanted), wanted);
      }
      return result;
    };
  const ApolloContext = getApolloContext();
  // The context AppTree's ApolloProvider extends (it keeps the parent's fields): every useQuery goes through the
  // wrapper, as with Apollo's own server render.
  const element = createElement(
    ApolloContext.Provider,
    { value: { client, [wrapperSymbol]: { useQuery: wrapUseQuery } } as never },
    tree,
  );
  for (let pass = 1; ; pass++) {
    missed.clear();
    // Completed boundaries inline, however large: an outlined one would need an inline script to be revealed.
    const { prelude } = await prerenderToNodeStream(element, {
      signal,
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    });
    let html = '';
    for await (const chunk of prelude) html += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
    if (missed.size === 0) return { html, passes: pass, complete: true };
    const queries = [...missed.values()];
    onMissed?.(queries);
    if (pass >= maxPasses) return { html, passes: pass, complete: false };
    signal.throwIfAborted();
    // A failed answer is the link's to report (entry-server.tsx: the page is then left to the browser).
    await Promise.all(queries.map((q) => client.query({ query: q.query, variables: q.variables }).catch(() => null)));
    signal.throwIfAborted();
  }
}
