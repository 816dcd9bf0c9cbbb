import { err, ok, PROJECT_TYPES, type CatalogReadRepository, type ProjectFilter, type Result } from '@cobuy/domain';
import { z } from 'zod';
import { appError, type AppError } from '../../shared/app-error.js';
import { moneyInput, optionalText } from '../../shared/input-schemas.js';
import { cursorInput, limitInput, toPage, type Page } from '../../shared/paging.js';
import type { RequestContext } from '../../shared/request-context.js';
import type { UseCase } from '../../shared/use-case.js';
import { listedProject, type ListedProject, type ProjectListReadModel } from './project-list.read-model.js';

/**
 * The most projects one answer holds (docs/api.md, "Lists that page"): a call without `limit` gets the spec's
 * whole array up to this many, and a cursor to continue when there are more.
 */
export const PROJECTS_PAGE_CAP = 1000;

/** The filter dropdowns send these labels when nothing is chosen (investor spec §7); they mean "no filter". */
const PLACEHOLDERS = new Set(['All Locations', 'All Types', 'Min Investment']);
const unlessPlaceholder = (value: unknown): unknown =>
  typeof value === 'string' && (PLACEHOLDERS.has(value.trim()) || value.trim() === '') ? undefined : value;

const projectFilterFields = {
  location: z.preprocess(unlessPlaceholder, optionalText(100)),
  projectType: z.preprocess(
    unlessPlaceholder,
    z.enum(PROJECT_TYPES, { error: `must be one of ${PROJECT_TYPES.join(', ')}` }).optional(),
  ),
  minInvestment: z.preprocess(unlessPlaceholder, moneyInput.optional()),
  search: optionalText(200),
  // REST sends `?includeArchived=true` as text, GraphQL a Boolean.
  includeArchived: z.preprocess(
    (value) => (value === 'true' ? true : value === 'false' ? false : value),
    z.boolean({ error: 'must be true or false' }).optional(),
  ),
};

export const countProjectsInput = z.object(projectFilterFields);
export type CountProjectsInput = z.output<typeof countProjectsInput>;

export const listProjectsInput = z.object({
  ...projectFilterFields,
  limit: limitInput(PROJECTS_PAGE_CAP).optional(),
  cursor: cursorInput.optional(),
});
export type ListProjectsInput = z.output<typeof listProjectsInput>;

/** Archived projects are the admin panel's to see (to edit or bring back); everyone else's lists omit them. */
function filterFor(ctx: RequestContext, input: CountProjectsInput): Result<ProjectFilter, AppError> {
  if (input.includeArchived && !ctx.actor) {
    return err(appError('AUTH.UNAUTHENTICATED', 'Sign in to list archived projects'));
  }
  if (input.includeArchived && ctx.actor?.role !== 'admin') {
    return err(appError('AUTH.FORBIDDEN', 'Only admins may list archived projects'));
  }
  return ok({
    location: input.location,
    projectType: input.projectType,
    maxMinInvestment: input.minInvestment,
    search: input.search,
    includeArchived: input.includeArchived ?? false,
  });
}

/**
 * The projects list, newest first, a page at a time: `limit` projects (the cap without one) after `cursor`.
 * Two statements whatever the page or the catalog's size: the page (keyset) and its unit summaries. Read
 * through the list's read model, in the shape the APIs send (project-list.read-model.ts).
 */
export class ListProjects implements UseCase<ListProjectsInput, Page<ListedProject>> {
  readonly name = 'ListProjects';
  readonly access = 'public';
  readonly input = listProjectsInput;

  constructor(private readonly deps: { projectList: ProjectListReadModel }) {}

  async execute(ctx: RequestContext, input: ListProjectsInput): Promise<Result<Page<ListedProject>, AppError>> {
    const filter = filterFor(ctx, input);
    if (!filter.ok) return filter;
    const page = await this.deps.projectList.listProjects(filter.value, {
      after: input.cursor ?? null,
      limit: input.limit ?? PROJECTS_PAGE_CAP,
    });
    return ok(toPage(page, (rows) => rows.map(listedProject)));
  }
}

/** How many projects pass the list's filters (GraphQL's `totalCount`): one statement. */
export class CountProjects implements UseCase<CountProjectsInput, number> {
  readonly name = 'CountProjects';
  readonly access = 'public';
  readonly input = countProjectsInput;

  constructor(private readonly deps: { catalog: CatalogReadRepository }) {}

  async execute(ctx: RequestContext, input: CountProjectsInput): Promise<Result<number, AppError>> {
    const filter = filterFor(ctx, input);
    if (!filter.ok) return filter;
    return ok(await this.deps.catalog.countProjects(filter.value));
  }
}
