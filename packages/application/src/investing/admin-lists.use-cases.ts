import {
  INVESTMENT_STATUSES,
  OPEN_APPLICATION_STATUSES,
  ok,
  type ApplicationListFilter,
  type ApplicationStatus,
  type InvestmentListFilter,
  type InvestmentStatus,
  type Money,
  type Result,
} from '@cobuy/domain';
import { z } from 'zod';
import type { AppError } from '../shared/app-error.js';
import { idInput, optionalText } from '../shared/input-schemas.js';
import { ADMIN_LIST_CAP, ADMIN_LIST_PAGE_MAX, cursorInput, limitInput, toPage, type Page } from '../shared/paging.js';
import type { RequestContext } from '../shared/request-context.js';
import type { UseCase } from '../shared/use-case.js';
import type { InvestingDeps } from './investing.deps.js';
import { applicationViewOf, investmentViewOf, type ApplicationView, type InvestmentView } from './investing-views.js';

/**
 * The admin panel's Investments and Interests lists (issue 23 item 1, docs/api.md "Lists that page"): newest
 * first (creation time, then id), a page at a time after a cursor, filtered on the server. A page is one
 * statement (the rows with their project, unit and investor joined) and a count one more, whatever the size
 * of the tables; the GraphQL `project` field is batched by a DataLoader.
 */

/** The longest payment-reference search (a reference is `CB-` and a few characters; a bank line may add spaces). */
export const PAYMENT_REFERENCE_SEARCH_MAX = 40;

/**
 * A payment reference or part of one, as an admin copies it from a bank statement: letters, digits, spaces and
 * dashes, any case. It is searched for as its letters and digits in upper case (`cb 7k3q` → `CB7K3Q`); blank
 * reads as no search.
 */
const paymentReferenceSearch = z
  .string({ error: 'must be text' })
  .max(PAYMENT_REFERENCE_SEARCH_MAX, `must be at most ${PAYMENT_REFERENCE_SEARCH_MAX} characters`)
  .regex(/^[A-Za-z0-9\s-]*$/, 'may hold only letters, digits, spaces and dashes')
  .transform((text) => text.replace(/[\s-]/g, '').toUpperCase() || undefined)
  .optional();

/** Part of an investor's email address or name; blank reads as no search. */
const investorSearch = optionalText(100);

/**
 * Investment statuses: a list (GraphQL) or one text of comma-separated statuses (a REST query parameter,
 * `status=active,completed`); empty reads as every status.
 */
const STATUS_LIST_ERROR = `must be one or more of ${INVESTMENT_STATUSES.join(', ')}`;
const isInvestmentStatus = (value: unknown): value is InvestmentStatus =>
  (INVESTMENT_STATUSES as readonly unknown[]).includes(value);
const investmentStatuses = z
  .union([z.string(), z.array(z.string())], { error: STATUS_LIST_ERROR })
  .optional()
  .transform((value, ctx): readonly InvestmentStatus[] | undefined => {
    if (value === undefined) return undefined;
    const list = (typeof value === 'string' ? value.split(',') : value).map((s) => s.trim()).filter(Boolean);
    if (!list.every(isInvestmentStatus)) {
      ctx.addIssue({ code: 'custom', message: STATUS_LIST_ERROR });
      return z.NEVER;
    }
    return list.length ? [...new Set(list)] : undefined;
  });

const investmentFilterFields = {
  paymentReference: paymentReferenceSearch,
  status: investmentStatuses,
  projectId: idInput.optional(),
  investor: investorSearch,
};

export const countInvestmentsInput = z.object(investmentFilterFields);
export type CountInvestmentsInput = z.output<typeof countInvestmentsInput>;

export const listInvestmentsInput = z.object({
  ...investmentFilterFields,
  limit: limitInput(ADMIN_LIST_PAGE_MAX).optional(),
  cursor: cursorInput.optional(),
});
export type ListInvestmentsInput = z.output<typeof listInvestmentsInput>;

const investmentFilterOf = (input: CountInvestmentsInput): InvestmentListFilter => ({
  ...(input.status ? { statuses: input.status } : {}),
  ...(input.paymentReference ? { paymentReference: input.paymentReference } : {}),
  ...(input.projectId !== undefined ? { projectId: input.projectId } : {}),
  ...(input.investor ? { investor: input.investor } : {}),
});

/**
 * Every investment, newest first, for the admin panel's Investments tab, with each investor's name and email,
 * a page at a time: `limit` after `cursor` (the cap without a limit). Filters: statuses, one project, part of
 * the payment reference (dashes, spaces and case ignored), part of the investor's email or name.
 */
