import { object, string } from 'yup';

export const RECONCILIATION_FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'held', label: 'Held for review' },
  { value: 'matched', label: 'Matched' },
  { value: 'unmatched', label: 'Unmatched' },
  { value: 'open', label: 'Open or failed' },
  { value: 'resolved', label: 'Resolved' },
] as const;
export type ReconciliationFilter = (typeof RECONCILIATION_FILTERS)[number]['value'];

export const STATUS_LABELS: Readonly<Record<string, string>> = {
  open: 'Open',
  failed: 'Failed',
  matched: 'Matched',
  held: 'Held',
  resolved_confirmed: 'Confirmed by an admin',
  refunded: 'Refunded',
  unmatched: 'Unmatched',
};

/** Resolving a held payment: confirm, or refund with a note saying how. */
export const resolveSchema = object({
  action: string().oneOf(['confirm', 'refund'], 'Choose confirm or refund').required('Choose confirm or refund'),
  note: string()
    .trim()
    .max(1000, 'At most 1000 characters')
    .when('action', {
      is: 'refund',
      then: (s) => s.required('Say how the payment was refunded'),
    }),
});

export const reconciliationCsvPath = (filter: ReconciliationFilter) =>
  `/api/secure-admin/reconciliation.csv${filter === 'all' ? '' : `?status=${filter}`}`;
