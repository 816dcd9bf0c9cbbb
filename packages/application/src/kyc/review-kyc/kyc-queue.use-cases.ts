import { ok, type AmlCheck, type KycQueueFilter, type KycStatus, type Result } from '@cobuy/domain';
import { z } from 'zod';
import type { AppError } from '../../shared/app-error.js';
import { optionalText } from '../../shared/input-schemas.js';
import {
  ADMIN_LIST_CAP,
  ADMIN_LIST_PAGE_MAX,
  cursorInput,
  limitInput,
  toPage,
  type Page,
} from '../../shared/paging.js';
import type { RequestContext } from '../../shared/request-context.js';
import type { UseCase } from '../../shared/use-case.js';
import type { KycDeps } from '../kyc.deps.js';
import { kycReviewOf, type KycReview } from '../kyc-state.js';

/**
 * The KYC review queue a page at a time (issue 23; docs/api.md, "Lists that page"): pending and under-review
 * verifications, oldest submission first, then by id. Keyset paging: a page is two statements (the page and
 * its AML screenings) and the count one, whatever the page.
 */

export const KYC_QUEUE_STATUS_FILTERS = ['all', 'pending', 'under_review'] as const;

const STATUSES_OF: Record<(typeof KYC_QUEUE_STATUS_FILTERS)[number], readonly KycStatus[]> = {
  all: ['pending', 'under_review'],
  pending: ['pending'],
  under_review: ['under_review'],
};

const DAY_MS = 86_400_000;

/** A calendar day, YYYY-MM-DD (UTC), as the instant it starts. */
const dayInput = z.string({ error: 'must be a date (YYYY-MM-DD)' }).transform((text, ctx) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  const at = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : Number.NaN;
  if (!match || Number.isNaN(at) || new Date(at).toISOString().slice(0, 10) !== text.trim()) {
    ctx.addIssue({ code: 'custom', message: 'must be a date (YYYY-MM-DD)' });
    return z.NEVER;
  }
  return new Date(at);
});

const filterFields = {
  status: z
    .enum(KYC_QUEUE_STATUS_FILTERS, { error: `must be one of ${KYC_QUEUE_STATUS_FILTERS.join(', ')}` })
    .optional(),
  /** Submitted on or after this day (UTC). */
  submittedFrom: dayInput.optional(),
  /** Submitted on or before this day (UTC), the whole day included. */
  submittedTo: dayInput.optional(),
  search: optionalText(200),
};

export const kycQueueFilterInput = z.object(filterFields);
export type KycQueueFilterInput = z.output<typeof kycQueueFilterInput>;

export const kycQueuePageInput = z.object({
  ...filterFields,
  limit: limitInput(ADMIN_LIST_PAGE_MAX).optional(),
  cursor: cursorInput.optional(),
});
export type KycQueuePageInput = z.output<typeof kycQueuePageInput>;

/** The domain filter for the admin's choice. A range that ends before it starts keeps nothing. */
export function kycQueueFilterOf(input: KycQueueFilterInput): KycQueueFilter {
  return {
    statuses: STATUSES_OF[input.status ?? 'all'],
    submittedFrom: input.submittedFrom,
    submittedBefore: input.submittedTo ? new Date(input.submittedTo.getTime() + DAY_MS) : undefined,
    search: input.search,
  };
}

/** A page of the review queue (admins only), each with its risk and current AML screening. */
export class PageKycQueue implements UseCase<KycQueuePageInput, Page<KycReview>> {
  readonly name = 'kyc.pageQueue';
  readonly access = 'admin' as const;
  readonly input = kycQueuePageInput;
  constructor(private readonly deps: Pick<KycDeps, 'uow'>) {}

  async execute(ctx: RequestContext, input: KycQueuePageInput): Promise<Result<Page<KycReview>, AppError>> {
    const { page, checks } = await this.deps.uow.run(async ({ verifications, aml }) => {
      const keyed = await verifications.pageQueue(kycQueueFilterOf(input), {
        after: input.cursor ?? null,
        limit: input.limit ?? ADMIN_LIST_CAP,
      });
      const list = keyed.rows.map(({ row }) => row);
      return { page: keyed, checks: list.length ? await aml.currentFor(list) : new Map<number, AmlCheck>() };
    });
    const now = ctx.clock.now();
    return ok(toPage(page, (rows) => rows.map((r) => kycReviewOf(r, now, checks.get(r.id) ?? null))));
  }
}

/** How many verifications the queue's filter keeps (GraphQL's totalCount): one statement. */
export class CountKycQueue implements UseCase<KycQueueFilterInput, number> {
  readonly name = 'kyc.countQueue';
  readonly access = 'admin' as const;
  readonly input = kycQueueFilterInput;
  constructor(private readonly deps: Pick<KycDeps, 'uow'>) {}

  async execute(_ctx: RequestContext, input: KycQueueFilterInput): Promise<Result<number, AppError>> {
    return ok(await this.deps.uow.run(({ verifications }) => verifications.countQueue(kycQueueFilterOf(input))));
  }
}
