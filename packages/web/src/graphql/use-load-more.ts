import { useCallback, useRef, useState } from 'react';

/** What a connection says of what follows its last row (every `…Connection` field's `pageInfo`). */
export interface NextPageInfo {
  readonly hasNextPage: boolean;
  readonly endCursor?: string | null;
}

/**
 * "Load more" for a list that pages by cursor (docs/api.md, "Lists that page"): `loadMore` asks `fetchMore` for
 * the page after `pageInfo.endCursor` (the cache appends it: graphql/client.ts). The cursor on its way is
 * remembered, because a double click, or a scroll observer and the button, may both ask before React re-renders,
 * and the same page appended twice would show its rows twice. A failed page keeps the rows shown and is reported
 * as `loadMoreError` until the next try. `onAsk` runs when a page is really asked for (an admin list stops polling).
 */
export function useLoadMore(
  pageInfo: NextPageInfo | null | undefined,
  fetchMore: (options: { variables: { after: string } }) => Promise<unknown>,
  onAsk?: () => void,
) {
  const [loadMoreError, setLoadMoreError] = useState<Error | null>(null);
  const endCursor = pageInfo?.endCursor ?? null;
  const hasMore = pageInfo?.hasNextPage ?? false;
  const asking = useRef<string | null>(null);
  const loadMore = useCallback(() => {
    if (!hasMore || !endCursor || asking.current === endCursor) return;
    asking.current = endCursor;
    setLoadMoreError(null);
    onAsk?.();
    fetchMore({ variables: { after: endCursor } })
      .catch((failure: unknown) =>
        setLoadMoreError(failure instanceof Error ? failure : new Error('The next page did not load')),
      )
      .finally(() => {
        asking.current = null;
      });
  }, [endCursor, fetchMore, hasMore, onAsk]);
  return { hasMore, loadMore, loadMoreError };
}
