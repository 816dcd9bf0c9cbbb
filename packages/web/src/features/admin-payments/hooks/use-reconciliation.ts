import { NetworkStatus } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { PaymentReconciliationPageDocument, ResolveHeldPaymentDocument } from '../../../graphql/generated';
import { useLoadMore } from '../../../graphql/use-load-more';
import { readRestFailure } from '../../../lib/api-error';
import { readStorage, storageKeys } from '../../../lib/storage';
import { RECONCILIATION_PAGE_SIZE, reconciliationCsvPath, type ReconciliationQuery } from '../reconciliation-rules';

/**
 * The Reconciliation tab's list a page at a time, filtered on the server (docs/api.md, "Lists that page"):
 * `loadMore` appends the next page (graphql/client.ts merges it); a failed "load more" keeps the rows shown
 * and reports `loadMoreError`. Resolving a held payment asks for the first page again.
 */
export function useReconciliation(filter: ReconciliationQuery) {
  const query = useQuery(PaymentReconciliationPageDocument, {
    variables: {
      filter: { status: filter.status, provider: filter.provider || null, reference: filter.reference || null },
      first: RECONCILIATION_PAGE_SIZE,
    },
    fetchPolicy: 'cache-and-network',
  });
  const [mutate] = useMutation(ResolveHeldPaymentDocument);
  const page = query.data?.paymentReconciliationConnection;
  const loadingMore = query.networkStatus === NetworkStatus.fetchMore;
  const { hasMore, loadMore, loadMoreError } = useLoadMore(page?.pageInfo, query.fetchMore);

  const resolve = async (checkoutId: number, action: 'confirm' | 'refund', note: string) => {
    await mutate({ variables: { input: { checkoutId, action, note: note.trim() || null } } });
    await query.refetch();
  };
  return {
    payments: page?.nodes ?? [],
    totalCount: page?.totalCount ?? null,
    loading: query.loading && !query.data && !loadingMore,
    error: query.error,
    refetch: query.refetch,
    hasMore,
    loadingMore,
    loadMoreError,
    loadMore,
    resolve,
  };
}

/**
 * The CSV needs the bearer token, so it is fetched and handed to the browser as a download. Resolves to whether
 * the file was cut at the export's limit (`X-Truncated`).
 */
export function useReconciliationCsv() {
  const [exporting, setExporting] = useState(false);
  const exportCsv = async (filter: ReconciliationQuery): Promise<{ truncated: boolean }> => {
    setExporting(true);
    try {
      const token = readStorage(storageKeys.authToken);
      const response = await fetch(reconciliationCsvPath(filter), {
        headers: token ? { Authorization: `Bearer ${token}` } : {},
      });
      if (!response.ok) throw new Error(readRestFailure(response.status, await response.text()).message);
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = 'reconciliation.csv';
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 0);
      return { truncated: response.headers.get('X-Truncated') === 'true' };
    } finally {
      setExporting(false);
    }
  };
  return { exportCsv, exporting };
}
