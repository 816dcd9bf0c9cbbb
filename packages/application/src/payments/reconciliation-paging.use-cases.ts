import {
  CHECKOUT_STATUSES,
  ok,
  type CheckoutStatus,
  type ReconciliationFilter,
  type ReconciliationKey,
  type ReconciliationPage,
  type Result,
} from '@cobuy/domain';
import { z } from 'zod';
import type { AppError } from '../shared/app-error.js';
import { optionalText } from '../shared/input-schemas.js';
import { ADMIN_LIST_CAP, ADMIN_LIST_PAGE_MAX, limitInput, type Page } from '../shared/paging.js';
import type { RequestContext } from '../shared/request-context.js';
import type { UseCase } from '../shared/use-case.js';
import { reconciliationRowOf, unmatchedRowOf, type ReconciliationRow } from './checkout-view.js';
import type { PaymentsDeps } from './payments.deps.js';

/**
 * The reconciliation list a page at a time (issue 23; docs/api.md, "Lists that page"): checkouts and the
 * payments no checkout explains, newest first (a checkout by its start, an unmatched payment by its receipt),
 * then unmatched before checkouts of the same instant, then by id. Keyset paging: two statements per page and
 * one for the count, whatever the page.
 */

export const RECONCILIATION_STATUS_FILTERS = ['all', 'matched', 'held', 'unmatched', 'open', 'resolved'] as const;
export type ReconciliationStatusFilter = (typeof RECONCILIATION_STATUS_FILTERS)[number];

const STATUSES_OF: Record<ReconciliationStatusFilter, readonly CheckoutStatus[]> = {
  all: CHECKOUT_STATUSES,
  matched: ['matched'],
  held: ['held'],
  unmatched: [],
  open: ['open', 'failed'],
  resolved: ['resolved_confirmed', 'refunded'],
};

/** The domain filter for the admin's choice: which checkout statuses, and whether unmatched payments show. */
export function reconciliationFilterOf(input: ReconciliationFilterInput): ReconciliationFilter {
  const status = input.status ?? 'all';
  return {
    checkoutStatuses: STATUSES_OF[status],
    includeUnmatched: status === 'all' || status === 'unmatched',
    provider: input.provider,
    reference: input.reference,
  };
}

const CURSOR_TEXT = /^r1\.(\d{1,16})\.([cu])\.([1-9]\d{0,9})$/;
const MAX_ID = 2_147_483_647;

/** A reconciliation cursor: the last row's time, table (c: checkout, u: unmatched) and id, as base64url text. */
export function encodeReconciliationCursor(key: ReconciliationKey): string {
  return Buffer.from(`r1.${key.at}.${key.source === 'checkout' ? 'c' : 'u'}.${key.id}`, 'utf8').toString('base64url');
}

export function decodeReconciliationCursor(text: string): ReconciliationKey | null {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(text)) return null;
  const match = CURSOR_TEXT.exec(Buffer.from(text, 'base64url').toString('utf8'));
  if (!match) return null;
  const id = Number(match[3]);
  if (id > MAX_ID) return null;
  return { at: match[1]!, source: match[2] === 'c' ? 'checkout' : 'unmatched', id };
}

const reconciliationCursorInput = z
  .string({ error: 'must be a cursor from a previous page' })
  .transform((text, ctx) => {
    const key = decodeReconciliationCursor(text);
    if (!key) {
      ctx.addIssue({ code: 'custom', message: 'is not a cursor from a previous page of this list' });
      return z.NEVER;
    }
    return key;
  });

const filterFields = {
  status: z
    .enum(RECONCILIATION_STATUS_FILTERS, { error: `must be one of ${RECONCILIATION_STATUS_FILTERS.join(', ')}` })
    .optional(),
  provider: optionalText(50),
  reference: optionalText(200),
};

export const reconciliationFilterInput = z.object(filterFields);
export type ReconciliationFilterInput = z.output<typeof reconciliationFilterInput>;

export const reconciliationPageInput = z.object({
  ...filterFields,
  limit: limitInput(ADMIN_LIST_PAGE_MAX).optional(),
  cursor: reconciliationCursorInput.optional(),
});
export type ReconciliationPageInput = z.output<typeof reconciliationPageInput>;

/** A page of the Reconciliation tab (admins only): `limit` rows (the cap without one) after `cursor`. */
export class PageReconciliation implements UseCase<ReconciliationPageInput, Page<ReconciliationRow>> {
  readonly name = 'payments.pageReconciliation';
  readonly access = 'admin' as const;
  readonly input = reconciliationPageInput;
  constructor(private readonly deps: Pick<PaymentsDeps, 'uow'>) {}

  async execute(
    _ctx: RequestContext,
    input: ReconciliationPageInput,
  ): Promise<Result<Page<ReconciliationRow>, AppError>> {
    const page = await this.deps.uow.run((store) =>
      store.checkouts.pageReconciliation(reconciliationFilterOf(input), {
        after: input.cursor ?? null,
        limit: input.limit ?? ADMIN_LIST_CAP,
      }),
    );
    const cursors = page.rows.map(({ key }) => encodeReconciliationCursor(key));
    return ok({
      items: page.rows.map(({ row }) => rowOf(row)),
      cursors,
      nextCursor: page.hasMore ? (cursors.at(-1) ?? null) : null,
    });
  }
}

/** How many rows a CSV of the reconciliation list holds at most (the newest; more is said, as the audit CSV says it). */
export const RECONCILIATION_EXPORT_LIMIT = 10_000;

/**
 * The rows the filter keeps, in the list's order, at most `limit` (the first of them), with whether more matched:
 * one page of the keyset read, so the CSV and the old unpaged field cost what a page costs.
 */
export async function reconciliationRowsUpTo(
  deps: Pick<PaymentsDeps, 'uow'>,
  input: ReconciliationFilterInput,
  limit: number,
): Promise<{ rows: ReconciliationRow[]; truncated: boolean }> {
  const page = await deps.uow.run((store) =>
    store.checkouts.pageReconciliation(reconciliationFilterOf(input), { after: null, limit }),
  );
  return { rows: page.rows.map(({ row }) => rowOf(row)), truncated: page.hasMore };
}

const rowOf = (row: ReconciliationPage['rows'][number]['row']): ReconciliationRow =>
  row.source === 'checkout' ? reconciliationRowOf(row.checkout) : unmatchedRowOf(row.payment);

/** How many rows the Reconciliation tab's filter keeps (GraphQL's totalCount): one statement. */
export class CountReconciliation implements UseCase<ReconciliationFilterInput, number> {
  readonly name = 'payments.countReconciliation';
  readonly access = 'admin' as const;
  readonly input = reconciliationFilterInput;
  constructor(private readonly deps: Pick<PaymentsDeps, 'uow'>) {}

  async execute(_ctx: RequestContext, input: ReconciliationFilterInput): Promise<Result<number, AppError>> {
    return ok(await this.deps.uow.run((store) => store.checkouts.countReconciliation(reconciliationFilterOf(input))));
  }
}
