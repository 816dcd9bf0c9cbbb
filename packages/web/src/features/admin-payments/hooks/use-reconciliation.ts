import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { PaymentReconciliationDocument, ResolveHeldPaymentDocument } from '../../../graphql/generated';
import { readRestFailure } from '../../../lib/api-error';
import { readStorage, storageKeys } from '../../../lib/storage';
import { reconciliationCsvPath, type ReconciliationFilter } from '../reconciliation-rules';

export function useReconciliation(filter: ReconciliationFilter) {
  const query = useQuery(PaymentReconciliationDocument, {
    variables: { status: filter },
    fetchPolicy: 'cache-and-network',
  });
  const [mutate] = useMutation(ResolveHeldPaymentDocument);
  const resolve = async (checkoutId: number, action: 'confirm' | 'refund', note: string) => {
    await mutate({ variables: { input: { checkoutId, action, note: note.trim() || null } } });
    await query.refetch();
  };
  return {
    payments: query.data?.paymentReconciliation ?? [],
    loading: query.loading && !query.data,
    error: query.error,
    refetch: query.refetch,
    resolve,
  };
}

/** The CSV needs the bearer token, so it is fetched and handed to the browser as a download. */
export function useReconciliationCsv() {
  const [exporting, setExporting] = useState(false);
  const exportCsv = async (filter: ReconciliationFilter) => {
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
    } finally {
      setExporting(false);
    }
  };
  return { exportCsv, exporting };
}
