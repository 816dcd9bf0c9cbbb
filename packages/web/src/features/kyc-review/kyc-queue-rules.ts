/**
 * The KYC queue's filters (docs/api.md, "Lists that page"): in the address, so a reload or a shared link keeps
 * them (`?tab=kyc&status=…&from=…&to=…&q=…`), and as the server takes them.
 */
export const KYC_QUEUE_STATUSES = ['all', 'pending', 'under_review'] as const;
export type KycQueueStatus = (typeof KYC_QUEUE_STATUSES)[number];

/** Verifications a page holds ("Load more" asks for the next as many). */
export const KYC_QUEUE_PAGE_SIZE = 20;

export interface KycQueueQuery {
  readonly status: KycQueueStatus;
  /** Submitted on or after this day (YYYY-MM-DD), or ''. */
  readonly from: string;
  /** Submitted on or before this day (YYYY-MM-DD), or ''. */
  readonly to: string;
  /** Part of the name, username or email, or ''. */
  readonly search: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayOr = (value: string | null) => (value && DAY.test(value) ? value : '');
const isStatus = (value: string | null): value is KycQueueStatus =>
  (KYC_QUEUE_STATUSES as readonly string[]).includes(value ?? '');

export function kycQueueQueryOf(params: URLSearchParams): KycQueueQuery {
  const status = params.get('status');
  return {
    status: isStatus(status) ? status : 'all',
    from: dayOr(params.get('from')),
    to: dayOr(params.get('to')),
    search: (params.get('q') ?? '').trim().slice(0, 200),
  };
}

export function kycQueueParams(query: KycQueueQuery): Record<string, string> {
  const params: Record<string, string> = { tab: 'kyc' };
  if (query.status !== 'all') params['status'] = query.status;
  if (dayOr(query.from)) params['from'] = query.from;
  if (dayOr(query.to)) params['to'] = query.to;
  if (query.search.trim()) params['q'] = query.search.trim();
  return params;
}

/** The GraphQL filter: empty fields are left out. */
export function kycQueueFilter(query: KycQueueQuery) {
  return {
    status: query.status === 'all' ? null : query.status,
    submittedFrom: query.from || null,
    submittedTo: query.to || null,
    search: query.search || null,
  };
}

export const isFiltered = (query: KycQueueQuery) =>
  query.status !== 'all' || query.from !== '' || query.to !== '' || query.search !== '';
