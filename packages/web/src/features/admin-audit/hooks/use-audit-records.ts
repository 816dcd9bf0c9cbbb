import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { AuditRecordsDocument, type AuditRecordFilter } from '../../../graphql/generated';
import { AUDIT_PAGE_SIZE } from '../audit-rules';

/**
 * The audit trail for the current filters, newest first: the first page, then more on request (the server's
 * cursor, appended to the list). New filters start again from the newest records.
 */
export function useAuditRecords(filter: AuditRecordFilter) {
  const { data, previousData, error, loading, fetchMore, refetch } = useQuery(AuditRecordsDocument, {
    variables: { filter, first: AUDIT_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  const [loadingMore, setLoadingMore] = useState(false);
  const page = (data ?? previousData)?.auditRecords ?? null;
  const nextCursor = data?.auditRecords.nextCursor ?? null;

  const loadMore = async () => {
    if (!nextCursor) return;
    setLoadingMore(true);
    try {
      await fetchMore({
        variables: { after: nextCursor },
        updateQuery: (previous, { fetchMoreResult }) => ({
          auditRecords: {
            ...fetchMoreResult.auditRecords,
            records: [...previous.auditRecords.records, ...fetchMoreResult.auditRecords.records],
          },
        }),
      });
    } finally {
      setLoadingMore(false);
    }
  };

  return {
    records: page?.records ?? null,
    hasMore: nextCursor !== null,
    error,
    loading,
    loadingMore,
    loadMore,
    refetch,
  };
}
