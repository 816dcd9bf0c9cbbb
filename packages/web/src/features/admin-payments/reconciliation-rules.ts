import { object, string } from 'yup';
import { fieldMessage } from '../forms/field-message';

/** The status filters, in the dropdown's order; each one's label is `adminPayments.filter.<value>`. */
export const RECONCILIATION_FILTERS = ['all', 'held', 'matched', 'unmatched', 'open', 'resolved'] as const;
export type ReconciliationFilter = (typeof RECONCILIATION_FILTERS)[number];

/** The tab opens on what needs an admin: the payments held for review. */
const DEFAULT_RECONCILIATION_FILTER: ReconciliationFilter = 'held';

/** The most payments a CSV holds (the server's RECONCILIATION_EXPORT_LIMIT); the answer says when more matched. */
export const RECONCILIATION_EXPORT_LIMIT = 10_000;

/** Rows a page holds ("Load more" asks for the next as many). */
export const RECONCILIATION_PAGE_SIZE = 20;

/** The tab's filters as the server takes them; empty text means no filter. */
export interface ReconciliationQuery {
  readonly status: ReconciliationFilter;
  readonly provider: string;
  readonly reference: string;
}

const isFilter = (value: string | null): value is ReconciliationFilter =>
  (RECONCILIATION_FILTERS as readonly string[]).includes(value ?? '');

/** The filters from the address (`?tab=reconciliation&status=…&provider=…&reference=…`), so a reload keeps them. */
export function reconciliationQueryOf(params: URLSearchParams): ReconciliationQuery {
  const status = params.get('status');
  return {
    status: isFilter(status) ? status : DEFAULT_RECONCILIATION_FILTER,
    provider: (params.get('provider') ?? '').trim().slice(0, 50),
    reference: (params.get('reference') ?? '').trim().slice(0, 200),
  };
}

/** The address parameters for the filters (the default status and empty texts are left out). */
export function reconciliationParams(query: ReconciliationQuery): Record<string, string> {
  const params: Record<string, string> = { tab: 'reconciliation' };
  if (query.status !== DEFAULT_RECONCILIATION_FILTER) params['status'] = query.status;
  if (query.provider.trim()) params['provider'] = query.provider.trim();
  if (query.reference.trim()) params['reference'] = query.reference.trim();
  return params;
}

/** Resolving a held payment: confirm, or refund with a note saying how. Messages are `adminPayments` ids. */
export const resolveSchema = object({
  action: string()
    .oneOf(['confirm', 'refund'], 'adminPayments.validation.chooseAction')
    .required('adminPayments.validation.chooseAction'),
  note: string()
    .trim()
    .max(1000, fieldMessage('adminPayments.validation.noteTooLong', { max: 1000 }))
    .when('action', {
      is: 'refund',
      then: (s) => s.required('adminPayments.validation.refundNote'),
    }),
});

/** The CSV of what the tab shows: the same status, provider and reference filters (none left out). */
export function reconciliationCsvPath(query: ReconciliationQuery): string {
  const params = new URLSearchParams();
  if (query.status !== 'all') params.set('status', query.status);
  if (query.provider.trim()) params.set('provider', query.provider.trim());
  if (query.reference.trim()) params.set('reference', query.reference.trim());
  const search = params.toString();
  return `/api/secure-admin/reconciliation.csv${search ? `?${search}` : ''}`;
}