export class ListInvestments implements UseCase<ListInvestmentsInput, Page<InvestmentView>> {
  readonly name = 'investing.listInvestments';
  readonly access = 'admin' as const;
  readonly input = listInvestmentsInput;
  constructor(private readonly deps: InvestingDeps) {}

  async execute(_ctx: RequestContext, input: ListInvestmentsInput): Promise<Result<Page<InvestmentView>, AppError>> {
    const request = { after: input.cursor ?? null, limit: input.limit ?? ADMIN_LIST_CAP };
    const page = await this.deps.uow.run((store) => store.investments.listPage(investmentFilterOf(input), request));
    return ok(toPage(page, (rows) => rows.map((i) => investmentViewOf(i, this.deps.paymentDetails))));
  }
}

/** How many investments the list's filters keep, and their amounts added up (USD, exact): one statement. */
export interface InvestmentsSummary {
  readonly count: number;
  readonly totalAmount: Money;
}

export class SummarizeInvestments implements UseCase<CountInvestmentsInput, InvestmentsSummary> {
  readonly name = 'investing.summarizeInvestments';
  readonly access = 'admin' as const;
  readonly input = countInvestmentsInput;
  constructor(private readonly deps: InvestingDeps) {}

  async execute(_ctx: RequestContext, input: CountInvestmentsInput): Promise<Result<InvestmentsSummary, AppError>> {
    return ok(await this.deps.uow.run((store) => store.investments.summarize(investmentFilterOf(input))));
  }
}

/** The Interests tab's views: the review queue, everything not yet paid, closed or refused, or every one. */
export const APPLICATION_VIEWS = ['pending', 'open', 'all'] as const;
export type ApplicationListView = (typeof APPLICATION_VIEWS)[number];

const applicationFilterFields = {
  status: z
    .enum(APPLICATION_VIEWS, { error: `must be ${APPLICATION_VIEWS.slice(0, -1).join(', ')} or all` })
    .optional()
    .default('all'),
  projectId: idInput.optional(),
  investor: investorSearch,
};

export const countApplicationsInput = z.object(applicationFilterFields);
export type CountApplicationsInput = z.output<typeof countApplicationsInput>;

export const listApplicationsInput = z.object({
  ...applicationFilterFields,
  limit: limitInput(ADMIN_LIST_PAGE_MAX).optional(),
  cursor: cursorInput.optional(),
});
export type ListApplicationsInput = z.output<typeof listApplicationsInput>;

const STATUSES_OF_VIEW: Record<ApplicationListView, readonly ApplicationStatus[] | undefined> = {
  pending: ['pending'],
  open: OPEN_APPLICATION_STATUSES,
  all: undefined,
};

const applicationFilterOf = (input: CountApplicationsInput): ApplicationListFilter => {
  const statuses = STATUSES_OF_VIEW[input.status];
  return {
    ...(statuses ? { statuses } : {}),
    ...(input.projectId !== undefined ? { projectId: input.projectId } : {}),
    ...(input.investor ? { investor: input.investor } : {}),
  };
};

/**
 * Every application for the admin panel, newest first, a page at a time; `status=pending` is the review queue,
 * `open` everything not yet paid, closed or refused. Also by project and by part of the investor's email or name.
 */
export class ListApplications implements UseCase<ListApplicationsInput, Page<ApplicationView>> {
  readonly name = 'investing.listApplications';
  readonly access = 'admin' as const;
  readonly input = listApplicationsInput;
  constructor(private readonly deps: InvestingDeps) {}

  async execute(ctx: RequestContext, input: ListApplicationsInput): Promise<Result<Page<ApplicationView>, AppError>> {
    const now = ctx.clock.now();
    const request = { after: input.cursor ?? null, limit: input.limit ?? ADMIN_LIST_CAP };
    const page = await this.deps.uow.run((store) => store.applications.listPage(applicationFilterOf(input), request));
    return ok(toPage(page, (rows) => rows.map((a) => applicationViewOf(a, this.deps.paymentDetails, now))));
  }
}

/** How many applications the list's filters keep: one statement. */
export class CountApplications implements UseCase<CountApplicationsInput, number> {
  readonly name = 'investing.countApplications';
  readonly access = 'admin' as const;
  readonly input = countApplicationsInput;
  constructor(private readonly deps: InvestingDeps) {}

  async execute(_ctx: RequestContext, input: CountApplicationsInput): Promise<Result<number, AppError>> {
    return ok(await this.deps.uow.run((store) => store.applications.count(applicationFilterOf(input))));
  }
}
